import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { initiateLogin, type LoginChallenge } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';

const FIELDS = ['email', 'password'];

/** Step one: e-mail and password. Answers the login session and the second factors on offer. */
export function CredentialsForm({
  initialEmail,
  notice,
  success,
  onChallenge,
  onPendingApproval,
}: {
  initialEmail: string;
  notice: string | undefined;
  /** Good news from the page the user came from (a password just set). */
  success: string | undefined;
  onChallenge: (email: string, challenge: LoginChallenge) => void;
  onPendingApproval: (email: string) => void;
}) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const initiate = useMutation({
    mutationFn: () => initiateLogin(client, { email: email.trim(), password }),
    onSuccess: (challenge) => {
      if (challenge.pendingApproval) onPendingApproval(email.trim());
      else onChallenge(email.trim(), challenge);
    },
  });
  const problem = initiate.error ? describe(initiate.error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    initiate.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <Stack>
        {success ? (
          <Alert color="green" role="status">
            {success}
          </Alert>
        ) : null}
        {notice ? (
          <Alert color="yellow" role="status">
            {notice}
          </Alert>
        ) : null}
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problem?.fields.email}
          required
          autoFocus={initialEmail === ''}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problem?.fields.password}
          required
          autoFocus={initialEmail !== ''}
        />
        {problem?.message ? (
          <Alert color="red" role="alert">
            {problem.message}
          </Alert>
        ) : null}
        <Button type="submit" loading={initiate.isPending} disabled={email.trim() === '' || password === ''}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
