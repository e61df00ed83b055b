import { Alert, Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalClient } from '../../api/portal-context';
import { usePageTitle } from '../../app/use-page-title';
import { EmailCheckForm } from '../../turnstile/EmailCheckForm';
import { useTurnstile } from '../../turnstile/TurnstileWidget';

/** `/forgot-password`: the address and the security check; the same answer whether or not the address has an account. */
export default function ForgotPasswordPage() {
  usePageTitle('auth.forgot.title');
  const { t } = useTranslation();
  const client = usePortalClient();
  const turnstile = useTurnstile();
  const forgot = useMutation({
    mutationFn: (input: { email: string; turnstileToken: string }) =>
      dataOf(client.api.POST('/web/v1/partner/auth/password/forgot', { body: input })),
    // A token counts once, accepted or not: the next try needs a fresh check.
    onSettled: turnstile.reset,
  });
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
          <EmailCheckForm
            intro={t('auth.forgot.intro')}
            emailLabel={t('auth.forgot.email')}
            submitLabel={t('auth.forgot.submit')}
            autoComplete="username"
            turnstile={turnstile}
            pending={forgot.isPending}
            error={forgot.error}
            onSubmit={(input) => forgot.mutate(input)}
          />
        )}
      </Paper>
      <Anchor component={Link} to="/sign-in" size="sm">
        {t('auth.links.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
