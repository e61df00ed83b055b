import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';

/**
 * The foot of a dialog: the refusal to show (`message`, already described, or a call's `error`), then Cancel
 * and the action, right-aligned. Without `onSubmit` the action is the surrounding form's submit button.
 */
export function ModalActions({
  message,
  error,
  onCancel,
  cancelLabel,
  submitLabel,
  onSubmit,
  loading,
  disabled,
  danger,
  autoFocus,
}: {
  message?: string;
  error?: unknown;
  onCancel: () => void;
  /** Defaults to "Cancel" (`common.cancel`). */
  cancelLabel?: string;
  submitLabel: string;
  onSubmit?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** A destructive action: red. */
  danger?: boolean;
  /** The button focused when the dialog opens. */
  autoFocus?: 'cancel' | 'submit';
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert message={message} error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus={autoFocus === 'cancel' || undefined}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          type={onSubmit ? 'button' : 'submit'}
          onClick={onSubmit}
          color={danger ? 'red' : undefined}
          loading={loading}
          disabled={disabled}
          data-autofocus={autoFocus === 'submit' || undefined}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
