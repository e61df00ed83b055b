import { Group, PasswordInput, Stack, Text } from '@mantine/core';
import { dataOf, reauthenticate, sendReauthenticationCode, type MfaMethod } from '@partner-portal/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../api/portal-context';
import { useDescribeError } from '../api/use-describe-error';
import { ResendCodeButton, SecondFactorFields, useMailedCode } from '../account/SecondFactorFields';
import { securityKeys } from '../account/security-keys';
import { ModalActions } from '../components/ModalActions';

const FIELDS = ['password', 'code'];
const ALL_METHODS: MfaMethod[] = ['EMAIL', 'OTP', 'BACKUP_CODE'];

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
  const mailed = useMailedCode(() => sendReauthenticationCode(client));
  const { send } = mailed;
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
        <SecondFactorFields
          idPrefix="step-up"
          methods={factors.methods}
          method={method}
          onMethod={(picked) => {
            setChosen(picked);
            setCode('');
            confirm.reset();
          }}
          code={code}
          onCode={setCode}
          codeError={problem?.fields.code}
          sentTo={send.data?.destination}
        />
        {method === 'EMAIL' ? (
          <Group>
            <ResendCodeButton mailed={mailed} variant="light" />
          </Group>
        ) : null}
        <ModalActions message={problem?.message} onCancel={onCancel} cancelLabel={t('security.stepUp.cancel')} submitLabel={t('security.stepUp.confirm')} loading={confirm.isPending} disabled={password === '' || code.trim() === '' || factors.isLoading} />
      </Stack>
    </form>
  );
}
