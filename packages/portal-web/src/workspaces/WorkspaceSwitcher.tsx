import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf } from '@partner-portal/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../api/portal-context';
import { useDescribeError } from '../api/use-describe-error';
import { LeaveWorkspaceModal } from './LeaveWorkspaceModal';
import { WorkspaceNameModal } from './WorkspaceNameModal';
import { useMyWorkspaces, usePermissions, useWorkspaceId, workspaceKeys } from './workspace-queries';

type Dialog = 'create' | 'rename' | 'leave' | null;

/** The header's workspace menu: my workspaces (current, default), switch, make default, create, rename, leave. */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const describe = useDescribeError();
  const workspaceId = useWorkspaceId();
  const mine = useMyWorkspaces();
  const { can } = usePermissions();
  const [dialog, setDialog] = useState<Dialog>(null);

  const memberships = mine.data ?? [];
  const current = memberships.find((membership) => membership.workspaceBizId === workspaceId);
  const currentName = current?.workspaceName ?? t('workspace.none');
  const refreshMine = () => queries.invalidateQueries({ queryKey: workspaceKeys.mine });

  const makeDefault = async () => {
    try {
      await dataOf(client.api.POST('/web/v1/partner/workspaces/current/default'));
      await refreshMine();
      notifications.show({ message: t('workspace.madeDefault', { name: currentName }) });
    } catch (error) {
      notifications.show({ color: 'red', message: describe(error).message });
    }
  };

  const create = async (workspaceName: string) => {
    const created = await dataOf(client.api.POST('/web/v1/partner/workspaces', { body: { workspaceName } }));
    await refreshMine();
    await client.selectWorkspace(created.bizId);
    notifications.show({ message: t('workspace.created', { name: created.workspaceName }) });
  };

  const rename = async (workspaceName: string) => {
    const renamed = await dataOf(client.api.POST('/web/v1/partner/workspaces/current/update', { body: { workspaceName } }));
    await refreshMine();
    notifications.show({ message: t('workspace.renamed', { name: renamed.workspaceName }) });
  };

  const leave = async () => {
    await dataOf(client.api.POST('/web/v1/partner/workspaces/current/leave'));
    // Without it in the fresh list, the shell's workspace gate moves to the default one (or none).
    await refreshMine();
    notifications.show({ message: t('workspace.left', { name: currentName }) });
  };

  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="light" aria-label={`${t('workspace.switcherLabel')}: ${currentName}`} maw={260}>
            <Text truncate="end" size="sm">
              {currentName}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('workspace.mine')}</Menu.Label>
          {memberships.map((membership) => (
            <Menu.Item
              key={membership.workspaceBizId}
              disabled={!membership.enterable}
              aria-current={membership.workspaceBizId === workspaceId ? 'true' : undefined}
              onClick={() => void client.selectWorkspace(membership.workspaceBizId)}
            >
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={membership.workspaceBizId === workspaceId ? 700 : undefined}>
                  {membership.workspaceName}
                </Text>
                {membership.workspaceBizId === workspaceId ? <Badge size="xs">{t('workspace.current')}</Badge> : null}
                {membership.isDefault ? (
                  <Badge size="xs" variant="outline">
                    {t('workspace.default')}
                  </Badge>
                ) : null}
              </Group>
            </Menu.Item>
          ))}
          <Menu.Divider />
          {current && !current.isDefault && current.defaultEligible ? (
            <Menu.Item onClick={() => void makeDefault()}>{t('workspace.makeDefault')}</Menu.Item>
          ) : null}
          {current && can('workspace:update') ? <Menu.Item onClick={() => setDialog('rename')}>{t('workspace.rename')}</Menu.Item> : null}
          {current ? (
            <Menu.Item color="red" onClick={() => setDialog('leave')}>
              {t('workspace.leave')}
            </Menu.Item>
          ) : null}
          <Menu.Item onClick={() => setDialog('create')}>{t('workspace.create')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'create' ? (
        <WorkspaceNameModal
          opened
          title={t('workspace.createTitle')}
          submitLabel={t('common.create')}
          initialName=""
          onClose={() => setDialog(null)}
          onSubmit={create}
        />
      ) : null}
      {dialog === 'rename' && current ? (
        <WorkspaceNameModal
          opened
          title={t('workspace.renameTitle')}
          submitLabel={t('common.save')}
          initialName={current.workspaceName}
          onClose={() => setDialog(null)}
          onSubmit={rename}
        />
      ) : null}
      {dialog === 'leave' && current ? (
        <LeaveWorkspaceModal opened name={current.workspaceName} onClose={() => setDialog(null)} onLeave={leave} />
      ) : null}
    </>
  );
}
