import { Alert, Button, Code, Group, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { dataOf } from '@partner-portal/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { usePortalClient } from '../../../api/portal-context';
import { useDescribeError } from '../../../api/use-describe-error';
import { ListPager } from '../ListPager';

const PAGE_SIZE = 20;

interface AuditFilter {
  workspaceBizId?: string;
  targetType?: string;
  targetBizId?: string;
}

/** What changed, compactly: the before and after the API recorded (JSON), or nothing when there was none. */
function change(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** The append-only log of operator actions, newest first, filterable by workspace and target. */
export default function AuditTrailPage() {
  const { t, i18n } = useTranslation();
  const client = usePortalClient();
  const describe = useDescribeError();
  const [draft, setDraft] = useState<Required<AuditFilter>>({ workspaceBizId: '', targetType: '', targetBizId: '' });
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(0);
  const log = useQuery({
    queryKey: ['operator', 'audit', filter, page],
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/operator/audit-log', { params: { query: { ...filter, page, size: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const problem = log.error ? describe(log.error, ['workspaceBizId', 'targetType', 'targetBizId']) : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '').map(([name, value]) => [name, value.trim()])));
    setPage(0);
  };

  return (
    <Stack>
      <Title order={2}>{t('operator.audit.title')}</Title>
      <form onSubmit={apply} noValidate>
        <Group align="flex-end">
          <TextInput label={t('operator.common.workspace')} value={draft.workspaceBizId} onChange={(event) => setDraft({ ...draft, workspaceBizId: event.currentTarget.value })} error={problem?.fields.workspaceBizId} />
          <TextInput label={t('operator.audit.targetType')} value={draft.targetType} onChange={(event) => setDraft({ ...draft, targetType: event.currentTarget.value })} error={problem?.fields.targetType} />
          <TextInput label={t('operator.audit.targetId')} value={draft.targetBizId} onChange={(event) => setDraft({ ...draft, targetBizId: event.currentTarget.value })} error={problem?.fields.targetBizId} />
          <Button type="submit" variant="default">
            {t('operator.audit.apply')}
          </Button>
        </Group>
      </form>
      {problem?.message ? (
        <Alert color="red" role="alert">
          {problem.message}
        </Alert>
      ) : log.isPending ? (
        <PageLoader />
      ) : !log.data ? null : log.data.items.length === 0 ? (
        <Text c="dimmed">{t('operator.audit.empty')}</Text>
      ) : (
        <>
          {/* Wider than the page on small screens, and nothing in it takes focus: the region itself does, to scroll by keyboard. */}
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('operator.audit.title') }}>
            <Table striped verticalSpacing="xs" miw={900}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.audit.time')}</Table.Th>
                  <Table.Th>{t('operator.audit.operator')}</Table.Th>
                  <Table.Th>{t('operator.audit.action')}</Table.Th>
                  <Table.Th>{t('operator.audit.target')}</Table.Th>
                  <Table.Th>{t('operator.audit.change')}</Table.Th>
                  <Table.Th>{t('operator.common.statusReason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.items.map((entry) => (
                  <Table.Tr key={entry.bizId}>
                    <Table.Td>
                      <time dateTime={entry.createdAt}>{time.format(new Date(entry.createdAt))}</time>
                    </Table.Td>
                    <Table.Td ff="monospace">{entry.operatorBizId}</Table.Td>
                    <Table.Td>{entry.action}</Table.Td>
                    <Table.Td ff="monospace">
                      {entry.targetType} {entry.targetBizId}
                    </Table.Td>
                    <Table.Td>
                      <Code block>{[change(entry.before), change(entry.after)].filter(Boolean).join(' → ')}</Code>
                    </Table.Td>
                    <Table.Td>{entry.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <ListPager pagination={log.data.pagination} page={page} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
