import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../api/use-describe-error';
import { TurnstileWidget, useTurnstile } from '../../turnstile/TurnstileWidget';
import { useStartRegistration } from './use-start-registration';

const FIELDS = ['email', 'turnstileToken'];

/** Step one: the address and the security check; the code goes to the address. */
export function EmailStep({ initialEmail, onStarted }: { initialEmail: string; onStarted: (registrationId: string, email: string) => void }) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const turnstile = useTurnstile();
  const [email, setEmail] = useState(initialEmail);
  const start = useStartRegistration(turnstile, onStarted);
  const problem = start.error ? describe(start.error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (turnstile.token) start.mutate({ email: email.trim(), turnstileToken: turnstile.token });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('auth.register.intro')}</Text>
        <TextInput
          label={t('auth.register.email')}
          type="email"
          autoComplete="email"
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
        <Button type="submit" loading={start.isPending} disabled={email.trim() === '' || !turnstile.token}>
          {t('auth.register.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
