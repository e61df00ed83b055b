import { Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../api/use-describe-error';
import { ModalActions } from '../components/ModalActions';

const FIELDS = ['workspaceName'];

/** Asks for a workspace name (create, rename) and shows the API's refusal next to the field or above the buttons. */
export function WorkspaceNameModal({
  opened,
  title,
  submitLabel,
  initialName,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const [name, setName] = useState(initialName);
  const save = useMutation({ mutationFn: (workspaceName: string) => onSubmit(workspaceName), onSuccess: onClose });
  const problem = save.error ? describe(save.error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(name.trim());
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('workspace.nameLabel')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem?.fields.workspaceName}
            required
            data-autofocus
            maxLength={100}
          />
          <ModalActions message={problem?.message} onCancel={onClose} submitLabel={submitLabel} loading={save.isPending} disabled={name.trim() === ''} />
        </Stack>
      </form>
    </Modal>
  );
}
