import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { dataOf, isPortalApiError } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { TurnstileWidget, useTurnstile } from '../../turnstile/TurnstileWidget';
import { useStartRegistration } from './use-start-registration';

const FIELDS = ['code'];

/**
 * Step two: the 6-digit code from the mail. A new code is a new registration, so it takes a new security
 * check: the widget shows on asking, and the code is sent as soon as the check passes.
 */
export function CodeStep({
  registrationId,
  email,
  onVerified,
  onRestarted,
  onStartOver,
}: {
  registrationId: string;
  email: string;
  onVerified: () => void;
  onRestarted: (registrationId: string) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const turnstile = useTurnstile();
  const verify = useMutation({
    mutationFn: () => dataOf(client.api.POST('/web/v1/partner/auth/register/verify', { body: { registrationId, code: code.trim() } })),
    onSuccess: onVerified,
  });
  const start = useStartRegistration(turnstile, (id) => {
    setResending(false);
    setResent(true);
    setCode('');
    verify.reset();
    onRestarted(id);
  });
  const { mutate: startAgain, isPending: starting } = start;

  useEffect(() => {
    // One try per request: a refusal ends the resend (its message shows), the user may ask again.
    if (resending && turnstile.token && !starting) startAgain({ email, turnstileToken: turnstile.token }, { onError: () => setResending(false) });
  }, [resending, turnstile.token, starting, startAgain, email]);

  const problem = verify.error ? describe(verify.error, FIELDS) : start.error ? describe(start.error) : undefined;
  const gone = isPortalApiError(verify.error, 'AUTH.REGISTRATION_NOT_FOUND');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('auth.register.codeSentTo', { email })}</Text>
        {resent ? (
          <Alert color="green" role="status">
            {t('auth.register.resent', { email })}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.register.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={problem?.fields.code}
          required
          autoFocus
        />
        {problem?.message ? (
          <Alert color="red" role="alert">
            {problem.message}
          </Alert>
        ) : null}
        {resending ? <TurnstileWidget state={turnstile} /> : null}
        <Button type="submit" loading={verify.isPending} disabled={!/^\d{6}$/.test(code.trim()) || gone}>
          {t('auth.register.verify')}
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setResending(true)} loading={starting} disabled={resending}>
            {t('auth.register.resend')}
          </Button>
          <Anchor component="button" type="button" onClick={onStartOver}>
            {t('auth.register.startOver')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
