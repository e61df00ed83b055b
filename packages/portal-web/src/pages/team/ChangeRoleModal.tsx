import { Modal, Select, Stack, Text } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { workspaceKeys } from '../../workspaces/workspace-queries';
import { mayHandOut } from './role-grants';
import { teamKeys, useRoles, type Member } from './team-queries';
import { useCaller } from './use-caller';
import { ModalActions } from '../../components/ModalActions';

/** Gives a member another role; roles the caller may not hand out are listed but disabled. */
export function ChangeRoleModal({ workspaceId, member, onClose }: { workspaceId: string; member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const caller = useCaller();
  const roles = useRoles(workspaceId);
  const [roleId, setRoleId] = useState<string | null>(member.workspaceRoleBizId);

  const change = useMutation({
    mutationFn: (newRoleId: string) =>
      dataOf(client.api.POST('/web/v1/partner/roles/members/role/change', { body: { memberBizId: member.memberBizId, roleId: newRoleId } })),
    onSuccess: async (changed) => {
      // The caller may have changed their own role: their permissions go with it.
      await Promise.all([
        queries.invalidateQueries({ queryKey: teamKeys.all(workspaceId) }),
        queries.invalidateQueries({ queryKey: workspaceKeys.permissions(workspaceId) }),
      ]);
      notifications.show({ message: t('team.members.roleChanged', { name: changed.accountName, role: changed.workspaceRoleName }) });
      onClose();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roleId) change.mutate(roleId);
  };

  return (
    <Modal opened onClose={onClose} title={t('team.members.changeRoleTitle', { name: member.accountName || member.accountEmail })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('team.members.changeRoleHint')}
          </Text>
          <Select
            label={t('team.members.role')}
            data={(roles.data ?? []).map((role) => ({ value: role.bizId, label: role.roleName, disabled: !mayHandOut(role, caller) }))}
            value={roleId}
            onChange={setRoleId}
            allowDeselect={false}
            disabled={roles.isPending}
            data-autofocus
          />
          <ModalActions
            error={roles.error ?? change.error}
            onCancel={onClose}
            submitLabel={t('common.save')}
            loading={change.isPending}
            disabled={!roleId || roleId === member.workspaceRoleBizId}
          />
        </Stack>
      </form>
    </Modal>
  );
}
