import { Alert } from '@mantine/core';
import { useDescribeError } from '../api/use-describe-error';

/**
 * A refusal in the user's language, announced to screen readers: `message` when the page already described it
 * (per-field messages go next to their fields), else the call's `error`; nothing without either.
 */
export function ErrorAlert({ error, message }: { error?: unknown; message?: string }) {
  const describe = useDescribeError();
  if (!message && !error) return null;
  return (
    <Alert color="red" role="alert">
      {message || describe(error).message}
    </Alert>
  );
}
