import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { dataOf, isPortalApiError } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { ConfirmPasswordInput, usePasswordConfirmation } from './ConfirmPasswordInput';

/** `reset`: a forgotten password (password/reset); `init`: an account's first one (password/init). */
export type PasswordPurpose = 'reset' | 'init';

/** The body field each operation names in its refusals. */
const PASSWORD_FIELD: Record<PasswordPurpose, string> = { reset: 'newPassword', init: 'password' };

/**
 * A new password (typed twice) set with a mailed or returned token. Without a token from the link, the user
 * pastes the one the mail carries. A refused password is explained next to its field; a dead token with a
 * link to ask for a new one.
 */
export function NewPasswordForm({
  purpose,
  token: givenToken,
  submitLabel,
  onDone,
}: {
  purpose: PasswordPurpose;
  token: string | null;
  submitLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const [pastedToken, setPastedToken] = useState('');
  const [password, setPassword] = useState('');
  const confirmation = usePasswordConfirmation();
  const token = givenToken ?? pastedToken.trim();
  const passwordField = PASSWORD_FIELD[purpose];

  const save = useMutation({
    mutationFn: () =>
      purpose === 'reset'
        ? dataOf(client.api.POST('/web/v1/partner/auth/password/reset', { body: { token, newPassword: password } }))
        : dataOf(client.api.POST('/web/v1/partner/auth/password/init', { body: { token, password } })),
    onSuccess: onDone,
  });
  const problem = save.error ? describe(save.error, [passwordField, 'token']) : undefined;
  // A malformed token in the link is as dead as an expired one: the user can only ask for a new link.
  const deadToken = isPortalApiError(save.error, 'AUTH.PASSWORD_TOKEN_INVALID') || (givenToken !== null && problem?.fields.token !== undefined);
  const message = deadToken ? t('errors.passwordTokenInvalid') : problem?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmation.matches(password)) save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {givenToken === null ? (
          <TextInput
            label={t('auth.password.token')}
            description={t('auth.password.tokenHint')}
            value={pastedToken}
            onChange={(event) => setPastedToken(event.currentTarget.value)}
            error={problem?.fields.token}
            autoComplete="off"
            spellCheck={false}
            required
          />
        ) : null}
        <PasswordInput
          label={t('auth.password.newPassword')}
          description={t('auth.password.hint')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problem?.fields[passwordField]}
          required
          autoFocus={givenToken !== null}
        />
        <ConfirmPasswordInput confirmation={confirmation} />
        {message ? (
          <Alert color="red" role="alert">
            {message}{' '}
            {deadToken ? (
              <Anchor component={Link} to="/forgot-password" inherit>
                {t('auth.password.askNewLink')}
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending} disabled={token === '' || password === '' || confirmation.value === ''}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
