import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { completeLogin, isPortalApiError, sendMfaCode, type LoginChallenge, type MfaMethod } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { ResendCodeButton, SecondFactorFields, useMailedCode } from '../../account/SecondFactorFields';

const FIELDS = ['code'];

/** A refusal that means the login session is gone: start again from the password. */
export function endsLoginSession(error: unknown): boolean {
  return isPortalApiError(error, 'AUTH.SESSION_NOT_FOUND') || isPortalApiError(error, 'AUTH.CLIENT_MISMATCH');
}

/** Step two: the second factor the user picks among those offered; the e-mail code is sent on choosing it. */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onRestart,
  onPendingApproval,
}: {
  challenge: LoginChallenge;
  onSignedIn: () => void;
  onRestart: (notice: string | undefined) => void;
  /** The code was right, but an operator has not approved the account yet. */
  onPendingApproval: () => void;
}) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const offered = challenge.mfaMethods.map((method) => method.code);
  const [method, setMethod] = useState<MfaMethod>(offered.includes('EMAIL') ? 'EMAIL' : (offered[0] ?? 'EMAIL'));
  const [code, setCode] = useState('');
  const mailed = useMailedCode(
    () => sendMfaCode(client, { sessionId: challenge.sessionId }),
    (error) => {
      if (endsLoginSession(error)) onRestart(t('signIn.loginExpired'));
    },
  );
  const { send } = mailed;

  const complete = useMutation({
    mutationFn: () => completeLogin(client, { sessionId: challenge.sessionId, mfaMethod: method, code: code.trim() }),
    onSuccess: onSignedIn,
    onError: (error) => {
      if (endsLoginSession(error)) onRestart(t('signIn.loginExpired'));
      if (isPortalApiError(error, 'AUTH.ACCOUNT_PENDING_APPROVAL')) onPendingApproval();
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
        <SecondFactorFields
          idPrefix="mfa"
          methods={offered}
          method={method}
          onMethod={(chosen) => {
            setMethod(chosen);
            setCode('');
            complete.reset();
          }}
          code={code}
          onCode={setCode}
          codeError={problem?.fields.code}
          sentTo={send.data?.destination}
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
            <ResendCodeButton mailed={mailed} variant="subtle" />
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
