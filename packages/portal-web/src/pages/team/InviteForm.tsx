import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataOf, isPortalApiError, type PortalErrorCode } from '@partner-portal/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { ErrorAlert } from '../../components/ErrorAlert';
import { mayHandOut } from './role-grants';
import { teamKeys, useRoles } from './team-queries';
import { useCaller } from './use-caller';

const FIELDS = ['email', 'roleId'];
/** Refusals about the address itself: shown under the e-mail field. */
const ABOUT_THE_ADDRESS: readonly PortalErrorCode[] = ['INVITATION.ALREADY_MEMBER', 'INVITATION.ALREADY_PENDING'];

/** Invites an e-mail address with a role the caller may hand out; the API mails the invitation. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const queries = useQueryClient();
  const describe = useDescribeError();
  const caller = useCaller();
  const roles = useRoles(workspaceId);
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<string | null>(null);

  const invite = useMutation({
    mutationFn: (body: { email: string; roleId: string }) => dataOf(client.api.POST('/web/v1/partner/invitations', { body })),
    onSuccess: async (sent) => {
      setEmail('');
      await queries.invalidateQueries({ queryKey: teamKeys.all(workspaceId) });
      notifications.show({ message: t('team.invitations.sent', { email: sent.email }) });
    },
  });
  const problem = invite.error ? describe(invite.error, FIELDS) : undefined;
  const addressProblem = ABOUT_THE_ADDRESS.some((code) => isPortalApiError(invite.error, code)) ? problem?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roleId) invite.mutate({ email: email.trim(), roleId });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invite-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3} size="h4" id="invite-title">
            {t('team.invitations.inviteTitle')}
          </Title>
          <Group align="flex-start" grow>
            <TextInput
              label={t('team.invitations.email')}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={problem?.fields.email ?? addressProblem}
              required
              maxLength={254}
            />
            <Select
              label={t('team.invitations.role')}
              placeholder={t('team.invitations.chooseRole')}
              data={(roles.data ?? []).map((role) => ({ value: role.bizId, label: role.roleName, disabled: !mayHandOut(role, caller) }))}
              value={roleId}
              onChange={setRoleId}
              error={problem?.fields.roleId}
              disabled={roles.isPending}
              required
            />
          </Group>
          <ErrorAlert error={roles.error} />
          {problem?.message && !addressProblem ? <ErrorAlert error={invite.error} /> : null}
          <Group>
            <Button type="submit" loading={invite.isPending} disabled={email.trim() === '' || !roleId}>
              {t('team.invitations.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
