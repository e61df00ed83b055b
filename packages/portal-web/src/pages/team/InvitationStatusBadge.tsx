import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from './team-queries';

const COLOUR: Record<InvitationStatus, string> = {
  PENDING: 'blue',
  ACCEPTED: 'green',
  DECLINED: 'orange',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOUR[status]} variant="light">
      {t(`team.invitations.status.${status}`)}
    </Badge>
  );
}
