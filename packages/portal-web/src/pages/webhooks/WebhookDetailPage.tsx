import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../api/use-describe-error';
import { usePageTitle } from '../../app/use-page-title';
import { PagedTable } from '../../components/PagedTable';
import { QueryView } from '../../components/QueryView';
import { DetailList, RecordPage } from '../../components/RecordPage';
import { useDateTime } from '../../time/use-date-time';
import { usePermissions } from '../../workspaces/workspace-queries';
import { EndpointActions } from './EndpointActions';
import { useWebhookActions, useWebhookDeliveries, useWebhookEndpoint, type WebhookDelivery } from './webhook-queries';
import { useWebhookText } from './webhook-text';
import { DeliveryStatus, EndpointStatus, EventList, useWebhookPagerText } from './WebhookParts';

function Deliveries({ workspaceId, endpointId, canManage, actions }: { workspaceId: string; endpointId: string; canManage: boolean; actions: ReturnType<typeof useWebhookActions> }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const describe = useDescribeError();
  const [page, setPage] = useState(0);
  const deliveries = useWebhookDeliveries(workspaceId, endpointId, page);
  const pagerText = useWebhookPagerText();
  const redeliver = (delivery: WebhookDelivery) =>
    actions.redeliver.mutate(
      { endpointId, deliveryId: delivery.deliveryId },
      {
        onSuccess: () => notifications.show({ message: t('webhooks.deliveries.redelivered') }),
        onError: (error) => notifications.show({ color: 'red', message: describe(error).message }),
      },
    );
  return (
    <Stack>
      <Title order={3} size="h4">
        {t('webhooks.deliveries.title')}
      </Title>
      <PagedTable
        query={deliveries}
        rowKey={(delivery) => delivery.deliveryId}
        empty={t('webhooks.deliveries.empty')}
        label={t('webhooks.deliveries.title')}
        minWidth={960}
        page={page}
        onPage={setPage}
        pagerText={pagerText}
        columns={[
          { label: t('webhooks.deliveries.created'), cell: (delivery) => dateTime(delivery.createdAt) },
          { label: t('webhooks.deliveries.event'), mono: true, cell: (delivery) => delivery.eventType },
          { label: t('webhooks.statusLabel'), cell: (delivery) => <DeliveryStatus delivery={delivery} /> },
          { label: t('webhooks.deliveries.attempts'), right: true, cell: (delivery) => delivery.attempts },
          {
            label: t('webhooks.deliveries.response'),
            cell: (delivery) => (
              <>
                {delivery.responseStatus ?? '—'}
                {delivery.lastError ? (
                  <Text size="xs" c="dimmed">
                    {delivery.lastError}
                  </Text>
                ) : null}
              </>
            ),
          },
          { label: t('webhooks.deliveries.nextAttempt'), cell: (delivery) => dateTime(delivery.nextAttemptAt, '—') },
          ...(canManage
            ? [
                {
                  label: t('webhooks.deliveries.actions'),
                  cell: (delivery: WebhookDelivery) =>
                    delivery.status === 'PENDING' ? null : (
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={actions.redeliver.isPending && actions.redeliver.variables.deliveryId === delivery.deliveryId}
                        onClick={() => redeliver(delivery)}
                        aria-label={t('webhooks.deliveries.redeliverOne', { event: delivery.eventType, time: dateTime(delivery.createdAt) })}
                      >
                        {t('webhooks.deliveries.redeliver')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}

function Endpoint({ workspaceId, endpointId }: { workspaceId: string; endpointId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { can } = usePermissions();
  const canManage = can('webhooks:manage');
  const endpoint = useWebhookEndpoint(workspaceId, endpointId);
  const actions = useWebhookActions(workspaceId);
  return (
    <QueryView query={endpoint}>
      {(data) => (
        <Stack gap="xl">
          <DetailList
            rows={[
              [t('webhooks.url'), <span style={{ wordBreak: 'break-all' }}>{data.url}</span>],
              [t('webhooks.description'), data.description || '—'],
              [t('webhooks.statusLabel'), <EndpointStatus endpoint={data} />],
              [t('webhooks.failures'), data.consecutiveFailures],
              [t('webhooks.created'), dateTime(data.createdAt)],
              [t('webhooks.updated'), dateTime(data.updatedAt)],
            ]}
          />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('webhooks.events')}
            </Text>
            <EventList events={data.events} />
          </Stack>
          {canManage ? <EndpointActions endpoint={data} actions={actions} /> : null}
          <Deliveries workspaceId={workspaceId} endpointId={endpointId} canManage={canManage} actions={actions} />
        </Stack>
      )}
    </QueryView>
  );
}

/** One endpoint: what it is, the changes to it, and its deliveries (redeliver one). */
export default function WebhookDetailPage() {
  useWebhookText();
  usePageTitle('nav.webhooks');
  const { t } = useTranslation();
  return (
    <RecordPage title={t('webhooks.detail.title')} backTo="/webhooks" backLabel={t('webhooks.detail.back')}>
      {(workspaceId, endpointId) => <Endpoint workspaceId={workspaceId} endpointId={endpointId} />}
    </RecordPage>
  );
}
