import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../api/use-describe-error';
import { ErrorAlert } from '../../components/ErrorAlert';
import type { Invitation } from './team-queries';

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
          {problem?.message ? <ErrorAlert error={decline.error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              {t('team.myInvitations.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
