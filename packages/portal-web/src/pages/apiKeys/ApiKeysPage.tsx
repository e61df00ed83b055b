import { ActionIcon, Alert, Badge, Button, Group, Menu, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { ShownOnceModal } from '../../components/ShownOnceModal';
import { useDateTime } from '../../time/use-date-time';
import { useMyWorkspaces, usePermissions, useWorkspaceId } from '../../workspaces/workspace-queries';
import { DeleteApiKeyModal, RotateApiKeyModal } from './ApiKeyModals';
import { ApiKeyUsageModal } from './ApiKeyUsageModal';
import { useApiKeyActions, useApiKeys, type ApiKey } from './api-key-queries';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { ErrorAlert } from '../../components/ErrorAlert';

interface ShownSecret {
  title: string;
  value: string;
}

function ApiKeyRow({ apiKey, canWrite, onUsage, onRotate, onDelete, actions }: {
  apiKey: ApiKey;
  canWrite: boolean;
  onUsage: () => void;
  onRotate: () => void;
  onDelete: () => void;
  actions: ReturnType<typeof useApiKeyActions>;
}) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const dateTime = useDateTime();
  const active = apiKey.status === 'ACTIVE';
  const toggle = active ? actions.disable : actions.enable;
  const switchStatus = () =>
    toggle.mutate(apiKey.apiKeyId, {
      onSuccess: () => notifications.show({ message: t(active ? 'apiKeys.disabledNotice' : 'apiKeys.enabled', { name: apiKey.name }) }),
      onError: (error) => notifications.show({ color: 'red', message: describe(error).message }),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{apiKey.name}</Text>
        <Badge variant="outline" size="xs">
          {apiKey.mode}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Badge color={active ? 'teal.9' : 'gray.7'} miw="max-content">{active ? t('apiKeys.active') : t('apiKeys.disabled')}</Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {apiKey.permissions.map((scope) => (
            <Badge key={scope} variant="light" tt="none" className="monospace-label">
              {scope}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>{apiKey.ipWhitelist.length > 0 ? apiKey.ipWhitelist.join(', ') : <Text c="dimmed" size="sm">{t('apiKeys.anyAddress')}</Text>}</Table.Td>
      <Table.Td ff="monospace">{apiKey.secretStart ? `${apiKey.secretStart}…` : ''}</Table.Td>
      <Table.Td>
        {dateTime(apiKey.createdAt)}
        {apiKey.rotationEndsAt ? (
          <Text size="xs" c="dimmed">
            {t('apiKeys.oldSecretUntil', { time: dateTime(apiKey.rotationEndsAt) })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {dateTime(apiKey.lastUsedAt, t('apiKeys.never'))}
        <Button variant="subtle" size="compact-xs" display="block" onClick={onUsage} aria-label={t('apiKeys.usage.open', { name: apiKey.name })}>
          {t('apiKeys.usage.button')}
        </Button>
      </Table.Td>
      {canWrite ? (
        <Table.Td>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('apiKeys.actionsFor', { name: apiKey.name })} loading={toggle.isPending && toggle.variables === apiKey.apiKeyId}>
                <span aria-hidden>⋯</span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={switchStatus}>{active ? t('apiKeys.disable') : t('apiKeys.enable')}</Menu.Item>
              <Menu.Item onClick={onRotate} disabled={!active}>
                {t('apiKeys.rotate')}
              </Menu.Item>
              <Menu.Item color="red" onClick={onDelete}>
                {t('apiKeys.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

function WorkspaceApiKeys({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const canWrite = can('api_keys:write');
  const keys = useApiKeys(workspaceId);
  const actions = useApiKeyActions(workspaceId);
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const [usageOf, setUsageOf] = useState<ApiKey | null>(null);
  // The secret lives only here, never in the query cache: closing the dialog or reloading forgets it.
  const [secret, setSecret] = useState<ShownSecret | null>(null);

  return (
    <Stack>
      <Group justify="space-between">
        <Text>{t('apiKeys.intro')}</Text>
        {canWrite ? <Button onClick={() => setCreating(true)}>{t('apiKeys.create')}</Button> : null}
      </Group>
      {!canWrite ? <Alert color="gray">{t('apiKeys.readOnly')}</Alert> : null}
      {keys.isPending ? (
        <PageLoader />
      ) : keys.error ? (
        <ErrorAlert error={keys.error} />
      ) : keys.data.items.length === 0 ? (
        <Text c="dimmed">{t('apiKeys.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('apiKeys.name')}</Table.Th>
                <Table.Th>{t('apiKeys.status')}</Table.Th>
                <Table.Th>{t('apiKeys.scopes')}</Table.Th>
                <Table.Th>{t('apiKeys.ipAllowList')}</Table.Th>
                <Table.Th>{t('apiKeys.secretStart')}</Table.Th>
                <Table.Th>{t('apiKeys.created')}</Table.Th>
                <Table.Th>{t('apiKeys.lastUsed')}</Table.Th>
                {canWrite ? <Table.Th>{t('apiKeys.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.items.map((apiKey) => (
                <ApiKeyRow
                  key={apiKey.apiKeyId}
                  apiKey={apiKey}
                  canWrite={canWrite}
                  actions={actions}
                  onUsage={() => setUsageOf(apiKey)}
                  onRotate={() => setRotating(apiKey)}
                  onDelete={() => setDeleting(apiKey)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateApiKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        create={actions.create}
        onCreated={(created) => setSecret({ title: t('apiKeys.secret.createdTitle'), value: created.secret })}
      />
      <RotateApiKeyModal
        apiKey={rotating}
        rotate={actions.rotate}
        onClose={() => setRotating(null)}
        onRotated={(rotated) => setSecret({ title: t('apiKeys.secret.rotatedTitle', { name: rotated.name }), value: rotated.secret })}
      />
      <DeleteApiKeyModal
        apiKey={deleting}
        remove={actions.remove}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) => notifications.show({ message: t('apiKeys.deleted', { name: deleted.name }) })}
      />
      <ApiKeyUsageModal workspaceId={workspaceId} apiKey={usageOf} onClose={() => setUsageOf(null)} />
      <ShownOnceModal
        value={secret?.value ?? null}
        title={secret?.title ?? ''}
        warning={t('apiKeys.secret.warning')}
        label={t('apiKeys.secret.label')}
        copyLabel={t('apiKeys.secret.copy')}
        copiedLabel={t('apiKeys.secret.copied')}
        closeLabel={t('apiKeys.secret.close')}
        onClose={() => setSecret(null)}
      />
    </Stack>
  );
}

/** The workspace's API keys: list, usage, create (secret shown once), enable, disable, rotate, delete. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const workspaceId = useWorkspaceId();
  const mine = useMyWorkspaces();
  const hasNone = mine.data?.every((membership) => !membership.enterable) ?? false;
  return (
    <Stack>
      <Title order={2}>{t('apiKeys.title')}</Title>
      {workspaceId ? <WorkspaceApiKeys workspaceId={workspaceId} /> : hasNone ? <Text>{t('workspace.noneYet')}</Text> : <PageLoader />}
    </Stack>
  );
}
