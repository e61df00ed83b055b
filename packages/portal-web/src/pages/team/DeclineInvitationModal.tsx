import { Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../api/use-describe-error';
import type { Invitation } from './team-queries';
import { ModalActions } from '../../components/ModalActions';

const FIELDS = ['reason'];

/** Declines an invitation with an optional reason, which the inviting workspace sees. */
export function DeclineInvitationModal({
  invitation,
  onDecline,
  onClose,
}: {
  invitation: Invitation;
  onDecline: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const [reason, setReason] = useState('');
  const decline = useMutation({ mutationFn: onDecline, onSuccess: onClose });
  const problem = decline.error ? describe(decline.error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    decline.mutate(reason.trim());
  };

  return (
    <Modal opened onClose={onClose} title={t('team.myInvitations.declineTitle', { workspace: invitation.workspaceName })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('team.myInvitations.reason')}
            description={t('team.myInvitations.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem?.fields.reason}
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <ModalActions message={problem?.message} onCancel={onClose} submitLabel={t('team.myInvitations.decline')} danger loading={decline.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
