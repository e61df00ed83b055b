import { Alert, Button, Group, Modal, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf, isPortalApiError } from '@partner-portal/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { workspaceKeys } from '../../workspaces/workspace-queries';
import { ErrorAlert } from '../../components/ErrorAlert';
import { selectedCodes } from './permission-tree';
import { PermissionTree } from './PermissionTree';
import { teamKeys, usePermissionTree, type Role } from './team-queries';
import { useCaller } from './use-caller';

const FIELDS = ['roleName', 'description'];

const sameCodes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code) => b.includes(code));

/**
 * Creates a role (`role` absent) or edits one: name, description and, for an existing CUSTOM role, its
 * permissions. Read-only for the OWNER role and for callers who may not manage roles.
 */
export function RoleEditorModal({
  workspaceId,
  role,
  readOnly,
  onClose,
  onCreated,
}: {
  workspaceId: string;
  role?: Role;
  readOnly: boolean;
  onClose: () => void;
  onCreated?: (role: Role) => void;
}) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const describe = useDescribeError();
  const caller = useCaller();
  const tree = usePermissionTree();
  const [roleName, setRoleName] = useState(role?.roleName ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [selected, setSelected] = useState<Set<string>>(() => new Set(role?.permissionCodes ?? []));
  const isOwnerRole = role?.roleType.code === 'OWNER';

  const save = useMutation({
    mutationFn: async (): Promise<Role> => {
      const name = roleName.trim();
      const text = description.trim();
      if (!role) return dataOf(client.api.POST('/web/v1/partner/roles', { body: { roleName: name, description: text } }));
      let saved: Role = role;
      if (name !== role.roleName || text !== role.description) {
        saved = await dataOf(client.api.POST('/web/v1/partner/roles/update', { body: { roleId: role.bizId, roleName: name, description: text } }));
      }
      const codes = selectedCodes(tree.data ?? [], selected);
      if (tree.data && !sameCodes(codes, role.permissionCodes)) {
        saved = await dataOf(client.api.POST('/web/v1/partner/roles/permissions', { body: { roleId: role.bizId, permissionCodes: codes } }));
      }
      return saved;
    },
    onSuccess: async (saved) => {
      await Promise.all([
        queries.invalidateQueries({ queryKey: teamKeys.all(workspaceId) }),
        // The caller's own role may be the one edited.
        queries.invalidateQueries({ queryKey: workspaceKeys.permissions(workspaceId) }),
      ]);
      notifications.show({ message: t(role ? 'team.roles.saved' : 'team.roles.created', { name: saved.roleName }) });
      if (role) onClose();
      else onCreated?.(saved);
    },
  });
  const problem = save.error ? describe(save.error, FIELDS) : undefined;
  const nameProblem = isPortalApiError(save.error, 'ROLE.NAME_TAKEN') ? problem?.message : problem?.fields.roleName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readOnly) save.mutate();
  };

  const title = role ? (readOnly ? role.roleName : t('team.roles.editTitle', { name: role.roleName })) : t('team.roles.createTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" scrollAreaComponent={ScrollArea.Autosize}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('team.roles.name')}
            value={roleName}
            onChange={(event) => setRoleName(event.currentTarget.value)}
            error={nameProblem}
            readOnly={readOnly}
            required
            maxLength={64}
            data-autofocus
          />
          <Textarea
            label={t('team.roles.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={problem?.fields.description}
            readOnly={readOnly}
            maxLength={500}
            autosize
            minRows={2}
          />
          {!role ? <Text size="sm" c="dimmed">{t('team.roles.permissionsAfterCreate')}</Text> : null}
          {role && isOwnerRole ? <Alert color="blue">{t('team.roles.ownerGrantsAll')}</Alert> : null}
          {role && !isOwnerRole ? (
            <>
              <Text fw={600}>{t('team.roles.permissions')}</Text>
              {!readOnly && !caller.isOwner ? (
                <Text size="sm" c="dimmed">
                  {t('team.roles.onlyYours')}
                </Text>
              ) : null}
              {tree.isPending ? <PageLoader /> : null}
              <ErrorAlert error={tree.error} />
              {tree.data ? (
                <PermissionTree tree={tree.data} selected={selected} onChange={setSelected} mayGrant={caller.isOwner ? () => true : caller.can} readOnly={readOnly} />
              ) : null}
            </>
          ) : null}
          {problem?.message && !nameProblem ? <ErrorAlert error={save.error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {readOnly ? t('common.close') : t('common.cancel')}
            </Button>
            {!readOnly ? (
              <Button type="submit" loading={save.isPending} disabled={roleName.trim() === ''}>
                {role ? t('common.save') : t('common.create')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
