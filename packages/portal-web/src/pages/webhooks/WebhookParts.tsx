import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PagerText } from '../../components/ListPager';
import { ShownOnceModal } from '../../components/ShownOnceModal';
import type { WebhookDelivery, WebhookEndpoint } from './webhook-queries';

/** Enabled, disabled by a member, or disabled by the server after a run of failures. */
export function EndpointStatus({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'status' | 'disabledReason'> }) {
  const { t } = useTranslation();
  if (endpoint.status === 'ENABLED') return <Badge color="teal.9" miw="max-content">{t('webhooks.status.ENABLED')}</Badge>;
  return (
    <Badge color={endpoint.disabledReason === 'FAILURES' ? 'red.9' : 'gray.7'} miw="max-content">
      {endpoint.disabledReason === 'FAILURES' ? t('webhooks.status.disabledByFailures') : t('webhooks.status.DISABLED')}
    </Badge>
  );
}

const DELIVERY_COLOR = { PENDING: 'yellow.9', SUCCEEDED: 'teal.9', FAILED: 'red.9' } as const;

export function DeliveryStatus({ delivery }: { delivery: Pick<WebhookDelivery, 'status'> }) {
  const { t } = useTranslation();
  const status = delivery.status as keyof typeof DELIVERY_COLOR;
  return (
    <Badge color={DELIVERY_COLOR[status]} miw="max-content">
      {t(`webhooks.deliveryStatus.${status}`)}
    </Badge>
  );
}

/** An endpoint's event types as the API spells them. */
export function EventList({ events }: { events: readonly string[] }) {
  return (
    <Group gap={4}>
      {events.map((event) => (
        <Badge key={event} variant="light" tt="none" className="monospace-label">
          {event}
        </Badge>
      ))}
    </Group>
  );
}

/** The signing secret the API shows once, after a create or a rotation; the caller forgets it on close. */
export function WebhookSecretModal({ secret, title, onClose }: { secret: string | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceModal
      value={secret}
      title={title}
      warning={t('webhooks.secret.warning')}
      label={t('webhooks.secret.label')}
      copyLabel={t('webhooks.secret.copy')}
      copiedLabel={t('webhooks.secret.copied')}
      closeLabel={t('webhooks.secret.close')}
      onClose={onClose}
    />
  );
}

/** The pager's words on the webhook pages. */
export function useWebhookPagerText(): PagerText {
  const { t } = useTranslation();
  return {
    records: (count) => t('webhooks.pager.records', { count }),
    control: (control) => t(`webhooks.pager.${control}`),
    page: (page) => t('webhooks.pager.page', { page }),
  };
}
