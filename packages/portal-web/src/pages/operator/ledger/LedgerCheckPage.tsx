import { Alert, Button, List, Stack, Table, Text, Title } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../../api/portal-context';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** Runs the ledger's invariant check on demand (it reads every transfer) and shows what it found. */
export default function LedgerCheckPage() {
  const { t, i18n } = useTranslation();
  const client = usePortalClient();
  const check = useMutation({
    mutationFn: async () => ({ result: await dataOf(client.api.GET('/web/v1/operator/ledger/invariants')), at: new Date() }),
  });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const result = check.data?.result;

  return (
    <Stack maw={760}>
      <Title order={2}>{t('operator.ledger.title')}</Title>
      <Text>{t('operator.ledger.intro')}</Text>
      <div>
        <Button onClick={() => check.mutate()} loading={check.isPending}>
          {t('operator.ledger.run')}
        </Button>
      </div>
      {check.error ? (
        <ErrorAlert error={check.error} />
      ) : null}
      {result && check.data ? (
        <Stack role="status">
          <Alert color={result.ok ? 'green' : 'red'} title={result.ok ? t('operator.ledger.ok') : t('operator.ledger.notOk')}>
            {t('operator.ledger.checkedAt', { time: time.format(check.data.at) })}
          </Alert>
          {result.unbalancedCurrencies.length > 0 ? (
            <>
              <Title order={3} size="h4">
                {t('operator.ledger.unbalanced')}
              </Title>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('operator.common.currency')}</Table.Th>
                    <Table.Th ta="right">{t('operator.ledger.posted')}</Table.Th>
                    <Table.Th ta="right">{t('operator.ledger.pending')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.unbalancedCurrencies.map((entry) => (
                    <Table.Tr key={entry.currency}>
                      <Table.Td>{entry.currency}</Table.Td>
                      {/* Raw sums in minor units, as the check reports them: a non-zero value is the finding. */}
                      <Table.Td ta="right" ff="monospace">
                        {entry.posted}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {entry.pending}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : null}
          {result.counterMismatches.length > 0 ? (
            <>
              <Title order={3} size="h4">
                {t('operator.ledger.counterMismatches')}
              </Title>
              <List ff="monospace">
                {result.counterMismatches.map((id) => (
                  <List.Item key={id}>{id}</List.Item>
                ))}
              </List>
            </>
          ) : null}
          {result.resolutionMismatches.length > 0 ? (
            <>
              <Title order={3} size="h4">
                {t('operator.ledger.resolutionMismatches')}
              </Title>
              <List ff="monospace">
                {result.resolutionMismatches.map((id) => (
                  <List.Item key={id}>{id}</List.Item>
                ))}
              </List>
            </>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
