import { Alert, Button, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { dataOf, isPortalApiError, reauthenticate, sendReauthenticationCode, type MfaMethod } from '@partner-portal/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../api/portal-context';
import { useDescribeError } from '../api/use-describe-error';
import { useCountdown } from '../time/use-countdown';
import { securityKeys } from '../account/security-keys';

/** The server's wait between two e-mailed codes (MFA_RESEND_SECONDS' default); a 429 tells the real rest. */
const RESEND_WAIT_SECONDS = 30;
const FIELDS = ['password', 'code'];
const ALL_METHODS: MfaMethod[] = ['EMAIL', 'OTP', 'BACKUP_CODE'];
const METHOD_LABEL = { EMAIL: 'signIn.methodEmail', OTP: 'signIn.methodOtp', BACKUP_CODE: 'signIn.methodBackup' } as const;
const CODE_LABEL = { EMAIL: 'signIn.emailCode', OTP: 'signIn.otpCode', BACKUP_CODE: 'signIn.backupCode' } as const;

/** The second factors the user has: the partner's enabled methods; the operator portal lists none, so all are offered. */
function useSecondFactors(): { methods: MfaMethod[]; isLoading: boolean } {
  const client = usePortalClient();
  const partner = client.portal === 'partner';
  const query = useQuery({
    queryKey: securityKeys.mfa,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/security/mfa', { signal })),
    enabled: partner,
  });
  if (!partner) return { methods: ALL_METHODS, isLoading: false };
  const enabled = (query.data ?? []).filter((entry) => entry.isEnabled).map((entry) => entry.mfaMethod.code);
  return { methods: enabled.length > 0 ? ALL_METHODS.filter((method) => enabled.includes(method)) : ['EMAIL'], isLoading: query.isLoading };
}

/** Password and second factor again (POST …/auth/reauthenticate); the session's auth time is now afterwards. */
export default function StepUpForm({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const factors = useSecondFactors();
  const [chosen, setChosen] = useState<MfaMethod | null>(null);
  const method: MfaMethod = chosen ?? (factors.methods.includes('OTP') ? 'OTP' : (factors.methods[0] ?? 'EMAIL'));
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const resend = useCountdown();

  const send = useMutation({
    mutationFn: () => sendReauthenticationCode(client),
    onSuccess: () => resend.start(RESEND_WAIT_SECONDS),
    onError: (error) => {
      if (isPortalApiError(error, 'RATE_LIMIT.EXCEEDED') && error.retryAfter) resend.start(error.retryAfter);
    },
  });
  const confirm = useMutation({
    mutationFn: () => reauthenticate(client, { password, mfaMethod: method, code: code.trim() }),
    onSuccess: onConfirmed,
  });

  const problem = confirm.error ? describe(confirm.error, FIELDS) : send.error ? describe(send.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('security.stepUp.explanation')}</Text>
        <PasswordInput
          label={t('security.stepUp.password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problem?.fields.password}
          autoComplete="current-password"
          required
          data-autofocus
        />
        {factors.methods.length > 1 ? (
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="step-up-method-label">
              {t('signIn.method')}
            </Text>
            <SegmentedControl
              aria-labelledby="step-up-method-label"
              value={method}
              onChange={(value) => {
                setChosen(value as MfaMethod);
                setCode('');
                confirm.reset();
              }}
              data={factors.methods.map((value) => ({ value, label: t(METHOD_LABEL[value]) }))}
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
        />
        {method === 'EMAIL' ? (
          <Group>
            <Button variant="light" onClick={() => send.mutate()} loading={send.isPending} disabled={resend.secondsLeft > 0}>
              {resend.secondsLeft > 0
                ? t('signIn.resendIn', { seconds: resend.secondsLeft })
                : send.data
                  ? t('signIn.resendCode')
                  : t('signIn.sendCode')}
            </Button>
          </Group>
        ) : null}
        {problem?.message ? (
          <Alert color="red" role="alert">
            {problem.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('security.stepUp.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending} disabled={password === '' || code.trim() === '' || factors.isLoading}>
            {t('security.stepUp.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
