import { Box, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { QueryView } from '../../components/QueryView';
import { DetailList } from '../../components/RecordPage';
import { useDateTime } from '../../time/use-date-time';
import { useApiKeyUsage, USAGE_DAYS, type ApiKey } from './api-key-queries';
import { lastDays, type UsageDay } from './usage-days';

/** A day's count with a bar as long as its share of the busiest day; the number is what a screen reader reads. */
function DayCount({ day, busiest }: { day: UsageDay; busiest: number }) {
  // A quiet day has no bar; a busy one at least a sliver, so it shows beside the busiest.
  const width = day.requestCount === 0 ? 0 : Math.max(2, Math.round((day.requestCount / busiest) * 100));
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Box w={160} aria-hidden>
        <Box h={8} w={`${width}%`} bg="blue.7" style={{ borderRadius: 4 }} />
      </Box>
      <Text size="sm" miw={48} ta="right">
        {day.requestCount}
      </Text>
    </Group>
  );
}

function Usage({ workspaceId, apiKey }: { workspaceId: string; apiKey: ApiKey }) {
  const { t, i18n } = useTranslation();
  const dateTime = useDateTime();
  const usage = useApiKeyUsage(workspaceId, apiKey.apiKeyId);
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <QueryView query={usage}>
      {(data) => {
        // Counts are per UTC day, as the API keeps them.
        const days = lastDays(data.days, new Date().toISOString().slice(0, 10), USAGE_DAYS);
        const busiest = Math.max(...days.map((day) => day.requestCount));
        return (
          <Stack>
            <DetailList
              rows={[
                [t('apiKeys.usage.lastUsedAt'), dateTime(data.lastUsedAt, t('apiKeys.never'))],
                [t('apiKeys.usage.lastUsedIp'), data.lastUsedIp ?? '—'],
                [t('apiKeys.usage.rateLimit'), t('apiKeys.usage.perSecond', { limit: apiKey.rateLimitPerSecond })],
              ]}
            />
            <DataTable
              label={t('apiKeys.usage.daysLabel', { days: USAGE_DAYS })}
              items={days}
              rowKey={(day) => day.date}
              columns={[
                { label: t('apiKeys.usage.day'), cell: (day) => <time dateTime={day.date}>{dayFormat.format(new Date(`${day.date}T00:00:00Z`))}</time> },
                { label: t('apiKeys.usage.requests'), right: true, cell: (day) => <DayCount day={day} busiest={busiest} /> },
              ]}
            />
            <Text size="xs" c="dimmed">
              {t('apiKeys.usage.delay')}
            </Text>
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** A key's last use (when, from where), its rate limit and its requests per day of the last days. */
export function ApiKeyUsageModal({ workspaceId, apiKey, onClose }: { workspaceId: string; apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={t('apiKeys.usage.title', { name: apiKey?.name ?? '' })} size="lg" centered>
      {apiKey ? <Usage workspaceId={workspaceId} apiKey={apiKey} /> : null}
    </Modal>
  );
}
