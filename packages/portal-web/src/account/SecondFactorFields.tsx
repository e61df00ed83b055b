import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { isPortalApiError, type MfaMethod } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../time/use-countdown';

/** The server's wait between two e-mailed codes (MFA_RESEND_SECONDS' default); a 429 tells the real rest. */
const RESEND_WAIT_SECONDS = 30;
const METHOD_LABEL = { EMAIL: 'signIn.methodEmail', OTP: 'signIn.methodOtp', BACKUP_CODE: 'signIn.methodBackup' } as const;
const CODE_LABEL = { EMAIL: 'signIn.emailCode', OTP: 'signIn.otpCode', BACKUP_CODE: 'signIn.backupCode' } as const;

/**
 * Sending the e-mailed code (at sign-in or step-up) and the wait before the next one: the server's usual wait
 * after a send, or the rest a 429 names.
 */
export function useMailedCode(send: () => Promise<{ destination: string }>, onError?: (error: unknown) => void) {
  const resend = useCountdown();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => resend.start(RESEND_WAIT_SECONDS),
    onError: (error) => {
      if (isPortalApiError(error, 'RATE_LIMIT.EXCEEDED') && error.retryAfter) resend.start(error.retryAfter);
      onError?.(error);
    },
  });
  return { send: mutation, secondsLeft: resend.secondsLeft };
}

export type MailedCode = ReturnType<typeof useMailedCode>;

/** "Send the code", then "Send a new code" once the wait is over. */
export function ResendCodeButton({ mailed, variant }: { mailed: MailedCode; variant: 'subtle' | 'light' }) {
  const { t } = useTranslation();
  const { send, secondsLeft } = mailed;
  return (
    <Button variant={variant} onClick={() => send.mutate()} loading={send.isPending} disabled={secondsLeft > 0}>
      {secondsLeft > 0 ? t('signIn.resendIn', { seconds: secondsLeft }) : send.data ? t('signIn.resendCode') : t('signIn.sendCode')}
    </Button>
  );
}

/** The method picker (when there is a choice), where the e-mailed code went, and the code field. */
export function SecondFactorFields({
  idPrefix,
  methods,
  method,
  onMethod,
  code,
  onCode,
  codeError,
  sentTo,
  autoFocus,
}: {
  /** Unique per form on the page: names the picker's label. */
  idPrefix: string;
  methods: readonly MfaMethod[];
  method: MfaMethod;
  onMethod: (method: MfaMethod) => void;
  code: string;
  onCode: (code: string) => void;
  codeError: string | undefined;
  /** The masked address the e-mailed code went to, once sent. */
  sentTo: string | undefined;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {methods.length > 1 ? (
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id={`${idPrefix}-method-label`}>
            {t('signIn.method')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${idPrefix}-method-label`}
            value={method}
            onChange={(value) => onMethod(value as MfaMethod)}
            data={methods.map((value) => ({ value, label: t(METHOD_LABEL[value]) }))}
            fullWidth
          />
        </Stack>
      ) : null}
      {method === 'EMAIL' && sentTo ? (
        <Text size="sm" role="status">
          {t('signIn.codeSentTo', { destination: sentTo })}
        </Text>
      ) : null}
      <TextInput
        key={method}
        label={t(CODE_LABEL[method])}
        value={code}
        onChange={(event) => onCode(event.currentTarget.value)}
        error={codeError}
        autoComplete="one-time-code"
        inputMode={method === 'BACKUP_CODE' ? 'text' : 'numeric'}
        required
        autoFocus={autoFocus}
      />
    </>
  );
}
