import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../api/use-describe-error';
import { CheckboxListField } from '../../components/CheckboxListField';
import { ModalActions } from '../../components/ModalActions';
import { QueryView } from '../../components/QueryView';
import { useWebhookEventTypes, type WebhookEndpoint, type WebhookEventType, type WebhookInput } from './webhook-queries';

const FIELDS = ['url', 'events', 'description'];
/** Why a URL is refused (not https, not a public address) only the server knows: its words show at the field. */
const RULE_FIELDS = ['url'];

/**
 * An endpoint's URL, the event types it hears of (from the API's catalogue) and a description: a new endpoint, or
 * the changes to `endpoint`. Mounted when opened, so each opening starts from the endpoint as it is.
 */
export function WebhookFormModal({
  endpoint,
  title,
  submitLabel,
  pending,
  error,
  onSave,
  onClose,
}: {
  endpoint?: WebhookEndpoint;
  title: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSave: (input: WebhookInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const eventTypes = useWebhookEventTypes();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>((endpoint?.events ?? []) as WebhookEventType[]);
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [checked, setChecked] = useState(false);

  const urlMissing = url.trim() === '';
  const eventsMissing = events.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (urlMissing || eventsMissing) return;
    onSave({ url: url.trim(), events, description: description.trim() });
  };
  const problem = error ? describe(error, FIELDS, RULE_FIELDS) : undefined;

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('webhooks.url')}
            description={t('webhooks.form.urlHint')}
            type="url"
            value={url}
            onChange={(change) => setUrl(change.currentTarget.value)}
            error={checked && urlMissing ? t('webhooks.form.urlRequired') : problem?.fields.url}
            maxLength={2048}
            placeholder="https://example.com/hooks/portal"
            required
            data-autofocus
          />
          <QueryView query={eventTypes}>
            {(types) => (
              <CheckboxListField
                label={t('webhooks.events')}
                description={t('webhooks.form.eventsHint')}
                options={types as WebhookEventType[]}
                value={events}
                onChange={setEvents}
                error={checked && eventsMissing ? t('webhooks.form.eventsRequired') : problem?.fields.events}
                selectAllLabel={t('webhooks.form.selectAll')}
                columns={2}
              />
            )}
          </QueryView>
          <Textarea
            label={t('webhooks.description')}
            value={description}
            onChange={(change) => setDescription(change.currentTarget.value)}
            error={problem?.fields.description}
            maxLength={500}
            autosize
            minRows={2}
          />
          <ModalActions message={problem?.message} onCancel={onClose} submitLabel={submitLabel} loading={pending} />
        </Stack>
      </form>
    </Modal>
  );
}
