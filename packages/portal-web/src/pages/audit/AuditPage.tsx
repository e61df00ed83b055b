import { Code, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/PageLoader';
import { useDescribeError } from '../../api/use-describe-error';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageControls } from '../team/PageControls';
import { WorkspacePage } from '../../workspaces/WorkspacePage';
import { useDateTime } from '../team/use-date-time';
import { actionKey } from './audit-actions';
import { AuditFilters } from './AuditFilters';
import { NO_AUDIT_FILTER, useAuditEvents, type AuditEvent, type AuditFilter } from './audit-queries';

const FILTER_FIELDS = ['action', 'actorBizId', 'from', 'to'];

function ActionLabel({ action }: { action: string }) {
  const { t } = useTranslation();
  const key = actionKey(action);
  // An action newer than this app: its identifier is still better than nothing.
  return key ? <>{t(`audit.actions.${key}`)}</> : <Code>{action}</Code>;
}

function Changes({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  if (Object.keys(event.changes).length === 0) return <>—</>;
  return (
    <details>
      <summary>{t('audit.showChanges')}</summary>
      <Code block>{JSON.stringify(event.changes, null, 2)}</Code>
    </details>
  );
}

function AuditTrail({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const describe = useDescribeError();
  const dateTime = useDateTime();
  const [filter, setFilter] = useState<AuditFilter>(NO_AUDIT_FILTER);
  const [page, setPage] = useState(0);
  const events = useAuditEvents(workspaceId, filter, page);
  const problem = events.error ? describe(events.error, FILTER_FIELDS) : undefined;

  const apply = (next: AuditFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <Stack>
      <AuditFilters workspaceId={workspaceId} fieldErrors={problem?.fields ?? {}} onApply={apply} />
      {events.isPending ? <PageLoader /> : null}
      {problem?.message ? <ErrorAlert error={events.error} /> : null}
      {events.data?.items.length === 0 ? <Text c="dimmed">{t('audit.empty')}</Text> : null}
      {events.data && events.data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={820}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.time')}</Table.Th>
                <Table.Th>{t('audit.actor')}</Table.Th>
                <Table.Th>{t('audit.action')}</Table.Th>
                <Table.Th>{t('audit.target')}</Table.Th>
                <Table.Th>{t('audit.ip')}</Table.Th>
                <Table.Th>{t('audit.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.items.map((event) => (
                <Table.Tr key={event.bizId}>
                  <Table.Td>
                    <time dateTime={event.createdAt}>{dateTime(event.createdAt)}</time>
                  </Table.Td>
                  <Table.Td>{event.actorEmail ?? t('audit.system')}</Table.Td>
                  <Table.Td>
                    <ActionLabel action={event.action} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {event.targetBizId ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{event.clientIp ?? '—'}</Table.Td>
                  <Table.Td>
                    <Changes event={event} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {events.data ? <PageControls page={page} totalPages={events.data.pagination.totalPages} onChange={setPage} /> : null}
    </Stack>
  );
}

/** Who changed what in the workspace, newest first, narrowed by action, actor and time. */
export default function AuditPage() {
  const { t } = useTranslation();
  return (
    <WorkspacePage title={t('audit.title')}>{(workspaceId) => <AuditTrail workspaceId={workspaceId} />}</WorkspacePage>
  );
}
