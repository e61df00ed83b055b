import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { ListPager } from '../ListPager';
import { useMoneyFormat } from '../operator-currencies';
import { StatusBadge } from '../StatusBadge';
import { StatusFilter } from '../StatusFilter';
import { RechargeDrawer } from './RechargeDrawer';
import { RECHARGE_STATUSES, useOperatorRecharges, type Recharge, type RechargeStatus } from './recharge-queries';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** Every workspace's recharges to review: those with a proof first by default; open one to see the proof and decide. */
export default function RechargesPage() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [status, setStatus] = useState<RechargeStatus | null>('PROOF_SUBMITTED');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Recharge | null>(null);
  const recharges = useOperatorRecharges(status, page);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Stack>
      <Title order={2}>{t('operator.recharges.title')}</Title>
      <Group align="flex-end">
        <StatusFilter
          statuses={RECHARGE_STATUSES}
          value={status}
          onChange={(picked) => {
            setStatus(picked);
            setPage(0);
          }}
          labelOf={(value) => t(`operator.recharges.statuses.${value}`)}
        />
        <Button variant="default" onClick={() => void recharges.refetch()} loading={recharges.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      {recharges.error ? (
        <ErrorAlert error={recharges.error} />
      ) : recharges.isPending || !money ? (
        <PageLoader />
      ) : recharges.data.items.length === 0 ? (
        <Text c="dimmed">{t('operator.recharges.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.common.created')}</Table.Th>
                  <Table.Th>{t('operator.recharges.reference')}</Table.Th>
                  <Table.Th>{t('operator.common.workspace')}</Table.Th>
                  <Table.Th ta="right">{t('operator.common.amount')}</Table.Th>
                  <Table.Th>{t('operator.common.status')}</Table.Th>
                  <Table.Th>{t('operator.common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recharges.data.items.map((recharge) => (
                  <Table.Tr key={recharge.bizId}>
                    <Table.Td>
                      <time dateTime={recharge.createdAt}>{time.format(new Date(recharge.createdAt))}</time>
                    </Table.Td>
                    <Table.Td ff="monospace">{recharge.paymentReference}</Table.Td>
                    <Table.Td ff="monospace">{recharge.workspaceBizId}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {money(recharge.amount, recharge.currency)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={recharge.status} label={t(`operator.recharges.statuses.${recharge.status}`)} />
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => setOpen(recharge)} aria-label={t('operator.recharges.openLabel', { reference: recharge.paymentReference })}>
                        {t('operator.common.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager pagination={recharges.data.pagination} page={page} onPage={setPage} />
        </>
      )}
      {open && money ? <RechargeDrawer recharge={open} money={money} onClose={() => setOpen(null)} onChanged={setOpen} /> : null}
    </Stack>
  );
}
