import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { PagedTable } from '../../components/PagedTable';
import { useDateTime } from '../../time/use-date-time';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { usePermissions } from '../../workspaces/workspace-queries';
import { useWebhookActions, useWebhookEndpoints } from './webhook-queries';
import { useWebhookText } from './webhook-text';
import { WebhookFormModal } from './WebhookFormModal';
import { EndpointStatus, EventList, useWebhookPagerText, WebhookSecretModal } from './WebhookParts';

function Endpoints({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { can } = usePermissions();
  const canManage = can('webhooks:manage');
  const [page, setPage] = useState(0);
  const endpoints = useWebhookEndpoints(workspaceId, page);
  const pagerText = useWebhookPagerText();
  const actions = useWebhookActions(workspaceId);
  const [creating, setCreating] = useState(false);
  // The secret lives only here, never in the query cache: closing the dialog or reloading forgets it.
  const [secret, setSecret] = useState<string | null>(null);
  const closeForm = () => {
    actions.create.reset();
    setCreating(false);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Text>{t('webhooks.intro')}</Text>
        {canManage ? <Button onClick={() => setCreating(true)}>{t('webhooks.create')}</Button> : null}
      </Group>
      {!canManage ? <Alert color="gray">{t('webhooks.readOnly')}</Alert> : null}
      <PagedTable
        query={endpoints}
        rowKey={(endpoint) => endpoint.endpointId}
        empty={t('webhooks.empty')}
        label={t('webhooks.listLabel')}
        minWidth={900}
        page={page}
        onPage={setPage}
        pagerText={pagerText}
        columns={[
          {
            label: t('webhooks.url'),
            cell: (endpoint) => (
              <Stack gap={2}>
                <Anchor component={Link} to={`/webhooks/${endpoint.endpointId}`} style={{ wordBreak: 'break-all' }}>
                  {endpoint.url}
                </Anchor>
                {endpoint.description ? (
                  <Text size="xs" c="dimmed">
                    {endpoint.description}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          { label: t('webhooks.events'), cell: (endpoint) => <EventList events={endpoint.events} /> },
          { label: t('webhooks.statusLabel'), cell: (endpoint) => <EndpointStatus endpoint={endpoint} /> },
          { label: t('webhooks.failures'), right: true, cell: (endpoint) => endpoint.consecutiveFailures },
          { label: t('webhooks.created'), cell: (endpoint) => dateTime(endpoint.createdAt) },
        ]}
      />
      {creating ? (
        <WebhookFormModal
          title={t('webhooks.form.createTitle')}
          submitLabel={t('webhooks.form.create')}
          pending={actions.create.isPending}
          error={actions.create.error}
          onClose={closeForm}
          onSave={(input) =>
            actions.create.mutate(input, {
              onSuccess: (created) => {
                closeForm();
                setSecret(created.secret);
              },
            })
          }
        />
      ) : null}
      <WebhookSecretModal secret={secret} title={t('webhooks.secret.createdTitle')} onClose={() => setSecret(null)} />
    </Stack>
  );
}

/** The workspace's webhook endpoints: the list, and a new endpoint with its signing secret shown once. */
export default function WebhooksPage() {
  useWebhookText();
  usePageTitle('nav.webhooks');
  const { t } = useTranslation();
  return <WorkspacePage title={t('webhooks.title')}>{(workspaceId) => <Endpoints workspaceId={workspaceId} />}</WorkspacePage>;
}
