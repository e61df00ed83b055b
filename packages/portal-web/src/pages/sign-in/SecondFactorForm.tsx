import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { completeLogin, isPortalApiError, sendMfaCode, type LoginChallenge, type MfaMethod } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { useCountdown } from '../../time/use-countdown';

/** The server's wait between two e-mailed codes (MFA_RESEND_SECONDS' default); a 429 tells the real rest. */
const RESEND_WAIT_SECONDS = 30;
const FIELDS = ['code'];
const METHOD_LABEL = { EMAIL: 'signIn.methodEmail', OTP: 'signIn.methodOtp', BACKUP_CODE: 'signIn.methodBackup' } as const;
const CODE_LABEL = { EMAIL: 'signIn.emailCode', OTP: 'signIn.otpCode', BACKUP_CODE: 'signIn.backupCode' } as const;

/** A refusal that means the login session is gone: start again from the password. */
export function endsLoginSession(error: unknown): boolean {
  return isPortalApiError(error, 'AUTH.SESSION_NOT_FOUND') || isPortalApiError(error, 'AUTH.CLIENT_MISMATCH');
}

/** Step two: the second factor the user picks among those offered; the e-mail code is sent on choosing it. */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: LoginChallenge;
  onSignedIn: () => void;
  onRestart: (notice: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const offered = challenge.mfaMethods.map((method) => method.code);
  const [method, setMethod] = useState<MfaMethod>(offered.includes('EMAIL') ? 'EMAIL' : (offered[0] ?? 'EMAIL'));
  const [code, setCode] = useState('');
  const resend = useCountdown();

  const send = useMutation({
    mutationFn: () => sendMfaCode(client, { sessionId: challenge.sessionId }),
    onSuccess: () => resend.start(RESEND_WAIT_SECONDS),
    onError: (error) => {
      if (isPortalApiError(error, 'RATE_LIMIT.EXCEEDED') && error.retryAfter) resend.start(error.retryAfter);
      if (endsLoginSession(error)) onRestart(t('signIn.loginExpired'));
    },
  });
  const complete = useMutation({
    mutationFn: () => completeLogin(client, { sessionId: challenge.sessionId, mfaMethod: method, code: code.trim() }),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (endsLoginSession(error)) onRestart(t('signIn.loginExpired'));
    },
  });

  // The e-mail code is what most users wait for: send it as soon as that method is on screen, once.
  const sentOnce = useRef(false);
  useEffect(() => {
    if (method !== 'EMAIL' || sentOnce.current) return;
    sentOnce.current = true;
    send.mutate();
  }, [method, send]);

  const problem = complete.error ? describe(complete.error, FIELDS) : send.error ? describe(send.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    complete.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {offered.length > 1 ? (
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="mfa-method-label">
              {t('signIn.method')}
            </Text>
            <SegmentedControl
              aria-labelledby="mfa-method-label"
              value={method}
              onChange={(value) => {
                setMethod(value as MfaMethod);
                setCode('');
                complete.reset();
              }}
              data={offered.map((value) => ({ value, label: t(METHOD_LABEL[value]) }))}
              fullWidth
            />
          </Stack>
        ) : null}
        {method === 'EMAIL' && send.data ? (
          <Text size="sm" role="status">
            {t('signIn.codeSentTo', { destination: send.data.destination })}
          </Text>
        ) : null}
        <TextInput
          key={method}
          label={t(CODE_LABEL[method])}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={problem?.fields.code}
          autoComplete="one-time-code"
          inputMode={method === 'BACKUP_CODE' ? 'text' : 'numeric'}
          required
          autoFocus
        />
        {problem?.message ? (
          <Alert color="red" role="alert">
            {problem.message}
          </Alert>
        ) : null}
        <Button type="submit" loading={complete.isPending} disabled={code.trim() === ''}>
          {t('signIn.verify')}
        </Button>
        <Group justify="space-between">
          {method === 'EMAIL' ? (
            <Button variant="subtle" onClick={() => send.mutate()} loading={send.isPending} disabled={resend.secondsLeft > 0}>
              {resend.secondsLeft > 0
                ? t('signIn.resendIn', { seconds: resend.secondsLeft })
                : send.data
                  ? t('signIn.resendCode')
                  : t('signIn.sendCode')}
            </Button>
          ) : (
            <span />
          )}
          <Anchor component="button" type="button" onClick={() => onRestart(undefined)}>
            {t('signIn.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
