import { Badge } from '@mantine/core';

/** Colours by what a status means to the operator: waiting on them, done, or ended otherwise. */
const TONE: Record<string, string> = {
  AWAITING_PAYMENT: 'gray',
  PROOF_SUBMITTED: 'orange',
  UNDER_REVIEW: 'yellow',
  PENDING: 'orange',
  PROCESSING: 'yellow',
  COMPLETED: 'green',
  REJECTED: 'red',
  FAILED: 'red',
  RETURNED: 'grape',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={TONE[status] ?? 'gray'} variant="dot" size="lg">
      {label}
    </Badge>
  );
}
