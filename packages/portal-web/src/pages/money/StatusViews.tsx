import { Badge, Group, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from './money-queries';
import type { StepState, TimelineStep } from './status-timeline';

/** Every status of the money records this area shows (recharges, withdrawals, transfers). */
export type MoneyStatus =
  | 'AWAITING_PAYMENT'
  | 'PROOF_SUBMITTED'
  | 'UNDER_REVIEW'
  | 'COMPLETED'
  | 'REJECTED'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PENDING'
  | 'PROCESSING'
  | 'FAILED'
  | 'RETURNED';

const COLOR_OF: Record<MoneyStatus, string> = {
  AWAITING_PAYMENT: 'yellow',
  PROOF_SUBMITTED: 'blue',
  UNDER_REVIEW: 'blue',
  PENDING: 'yellow',
  PROCESSING: 'blue',
  COMPLETED: 'green',
  REJECTED: 'red',
  FAILED: 'red',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
  RETURNED: 'orange',
};

/**
 * A dot of the status's colour beside the label in the text colour: light badges put green, yellow or orange
 * text on a tint of itself, below WCAG AA's 4.5:1 (axe-core flagged a completed transfer's badge).
 */
export function StatusBadge({ status }: { status: MoneyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR_OF[status]} variant="dot">
      {t(`money.status.${status}`)}
    </Badge>
  );
}

const BULLET_COLOR: Record<StepState, string> = { done: 'green', current: 'blue', ended: 'red', upcoming: 'gray' };

/**
 * The record's life as a timeline. `times` gives the moments the API records (created, completed, last change);
 * steps without one show their state only.
 */
export function StatusTimeline<S extends MoneyStatus>({ steps, times }: { steps: TimelineStep<S>[]; times: Partial<Record<S, string>> }) {
  const { t } = useTranslation();
  const active = steps.reduce((last, step, index) => (step.state === 'upcoming' ? last : index), 0);
  return (
    <Timeline active={active} bulletSize={18} lineWidth={2} aria-label={t('money.timeline')}>
      {steps.map((step) => (
        <Timeline.Item key={step.status} color={BULLET_COLOR[step.state]} title={t(`money.status.${step.status}`)}>
          <Text size="sm" c="dimmed">
            {t(`money.stepState.${step.state}`)}
            {times[step.status] ? ` · ${times[step.status]}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A record's status, the action that may still change it (cancel), and the reason the API gave for it. */
export function RecordStatus({ status, action, reason }: { status: MoneyStatus; action?: ReactNode; reason?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Group>
        <StatusBadge status={status} />
        {action}
      </Group>
      {reason ? <Text>{t('money.statusReason', { reason })}</Text> : null}
    </>
  );
}

/** The record's timeline under its heading: created at the first step, completed, and the last change at its status. */
export function RecordTimeline<S extends MoneyStatus>({
  steps,
  record,
}: {
  steps: TimelineStep<S>[];
  record: { status: S; createdAt: string; completedAt?: string | null; updatedAt: string };
}) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();
  const times: Partial<Record<MoneyStatus, string>> = {
    [steps[0]!.status]: dateTime(record.createdAt),
    ...(record.completedAt ? { COMPLETED: dateTime(record.completedAt) } : {}),
    [record.status]: dateTime(record.updatedAt),
  };
  return (
    <>
      <Title order={3} size="h4">
        {t('money.timeline')}
      </Title>
      <StatusTimeline steps={steps} times={times} />
    </>
  );
}
