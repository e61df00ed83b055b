import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDescribeError } from '../../api/use-describe-error';
import { ConfirmModal } from '../../components/ConfirmModal';
import type { useWebhookActions, WebhookEndpoint } from './webhook-queries';
import { WebhookFormModal } from './WebhookFormModal';
import { WebhookSecretModal } from './WebhookParts';

type Actions = ReturnType<typeof useWebhookActions>;
type Dialog = 'edit' | 'rotate' | 'delete' | null;

/**
 * What a member with webhooks:manage does to an endpoint: edit, enable or disable, send a test event, rotate the
 * secret (shown once) and delete, each of the last two after a confirmation.
 */
export function EndpointActions({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: Actions }) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The new secret lives only here, never in the query cache: closing the dialog forgets it.
  const [secret, setSecret] = useState<string | null>(null);
  const enabled = endpoint.status === 'ENABLED';
  const toggle = enabled ? actions.disable : actions.enable;
  const failed = (error: unknown) => notifications.show({ color: 'red', message: describe(error).message });
  const close = () => {
    actions.update.reset();
    actions.rotate.reset();
    actions.remove.reset();
    setDialog(null);
  };

  return (
    <>
      <Group gap="xs">
        <Button variant="default" onClick={() => setDialog('edit')}>
          {t('webhooks.actions.edit')}
        </Button>
        <Button
          variant="default"
          loading={toggle.isPending}
          onClick={() =>
            toggle.mutate(endpoint.endpointId, {
              onSuccess: () => notifications.show({ message: t(enabled ? 'webhooks.actions.disabledNotice' : 'webhooks.actions.enabledNotice') }),
              onError: failed,
            })
          }
        >
          {enabled ? t('webhooks.actions.disable') : t('webhooks.actions.enable')}
        </Button>
        <Button
          variant="default"
          disabled={!enabled}
          loading={actions.test.isPending}
          onClick={() =>
            actions.test.mutate(endpoint.endpointId, { onSuccess: () => notifications.show({ message: t('webhooks.actions.testQueued') }), onError: failed })
          }
        >
          {t('webhooks.actions.test')}
        </Button>
        <Button variant="default" onClick={() => setDialog('rotate')}>
          {t('webhooks.actions.rotate')}
        </Button>
        <Button variant="light" color="red" onClick={() => setDialog('delete')}>
          {t('webhooks.actions.delete')}
        </Button>
      </Group>
      {dialog === 'edit' ? (
        <WebhookFormModal
          endpoint={endpoint}
          title={t('webhooks.form.editTitle')}
          submitLabel={t('webhooks.form.save')}
          pending={actions.update.isPending}
          error={actions.update.error}
          onClose={close}
          onSave={(input) =>
            actions.update.mutate(
              { endpointId: endpoint.endpointId, ...input },
              {
                onSuccess: () => {
                  close();
                  notifications.show({ message: t('webhooks.actions.saved') });
                },
              },
            )
          }
        />
      ) : null}
      <ConfirmModal
        opened={dialog === 'rotate'}
        title={t('webhooks.rotateConfirm.title')}
        explanation={t('webhooks.rotateConfirm.explanation')}
        submitLabel={t('webhooks.rotateConfirm.submit')}
        error={actions.rotate.error}
        loading={actions.rotate.isPending}
        onClose={close}
        onConfirm={() =>
          actions.rotate.mutate(endpoint.endpointId, {
            onSuccess: (rotated) => {
              close();
              setSecret(rotated.secret);
            },
          })
        }
      />
      <ConfirmModal
        opened={dialog === 'delete'}
        title={t('webhooks.deleteConfirm.title')}
        explanation={t('webhooks.deleteConfirm.explanation')}
        submitLabel={t('webhooks.deleteConfirm.submit')}
        error={actions.remove.error}
        loading={actions.remove.isPending}
        onClose={close}
        onConfirm={() =>
          actions.remove.mutate(endpoint.endpointId, {
            onSuccess: () => {
              close();
              notifications.show({ message: t('webhooks.actions.deleted') });
              void navigate('/webhooks');
            },
          })
        }
      />
      <WebhookSecretModal secret={secret} title={t('webhooks.secret.rotatedTitle')} onClose={() => setSecret(null)} />
    </>
  );
}
