import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useDescribeError } from '../api/use-describe-error';
import { TurnstileWidget, type TurnstileState } from './TurnstileWidget';

const FIELDS = ['email', 'turnstileToken'];

/** An e-mail address and the security check, sent together (forgot-password, registration's first step). */
export function EmailCheckForm({
  intro,
  emailLabel,
  submitLabel,
  autoComplete,
  initialEmail = '',
  turnstile,
  pending,
  error,
  onSubmit,
}: {
  intro: string;
  emailLabel: string;
  submitLabel: string;
  autoComplete: 'username' | 'email';
  initialEmail?: string;
  turnstile: TurnstileState;
  pending: boolean;
  error: unknown;
  onSubmit: (input: { email: string; turnstileToken: string }) => void;
}) {
  const describe = useDescribeError();
  const [email, setEmail] = useState(initialEmail);
  const problem = error ? describe(error, FIELDS) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (turnstile.token) onSubmit({ email: email.trim(), turnstileToken: turnstile.token });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{intro}</Text>
        <TextInput
          label={emailLabel}
          type="email"
          autoComplete={autoComplete}
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
        <Button type="submit" loading={pending} disabled={email.trim() === '' || !turnstile.token}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
