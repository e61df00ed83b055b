import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { ConfirmModal } from './ConfirmModal';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { RoleEditorModal } from './RoleEditorModal';
import { mayHandOut } from './role-grants';
import { teamKeys, useRoles, type Role } from './team-queries';
import { useCaller } from './use-caller';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'view' | 'delete'; role: Role } | null;

function RoleList({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const caller = useCaller();
  const roles = useRoles(workspaceId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayManage = caller.can('roles:manage');
  // The API lets nobody edit a role that grants more than they hold, nor the OWNER role.
  const manageable = (role: Role) => mayManage && role.roleType.code === 'CUSTOM' && mayHandOut(role, caller);

  const remove = async (role: Role) => {
    // 204 without a body: the call itself is the answer.
    await client.api.POST('/web/v1/partner/roles/delete', { body: { roleId: role.bizId } });
    await queries.invalidateQueries({ queryKey: teamKeys.all(workspaceId) });
    notifications.show({ message: t('team.roles.deleted', { name: role.roleName }) });
  };

  if (roles.isPending) return <PageLoader />;
  if (roles.error) return <ErrorAlert error={roles.error} />;

  return (
    <Stack>
      {mayManage ? (
        <Group>
          <Button onClick={() => setDialog({ kind: 'create' })}>{t('team.roles.create')}</Button>
        </Group>
      ) : null}
      <DataTable
        items={roles.data}
        rowKey={(role) => role.bizId}
        minWidth={680}
        columns={[
          {
            label: t('team.roles.name'),
            cell: (role) => (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {role.roleName}
                </Text>
                {role.roleType.code === 'OWNER' ? <Badge size="xs">{t('team.roles.owner')}</Badge> : null}
              </Group>
            ),
          },
          { label: t('team.roles.description'), cell: (role) => role.description || '—' },
          { label: t('team.roles.permissionCount'), cell: (role) => (role.roleType.code === 'OWNER' ? t('team.roles.all') : role.permissionCodes.length) },
          {
            label: t('team.actions'),
            cell: (role) => (
              <Group gap="xs" wrap="nowrap">
                {manageable(role) ? (
                  <>
                    <Button size="xs" variant="light" aria-label={t('team.roles.editOf', { name: role.roleName })} onClick={() => setDialog({ kind: 'edit', role })}>
                      {t('team.roles.edit')}
                    </Button>
                    <Button size="xs" variant="light" color="red" aria-label={t('team.roles.deleteOf', { name: role.roleName })} onClick={() => setDialog({ kind: 'delete', role })}>
                      {t('team.roles.delete')}
                    </Button>
                  </>
                ) : (
                  <Button size="xs" variant="default" aria-label={t('team.roles.viewOf', { name: role.roleName })} onClick={() => setDialog({ kind: 'view', role })}>
                    {t('team.roles.view')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      {dialog?.kind === 'create' ? (
        <RoleEditorModal
          workspaceId={workspaceId}
          readOnly={false}
          onClose={() => setDialog(null)}
          onCreated={(role) => setDialog({ kind: 'edit', role })}
        />
      ) : null}
      {dialog?.kind === 'edit' || dialog?.kind === 'view' ? (
        <RoleEditorModal key={dialog.role.bizId} workspaceId={workspaceId} role={dialog.role} readOnly={dialog.kind === 'view'} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmModal
          title={t('team.roles.deleteTitle', { name: dialog.role.roleName })}
          confirmLabel={t('team.roles.delete')}
          onConfirm={() => remove(dialog.role)}
          onClose={() => setDialog(null)}
        >
          {t('team.roles.deleteWarning')}
        </ConfirmModal>
      ) : null}
    </Stack>
  );
}

/** The workspace's roles and what each grants; create, edit (with the permission tree) and delete custom roles. */
export default function RolesPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('team.roles.title')}>{(workspaceId) => <RoleList workspaceId={workspaceId} />}</WorkspacePage>
  );
}
