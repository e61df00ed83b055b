import { Button, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf } from '@partner-portal/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { ConfirmModal } from './ConfirmModal';
import { ErrorAlert } from '../../components/ErrorAlert';
import { InvitationStatusBadge } from './InvitationStatusBadge';
import { InviteForm } from './InviteForm';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { INVITATION_STATUSES, teamKeys, useInvitations, type Invitation, type InvitationStatus } from './team-queries';
import { useCaller } from './use-caller';
import { useDateTime } from './use-date-time';

const ALL = 'ALL';

function InvitationList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const caller = useCaller();
  const dateTime = useDateTime();
  const [status, setStatus] = useState<InvitationStatus | null>(null);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const invitations = useInvitations(workspaceId, status);
  const mayCancel = caller.can('invitations:write');

  const cancel = async (invitation: Invitation) => {
    await dataOf(client.api.POST('/web/v1/partner/invitations/cancel', { body: { invitationBizId: invitation.bizId } }));
    await queries.invalidateQueries({ queryKey: teamKeys.all(workspaceId) });
    notifications.show({ message: t('team.invitations.cancelled', { email: invitation.email }) });
  };

  return (
    <Stack>
      <Select
        label={t('team.invitations.statusFilter')}
        data={[{ value: ALL, label: t('team.invitations.allStatuses') }, ...INVITATION_STATUSES.map((value) => ({ value, label: t(`team.invitations.status.${value}`) }))]}
        value={status ?? ALL}
        onChange={(value) => setStatus(INVITATION_STATUSES.find((candidate) => candidate === value) ?? null)}
        allowDeselect={false}
        maw={260}
      />
      {invitations.isPending ? <PageLoader /> : null}
      <ErrorAlert error={invitations.error} />
      {invitations.data?.length === 0 ? <Text c="dimmed">{t('team.invitations.empty')}</Text> : null}
      {invitations.data && invitations.data.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.invitations.email')}</Table.Th>
                <Table.Th>{t('team.invitations.role')}</Table.Th>
                <Table.Th>{t('team.invitations.statusLabel')}</Table.Th>
                <Table.Th>{t('team.invitations.invitedBy')}</Table.Th>
                <Table.Th>{t('team.invitations.expires')}</Table.Th>
                <Table.Th>{t('team.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.data.map((invitation) => (
                <Table.Tr key={invitation.bizId}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{invitation.roleName}</Table.Td>
                  <Table.Td>
                    <InvitationStatusBadge status={invitation.status} />
                    {invitation.declineReason ? (
                      <Text size="xs" c="dimmed">
                        {invitation.declineReason}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{invitation.invitedByName ?? '—'}</Table.Td>
                  <Table.Td>
                    <time dateTime={invitation.expiresAt}>{dateTime(invitation.expiresAt)}</time>
                  </Table.Td>
                  <Table.Td>
                    {mayCancel && invitation.status === 'PENDING' ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('team.invitations.cancelOf', { email: invitation.email })}
                        onClick={() => setCancelling(invitation)}
                      >
                        {t('team.invitations.cancel')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {cancelling ? (
        <ConfirmModal
          title={t('team.invitations.cancelTitle', { email: cancelling.email })}
          confirmLabel={t('team.invitations.cancel')}
          onConfirm={() => cancel(cancelling)}
          onClose={() => setCancelling(null)}
        >
          {t('team.invitations.cancelWarning')}
        </ConfirmModal>
      ) : null}
    </Stack>
  );
}

/** Invitations the workspace sent: invite someone, follow the answers, cancel what is still pending. */
export default function InvitationsPage() {
  const { t } = useTranslation();
  const caller = useCaller();
  return (
    <WorkspacePage title={t('team.invitations.title')}>
      {(workspaceId) => (
        <>
          {caller.can('invitations:write') && caller.can('roles:read') ? <InviteForm workspaceId={workspaceId} /> : null}
          <InvitationList workspaceId={workspaceId} />
        </>
      )}
    </WorkspacePage>
  );
}
