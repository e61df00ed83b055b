import { Alert } from '@mantine/core';
import { useDescribeError } from '../api/use-describe-error';

/** A call's refusal in the user's language, announced to screen readers; nothing without an error. */
export function ErrorAlert({ error }: { error: unknown }) {
  const describe = useDescribeError();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {describe(error).message}
    </Alert>
  );
}
