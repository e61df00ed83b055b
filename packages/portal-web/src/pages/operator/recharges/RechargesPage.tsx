import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../StatusBadge';
import { StatusListPage, useStatusList } from '../StatusListPage';
import { RechargeDrawer } from './RechargeDrawer';
import { RECHARGE_STATUSES, useOperatorRecharges, type Recharge, type RechargeStatus } from './recharge-queries';

/** Every workspace's recharges to review: those with a proof first by default; open one to see the proof and decide. */
export default function RechargesPage() {
  const { t } = useTranslation();
  const list = useStatusList<RechargeStatus, Recharge>('PROOF_SUBMITTED');
  const recharges = useOperatorRecharges(list.status, list.page);
  return (
    <StatusListPage
      title={t('operator.recharges.title')}
      list={list}
      query={recharges}
      statuses={RECHARGE_STATUSES}
      statusLabel={(status) => t(`operator.recharges.statuses.${status}`)}
      empty={t('operator.recharges.empty')}
      columns={(money) => [
        { label: t('operator.recharges.reference'), mono: true, cell: (recharge) => recharge.paymentReference },
        { label: t('operator.common.workspace'), mono: true, cell: (recharge) => recharge.workspaceBizId },
        { label: t('operator.common.amount'), numeric: true, cell: (recharge) => money(recharge.amount, recharge.currency) },
        { label: t('operator.common.status'), cell: (recharge) => <StatusBadge status={recharge.status} label={t(`operator.recharges.statuses.${recharge.status}`)} /> },
      ]}
      openLabel={(recharge) => t('operator.recharges.openLabel', { reference: recharge.paymentReference })}
      drawer={(recharge, money) => <RechargeDrawer recharge={recharge} money={money} onClose={list.close} onChanged={list.setOpen} />}
    />
  );
}
