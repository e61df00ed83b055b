import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { formatDecimal } from '../../money/format-money';
import { useRecentFlows, type Wallet } from './wallet-queries';
import { ErrorAlert } from '../../components/ErrorAlert';

export function RecentFlows({ workspaceId, wallets }: { workspaceId: string; wallets: readonly Wallet[] }) {
  const { t, i18n } = useTranslation();
  const { flows, isPending, error } = useRecentFlows(workspaceId, wallets);
  const scaleOf = new Map(wallets.map((wallet) => [wallet.currency, wallet.scale]));
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  if (isPending) return <PageLoader />;
  if (error) {
    return (
      <ErrorAlert error={error} />
    );
  }
  if (flows.length === 0) return <Text c="dimmed">{t('dashboard.noFlows')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.flowTime')}</Table.Th>
            <Table.Th>{t('dashboard.flowType')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.flowAmount')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.flowBalanceAfter')}</Table.Th>
            <Table.Th>{t('dashboard.flowDescription')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {flows.map((flow) => {
            const scale = scaleOf.get(flow.currency) ?? 2;
            const sign = flow.direction === 'DEBIT' ? '-' : '+';
            return (
              <Table.Tr key={flow.bizId}>
                <Table.Td>
                  <time dateTime={flow.createdAt}>{time.format(new Date(flow.createdAt))}</time>
                </Table.Td>
                <Table.Td>{t(`dashboard.flowTypes.${flow.type}`)}</Table.Td>
                <Table.Td ta="right" ff="monospace" aria-label={flow.direction === 'DEBIT' ? t('dashboard.debit') : t('dashboard.credit')}>
                  {sign}
                  {formatDecimal(flow.amount, scale, i18n.language)} {flow.currency}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatDecimal(flow.balanceAfter, scale, i18n.language)}
                </Table.Td>
                <Table.Td>{flow.description}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
