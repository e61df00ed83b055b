import { Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, RotatedApiKey, useApiKeyActions } from './api-key-queries';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ModalActions } from '../../components/ModalActions';

type Actions = ReturnType<typeof useApiKeyActions>;

/** How long the previous secret keeps working after a rotation (the API allows 0 to 7 days). */
const OVERLAPS = [
  { seconds: 0, label: 'apiKeys.rotateForm.overlapNone' },
  { seconds: 3_600, label: 'apiKeys.rotateForm.overlapHour' },
  { seconds: 86_400, label: 'apiKeys.rotateForm.overlapDay' },
  { seconds: 604_800, label: 'apiKeys.rotateForm.overlapWeek' },
] as const;

/** A new secret for the key; the old one keeps working for the chosen overlap. The new secret goes to `onRotated`. */
export function RotateApiKeyModal({
  apiKey,
  rotate,
  onClose,
  onRotated,
}: {
  apiKey: ApiKey | null;
  rotate: Actions['rotate'];
  onClose: () => void;
  onRotated: (key: RotatedApiKey) => void;
}) {
  const { t } = useTranslation();
  const [overlap, setOverlap] = useState('3600');
  const close = () => {
    rotate.reset();
    onClose();
  };
  return (
    <Modal opened={apiKey !== null} onClose={close} title={t('apiKeys.rotateForm.title', { name: apiKey?.name ?? '' })} centered>
      <Stack>
        <Text size="sm">{t('apiKeys.rotateForm.explanation')}</Text>
        <Radio.Group label={t('apiKeys.rotateForm.overlap')} value={overlap} onChange={setOverlap}>
          <Stack gap={6} mt="xs">
            {OVERLAPS.map((option) => (
              <Radio key={option.seconds} value={String(option.seconds)} label={t(option.label)} />
            ))}
          </Stack>
        </Radio.Group>
        <ModalActions
          error={rotate.error}
          onCancel={close}
          cancelLabel={t('apiKeys.rotateForm.cancel')}
          submitLabel={t('apiKeys.rotateForm.submit')}
          loading={rotate.isPending}
          onSubmit={() =>
            apiKey &&
            rotate.mutate(
              { apiKeyId: apiKey.apiKeyId, overlapSeconds: Number(overlap) },
              {
                onSuccess: (rotated) => {
                  close();
                  onRotated(rotated);
                },
              },
            )
          }
        />
      </Stack>
    </Modal>
  );
}

/** Deleting a key asks first: systems using it are refused at once. */
export function DeleteApiKeyModal({
  apiKey,
  remove,
  onClose,
  onDeleted,
}: {
  apiKey: ApiKey | null;
  remove: Actions['remove'];
  onClose: () => void;
  onDeleted: (key: ApiKey) => void;
}) {
  const { t } = useTranslation();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={apiKey !== null}
      title={t('apiKeys.deleteConfirm.title', { name: apiKey?.name ?? '' })}
      explanation={t('apiKeys.deleteConfirm.explanation')}
      cancelLabel={t('apiKeys.deleteConfirm.cancel')}
      submitLabel={t('apiKeys.deleteConfirm.submit')}
      error={remove.error}
      loading={remove.isPending}
      onClose={close}
      onConfirm={() =>
        apiKey &&
        remove.mutate(apiKey.apiKeyId, {
          onSuccess: () => {
            close();
            onDeleted(apiKey);
          },
        })
      }
    />
  );
}
