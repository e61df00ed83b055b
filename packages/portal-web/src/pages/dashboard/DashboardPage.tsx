import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useMyWorkspaces, useWorkspaceId } from '../../workspaces/workspace-queries';
import { RecentFlows } from './RecentFlows';
import { WalletCard } from './WalletCard';
import { useWallets } from './wallet-queries';
import { usePageTitle } from '../../app/use-page-title';
import { ErrorAlert } from '../../components/ErrorAlert';

function WorkspaceDashboard({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const wallets = useWallets(workspaceId);
  if (wallets.isPending) return <PageLoader />;
  if (wallets.error) {
    return (
      <ErrorAlert error={wallets.error} />
    );
  }
  return (
    <Stack>
      <Title order={3} size="h3">
        {t('dashboard.wallets')}
      </Title>
      {wallets.data.length === 0 ? (
        <Text c="dimmed">{t('dashboard.noWallets')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
          {wallets.data.map((wallet) => (
            <WalletCard key={wallet.bizId} wallet={wallet} />
          ))}
        </SimpleGrid>
      )}
      <Title order={3} size="h3">
        {t('dashboard.recentFlows')}
      </Title>
      <RecentFlows workspaceId={workspaceId} wallets={wallets.data} />
    </Stack>
  );
}

/** The wallets of the current workspace and their latest movements. */
export default function DashboardPage() {
  usePageTitle('dashboard.title');
  const { t } = useTranslation();
  const workspaceId = useWorkspaceId();
  const mine = useMyWorkspaces();
  // Without a selected workspace the shell's gate is choosing one, unless the user has none to choose.
  const hasNone = mine.data?.every((membership) => !membership.enterable) ?? false;
  return (
    <Stack>
      <Title order={2}>{t('dashboard.title')}</Title>
      {workspaceId ? <WorkspaceDashboard workspaceId={workspaceId} /> : hasNone ? <Text>{t('workspace.noneYet')}</Text> : <PageLoader />}
    </Stack>
  );
}
