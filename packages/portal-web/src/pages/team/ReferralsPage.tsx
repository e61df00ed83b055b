import { Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageControls } from './PageControls';
import { ReferralCodePanel } from './ReferralCodePanel';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { useReferrals } from './team-queries';
import { useCaller } from './use-caller';
import { useDateTime } from './use-date-time';

function ReferralList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(0);
  const referrals = useReferrals(workspaceId, page);
  if (referrals.isPending) return <PageLoader />;
  if (referrals.error) return <ErrorAlert error={referrals.error} />;
  const { items, total, size } = referrals.data;
  return (
    <Stack>
      <Text>{t('team.referrals.count', { count: total })}</Text>
      {items.length === 0 ? (
        <Text c="dimmed">{t('team.referrals.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.referrals.account')}</Table.Th>
                <Table.Th>{t('team.referrals.email')}</Table.Th>
                <Table.Th>{t('team.referrals.code')}</Table.Th>
                <Table.Th>{t('team.referrals.referredAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((referral) => (
                <Table.Tr key={referral.bizId}>
                  <Table.Td>{referral.referredAccountName}</Table.Td>
                  <Table.Td>{referral.referredEmail}</Table.Td>
                  <Table.Td ff="monospace">{referral.referralCode}</Table.Td>
                  <Table.Td>
                    <time dateTime={referral.referredAt}>{dateTime(referral.referredAt)}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PageControls page={page} totalPages={Math.ceil(total / size)} onChange={setPage} />
    </Stack>
  );
}

/** The referral code of the workspace and the accounts that registered with it. */
export default function ReferralsPage() {
  const { t } = useTranslation();
  const caller = useCaller();
  return (
    <WorkspacePage title={t('team.referrals.title')}>
      {(workspaceId) => (
        <>
          <ReferralCodePanel workspaceId={workspaceId} mayWrite={caller.can('referrals:write')} />
          <Title order={3} size="h4">
            {t('team.referrals.listTitle')}
          </Title>
          <ReferralList workspaceId={workspaceId} />
        </>
      )}
    </WorkspacePage>
  );
}
