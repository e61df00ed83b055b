import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PageInfo {
  totalPages: number;
  totalRecords: number;
}

/** Pages of a shape-A list (`page` is zero-based, as the API counts). Nothing when everything fits on one page. */
export function ListPager({ pagination, page, onPage }: { pagination: PageInfo; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('operator.list.records', { count: pagination.totalRecords })}
      </Text>
      {pagination.totalPages > 1 ? (
        <Pagination
          total={pagination.totalPages}
          value={page + 1}
          onChange={(value) => onPage(value - 1)}
          getControlProps={(control) => ({ 'aria-label': t(control === 'previous' ? 'operator.list.previous' : control === 'next' ? 'operator.list.next' : control === 'first' ? 'operator.list.first' : 'operator.list.last') })}
          getItemProps={(value) => ({ 'aria-label': t('operator.list.page', { page: value }) })}
        />
      ) : null}
    </Group>
  );
}
