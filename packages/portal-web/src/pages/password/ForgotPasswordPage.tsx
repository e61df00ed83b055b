import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { usePageTitle } from '../../app/use-page-title';
import { TurnstileWidget, useTurnstile } from '../../turnstile/TurnstileWidget';

const FIELDS = ['email', 'turnstileToken'];

/** `/forgot-password`: the address and the security check; the same answer whether or not the address has an account. */
export default function ForgotPasswordPage() {
  usePageTitle('auth.forgot.title');
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const turnstile = useTurnstile();
  const [email, setEmail] = useState('');
  const forgot = useMutation({
    mutationFn: (input: { email: string; turnstileToken: string }) =>
      dataOf(client.api.POST('/web/v1/partner/auth/password/forgot', { body: input })),
    // A token counts once, accepted or not: the next try needs a fresh check.
    onSettled: turnstile.reset,
  });
  const problem = forgot.error ? describe(forgot.error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (turnstile.token) forgot.mutate({ email: email.trim(), turnstileToken: turnstile.token });
  };

  return (
    <Stack maw={420} mx="auto">
      <Title order={2}>{t('auth.forgot.title')}</Title>
      <Paper withBorder p="lg">
        {forgot.isSuccess ? (
          <Stack>
            <Alert color="green" role="status">
              {t('auth.forgot.sent', { email: forgot.variables.email })}
            </Alert>
            <Button variant="light" onClick={() => forgot.reset()}>
              {t('auth.forgot.again')}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text size="sm">{t('auth.forgot.intro')}</Text>
              <TextInput
                label={t('auth.forgot.email')}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={problem?.fields.email}
                required
                autoFocus
              />
              <TurnstileWidget state={turnstile} error={problem?.fields.turnstileToken} />
              {problem?.message ? (
                <Alert color="red" role="alert">
                  {problem.message}
                </Alert>
              ) : null}
              <Button type="submit" loading={forgot.isPending} disabled={email.trim() === '' || !turnstile.token}>
                {t('auth.forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
      <Anchor component={Link} to="/sign-in" size="sm">
        {t('auth.links.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
