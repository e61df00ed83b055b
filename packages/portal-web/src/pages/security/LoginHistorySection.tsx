import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { QueryView } from '../../components/QueryView';
import { UserAgent } from '../../components/UserAgent';
import { useDateTime } from '../../time/use-date-time';
import { useLoginHistory } from './security-queries';

/** loginResult 1 is a sign-in that succeeded (the spec's observed value); anything else was refused. */
const SUCCEEDED = 1;

/** The account's sign-ins, most recent first, a page at a time. */
export function LoginHistorySection() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [page, setPage] = useState(0);
  const history = useLoginHistory(page);
  const pages = history.data?.pagination.totalPages ?? 0;

  return (
    <Stack component="section" aria-labelledby="history-title">
      <Title order={3} size="h4" id="history-title">
        {t('security.history.title')}
      </Title>
      <QueryView query={history} isEmpty={(data) => data.items.length === 0} empty={t('security.history.empty')}>
        {(data) => (
          <>
            <DataTable
              items={data.items}
              rowKey={(entry) => entry.bizId}
              minWidth={720}
              columns={[
                { label: t('security.history.time'), cell: (entry) => dateTime(entry.loginTime) },
                { label: t('security.history.address'), mono: true, cell: (entry) => entry.clientIp },
                { label: t('security.history.device'), cell: (entry) => <UserAgent value={entry.userAgent} /> },
                {
                  label: t('security.history.result'),
                  cell: (entry) =>
                    entry.loginResult === SUCCEEDED ? (
                      <Badge color="teal.9" miw="max-content">
                        {t('security.history.succeeded')}
                      </Badge>
                    ) : (
                      <Badge color="red.9" miw="max-content" title={entry.failureReason ?? undefined}>
                        {t('security.history.failed')}
                      </Badge>
                    ),
                },
              ]}
            />
            {pages > 1 ? (
              <Group justify="space-between">
                <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('security.history.previous')}
                </Button>
                <Text size="sm">{t('security.history.page', { page: page + 1, pages })}</Text>
                <Button variant="default" disabled={!data.pagination.hasNext} onClick={() => setPage(page + 1)}>
                  {t('security.history.next')}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </QueryView>
    </Stack>
  );
}
