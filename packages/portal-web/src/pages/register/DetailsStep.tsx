import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { dataOf, isPortalApiError, type OperationData } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalClient } from '../../api/portal-context';
import { useDescribeError } from '../../api/use-describe-error';
import { ConfirmPasswordInput, usePasswordConfirmation } from '../password/ConfirmPasswordInput';

export type CompletedRegistration = OperationData<'POST /web/v1/partner/auth/register/complete'>;

const FIELDS = ['accountName', 'institutionName', 'password', 'referralCode'];

/** Step three: who registers, for which institution, and (optionally) the password; the account is created pending approval. */
export function DetailsStep({
  registrationId,
  referralCode: initialReferralCode,
  onCompleted,
  onStartOver,
}: {
  registrationId: string;
  referralCode: string;
  onCompleted: (completed: CompletedRegistration) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const [accountName, setAccountName] = useState('');
  const [institutionName, setInstitutionName] = useState('');
  const [password, setPassword] = useState('');
  const confirmation = usePasswordConfirmation();
  const [referralCode, setReferralCode] = useState(initialReferralCode);
  const complete = useMutation({
    mutationFn: () =>
      dataOf(
        client.api.POST('/web/v1/partner/auth/register/complete', {
          body: {
            registrationId,
            accountName: accountName.trim(),
            institutionName: institutionName.trim(),
            ...(password === '' ? {} : { password }),
            ...(referralCode.trim() === '' ? {} : { referralCode: referralCode.trim() }),
          },
        }),
      ),
    onSuccess: onCompleted,
  });
  const problem = complete.error ? describe(complete.error, FIELDS) : undefined;
  const gone = isPortalApiError(complete.error, 'AUTH.REGISTRATION_NOT_FOUND');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The password is optional here: without one there is nothing to confirm.
    if (password === '' || confirmation.matches(password)) complete.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('auth.register.accountName')}
          autoComplete="name"
          maxLength={100}
          value={accountName}
          onChange={(event) => setAccountName(event.currentTarget.value)}
          error={problem?.fields.accountName}
          required
          autoFocus
        />
        <TextInput
          label={t('auth.register.institutionName')}
          autoComplete="organization"
          maxLength={200}
          value={institutionName}
          onChange={(event) => setInstitutionName(event.currentTarget.value)}
          error={problem?.fields.institutionName}
          required
        />
        <PasswordInput
          label={t('auth.register.password')}
          description={t('auth.register.passwordHint')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problem?.fields.password}
        />
        {password !== '' ? (
          <ConfirmPasswordInput confirmation={confirmation} />
        ) : null}
        <TextInput
          label={t('auth.register.referralCode')}
          description={t('auth.register.referralHint')}
          autoComplete="off"
          maxLength={64}
          value={referralCode}
          onChange={(event) => setReferralCode(event.currentTarget.value)}
          error={problem?.fields.referralCode}
        />
        {problem?.message ? (
          <Alert color="red" role="alert">
            {problem.message}
          </Alert>
        ) : null}
        {gone ? (
          <Button variant="light" onClick={onStartOver}>
            {t('auth.register.startOver')}
          </Button>
        ) : (
          <Button type="submit" loading={complete.isPending} disabled={accountName.trim() === '' || institutionName.trim() === ''}>
            {t('auth.register.submit')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
