import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { ListPager } from '../ListPager';
import { useMoneyFormat } from '../operator-currencies';
import { StatusBadge } from '../StatusBadge';
import { StatusFilter } from '../StatusFilter';
import { WithdrawalDrawer } from './WithdrawalDrawer';
import { WITHDRAWAL_STATUSES, useOperatorWithdrawals, type Withdrawal, type WithdrawalStatus } from './withdrawal-queries';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** Every workspace's withdrawals: pending ones first by default; open one to approve, pay out, fail or return it. */
export default function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [status, setStatus] = useState<WithdrawalStatus | null>('PENDING');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Withdrawal | null>(null);
  const withdrawals = useOperatorWithdrawals(status, page);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Stack>
      <Title order={2}>{t('operator.withdrawals.title')}</Title>
      <Group align="flex-end">
        <StatusFilter
          statuses={WITHDRAWAL_STATUSES}
          value={status}
          onChange={(picked) => {
            setStatus(picked);
            setPage(0);
          }}
          labelOf={(value) => t(`operator.withdrawals.statuses.${value}`)}
        />
        <Button variant="default" onClick={() => void withdrawals.refetch()} loading={withdrawals.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      {withdrawals.error ? (
        <ErrorAlert error={withdrawals.error} />
      ) : withdrawals.isPending || !money ? (
        <PageLoader />
      ) : withdrawals.data.items.length === 0 ? (
        <Text c="dimmed">{t('operator.withdrawals.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.common.created')}</Table.Th>
                  <Table.Th>{t('operator.common.workspace')}</Table.Th>
                  <Table.Th>{t('operator.withdrawals.channel')}</Table.Th>
                  <Table.Th ta="right">{t('operator.common.amount')}</Table.Th>
                  <Table.Th>{t('operator.common.status')}</Table.Th>
                  <Table.Th>{t('operator.common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {withdrawals.data.items.map((withdrawal) => {
                  const amount = money(withdrawal.amount, withdrawal.currency);
                  return (
                    <Table.Tr key={withdrawal.bizId}>
                      <Table.Td>
                        <time dateTime={withdrawal.createdAt}>{time.format(new Date(withdrawal.createdAt))}</time>
                      </Table.Td>
                      <Table.Td ff="monospace">{withdrawal.workspaceBizId}</Table.Td>
                      <Table.Td>{withdrawal.channelLabel}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {amount}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={withdrawal.status} label={t(`operator.withdrawals.statuses.${withdrawal.status}`)} />
                      </Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="light" onClick={() => setOpen(withdrawal)} aria-label={t('operator.withdrawals.openLabel', { amount, id: withdrawal.bizId })}>
                          {t('operator.common.open')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager pagination={withdrawals.data.pagination} page={page} onPage={setPage} />
        </>
      )}
      {open && money ? <WithdrawalDrawer withdrawal={open} money={money} onClose={() => setOpen(null)} onChanged={setOpen} /> : null}
    </Stack>
  );
}
