import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf } from '@partner-portal/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../account/profile-queries';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { workspaceKeys } from '../../workspaces/workspace-queries';
import { ChangeRoleModal } from './ChangeRoleModal';
import { ConfirmModal } from './ConfirmModal';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageControls } from './PageControls';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { teamKeys, useMembers, type Member } from './team-queries';
import { useCaller } from './use-caller';
import { useDateTime } from './use-date-time';

type Dialog = { kind: 'role' | 'remove'; member: Member } | null;

function MembersTable({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const caller = useCaller();
  const profile = useProfile();
  const dateTime = useDateTime();
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const members = useMembers(workspaceId, page);
  // Changing a role needs the roles to choose from.
  const mayChangeRole = caller.can('members:assign_role') && caller.can('roles:read');
  const mayRemove = caller.can('members:remove');

  const remove = async (member: Member) => {
    await dataOf(client.api.POST('/web/v1/partner/members/remove', { body: { memberBizId: member.memberBizId } }));
    await Promise.all([
      queries.invalidateQueries({ queryKey: teamKeys.all(workspaceId) }),
      queries.invalidateQueries({ queryKey: workspaceKeys.mine }),
    ]);
    notifications.show({ message: t('team.members.removed', { name: member.accountName || member.accountEmail }) });
  };

  if (members.isPending) return <PageLoader />;
  if (members.error) return <ErrorAlert error={members.error} />;
  const { items, pagination } = members.data;

  return (
    <Stack>
      {items.length === 0 ? (
        <Text c="dimmed">{t('team.members.empty')}</Text>
      ) : (
        <DataTable
          items={items}
          rowKey={(member) => member.memberBizId}
          minWidth={720}
          columns={[
            {
              label: t('team.members.name'),
              cell: (member) => (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{member.accountName}</Text>
                  {member.userBizId === profile.data?.bizId ? (
                    <Badge size="xs" variant="outline">
                      {t('team.members.you')}
                    </Badge>
                  ) : null}
                </Group>
              ),
            },
            { label: t('team.members.email'), cell: (member) => member.accountEmail },
            {
              label: t('team.members.role'),
              cell: (member) => (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{member.workspaceRoleName}</Text>
                  {member.isOwner ? <Badge size="xs">{t('team.roles.owner')}</Badge> : null}
                </Group>
              ),
            },
            { label: t('team.members.joined'), cell: (member) => <time dateTime={member.createdAt}>{dateTime(member.createdAt)}</time> },
            {
              label: t('team.actions'),
              cell: (member) => {
                const name = member.accountName || member.accountEmail;
                return (
                  <Group gap="xs" wrap="nowrap">
                    {mayChangeRole ? (
                      <Button size="xs" variant="light" aria-label={t('team.members.changeRoleOf', { name })} onClick={() => setDialog({ kind: 'role', member })}>
                        {t('team.members.changeRole')}
                      </Button>
                    ) : null}
                    {mayRemove ? (
                      <Button size="xs" variant="light" color="red" aria-label={t('team.members.removeOf', { name })} onClick={() => setDialog({ kind: 'remove', member })}>
                        {t('team.members.remove')}
                      </Button>
                    ) : null}
                  </Group>
                );
              },
            },
          ]}
        />
      )}
      <PageControls page={page} totalPages={pagination.totalPages} onChange={setPage} />
      {dialog?.kind === 'role' ? <ChangeRoleModal workspaceId={workspaceId} member={dialog.member} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmModal
          title={t('team.members.removeTitle', { name: dialog.member.accountName || dialog.member.accountEmail })}
          confirmLabel={t('team.members.remove')}
          onConfirm={() => remove(dialog.member)}
          onClose={() => setDialog(null)}
        >
          {t('team.members.removeWarning')}
        </ConfirmModal>
      ) : null}
    </Stack>
  );
}

/** The members of the current workspace: their roles, change a role, remove someone. */
export default function MembersPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('team.members.title')}>{(workspaceId) => <MembersTable workspaceId={workspaceId} />}</WorkspacePage>
  );
}
