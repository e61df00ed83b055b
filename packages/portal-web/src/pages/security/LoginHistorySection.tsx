import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDateTime } from '../../time/use-date-time';
import { useLoginHistory } from './security-queries';
import { ErrorAlert } from '../../components/ErrorAlert';

/** loginResult 1 is a sign-in that succeeded (the spec's observed value); anything else was refused. */
const SUCCEEDED = 1;

/** The account's sign-ins, most recent first, a page at a time. */
export function LoginHistorySection() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(0);
  const history = useLoginHistory(page);
  const pages = history.data?.pagination.totalPages ?? 0;

  return (
    <Stack component="section" aria-labelledby="history-title">
      <Title order={3} size="h4" id="history-title">
        {t('security.history.title')}
      </Title>
      {history.isPending ? (
        <PageLoader />
      ) : history.error ? (
        <ErrorAlert error={history.error} />
      ) : history.data.items.length === 0 ? (
        <Text c="dimmed">{t('security.history.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('security.history.time')}</Table.Th>
                  <Table.Th>{t('security.history.address')}</Table.Th>
                  <Table.Th>{t('security.history.device')}</Table.Th>
                  <Table.Th>{t('security.history.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.items.map((entry) => (
                  <Table.Tr key={entry.bizId}>
                    <Table.Td>{dateTime(entry.loginTime)}</Table.Td>
                    <Table.Td ff="monospace">{entry.clientIp}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} title={entry.userAgent}>
                        {entry.userAgent}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {entry.loginResult === SUCCEEDED ? (
                        <Badge color="teal.9" miw="max-content">{t('security.history.succeeded')}</Badge>
                      ) : (
                        <Badge color="red.9" miw="max-content" title={entry.failureReason ?? undefined}>
                          {t('security.history.failed')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Group justify="space-between">
              <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('security.history.previous')}
              </Button>
              <Text size="sm">{t('security.history.page', { page: page + 1, pages })}</Text>
              <Button variant="default" disabled={!history.data.pagination.hasNext} onClick={() => setPage(page + 1)}>
                {t('security.history.next')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
