import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf } from '@partner-portal/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { workspaceKeys } from '../../workspaces/workspace-queries';
import { DeclineInvitationModal } from './DeclineInvitationModal';
import { ErrorAlert } from '../../components/ErrorAlert';
import { teamKeys, useMyInvitations, type Invitation } from './team-queries';
import { useDateTime } from './use-date-time';

function InvitationCard({ invitation, onDecline }: { invitation: Invitation; onDecline: () => void }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const dateTime = useDateTime();

  const accept = useMutation({
    mutationFn: () => dataOf(client.api.POST('/web/v1/partner/profile/invitations/accept', { body: { invitationBizId: invitation.bizId } })),
    onSuccess: async (membership) => {
      // The new workspace must be in the fresh list first, or the shell's gate would move back to the old one.
      await queries.invalidateQueries({ queryKey: workspaceKeys.mine });
      await client.selectWorkspace(membership.workspaceBizId);
      await queries.invalidateQueries({ queryKey: teamKeys.myInvitations });
      notifications.show({ message: t('team.myInvitations.accepted', { workspace: membership.workspaceName }) });
    },
  });

  return (
    <Card withBorder component="article" aria-label={invitation.workspaceName}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {invitation.workspaceName}
        </Title>
        <Text size="sm">{t('team.myInvitations.role', { role: invitation.roleName })}</Text>
        {invitation.invitedByName ? <Text size="sm">{t('team.myInvitations.invitedBy', { name: invitation.invitedByName })}</Text> : null}
        <Text size="sm" c="dimmed">
          {t('team.myInvitations.expires', { time: dateTime(invitation.expiresAt) })}
        </Text>
        <ErrorAlert error={accept.error} />
        <Group>
          <Button loading={accept.isPending} onClick={() => accept.mutate()} aria-label={t('team.myInvitations.acceptOf', { workspace: invitation.workspaceName })}>
            {t('team.myInvitations.accept')}
          </Button>
          <Button
            variant="default"
            disabled={accept.isPending}
            onClick={onDecline}
            aria-label={t('team.myInvitations.declineOf', { workspace: invitation.workspaceName })}
          >
            {t('team.myInvitations.decline')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Invitations addressed to the signed-in account: accept (joins and switches to the workspace) or decline. */
export default function MyInvitationsPage() {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const invitations = useMyInvitations();
  const [declining, setDeclining] = useState<Invitation | null>(null);

  const decline = async (invitation: Invitation, reason: string) => {
    await dataOf(client.api.POST('/web/v1/partner/profile/invitations/decline', { body: { invitationBizId: invitation.bizId, reason } }));
    await queries.invalidateQueries({ queryKey: teamKeys.myInvitations });
    notifications.show({ message: t('team.myInvitations.declined', { workspace: invitation.workspaceName }) });
  };

  return (
    <Stack>
      <Title order={2}>{t('team.myInvitations.title')}</Title>
      {invitations.isPending ? <PageLoader /> : null}
      <ErrorAlert error={invitations.error} />
      {invitations.data?.length === 0 ? <Text c="dimmed">{t('team.myInvitations.empty')}</Text> : null}
      {invitations.data && invitations.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {invitations.data.map((invitation) => (
            <InvitationCard key={invitation.bizId} invitation={invitation} onDecline={() => setDeclining(invitation)} />
          ))}
        </SimpleGrid>
      ) : null}
      {declining ? (
        <DeclineInvitationModal invitation={declining} onDecline={(reason) => decline(declining, reason)} onClose={() => setDeclining(null)} />
      ) : null}
    </Stack>
  );
}
