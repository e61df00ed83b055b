import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../StatusBadge';
import { StatusListPage, useStatusList } from '../StatusListPage';
import { WithdrawalDrawer } from './WithdrawalDrawer';
import { WITHDRAWAL_STATUSES, useOperatorWithdrawals, type Withdrawal, type WithdrawalStatus } from './withdrawal-queries';

/** Every workspace's withdrawals: pending ones first by default; open one to approve, pay out, fail or return it. */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const list = useStatusList<WithdrawalStatus, Withdrawal>('PENDING');
  const withdrawals = useOperatorWithdrawals(list.status, list.page);
  return (
    <StatusListPage
      title={t('operator.withdrawals.title')}
      list={list}
      query={withdrawals}
      statuses={WITHDRAWAL_STATUSES}
      statusLabel={(status) => t(`operator.withdrawals.statuses.${status}`)}
      empty={t('operator.withdrawals.empty')}
      columns={(money) => [
        { label: t('operator.common.workspace'), mono: true, cell: (withdrawal) => withdrawal.workspaceBizId },
        { label: t('operator.withdrawals.channel'), cell: (withdrawal) => withdrawal.channelLabel },
        { label: t('operator.common.amount'), numeric: true, cell: (withdrawal) => money(withdrawal.amount, withdrawal.currency) },
        { label: t('operator.common.status'), cell: (withdrawal) => <StatusBadge status={withdrawal.status} label={t(`operator.withdrawals.statuses.${withdrawal.status}`)} /> },
      ]}
      openLabel={(withdrawal, money) => t('operator.withdrawals.openLabel', { amount: money(withdrawal.amount, withdrawal.currency), id: withdrawal.bizId })}
      drawer={(withdrawal, money) => <WithdrawalDrawer withdrawal={withdrawal} money={money} onClose={list.close} onChanged={list.setOpen} />}
    />
  );
}
