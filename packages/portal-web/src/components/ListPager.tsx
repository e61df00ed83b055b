import { Group, Pagination, Text } from '@mantine/core';

export type PagerControl = 'first' | 'previous' | 'next' | 'last';

/** A pager's words, from the area that shows it (each area keeps its strings in its own chunk). */
export interface PagerText {
  records: (count: number) => string;
  control: (control: PagerControl) => string;
  page: (page: number) => string;
}

export interface PageInfo {
  totalPages: number;
  totalRecords: number;
}

/** Pages of a shape-A list (`page` is zero-based, as the API counts) and the total. No pages when all fit on one. */
export function ListPager({ pagination, page, onPage, text }: { pagination: PageInfo; page: number; onPage: (page: number) => void; text: PagerText }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {text.records(pagination.totalRecords)}
      </Text>
      {pagination.totalPages > 1 ? (
        <Pagination
          total={pagination.totalPages}
          value={page + 1}
          onChange={(value) => onPage(value - 1)}
          getControlProps={(control) => ({ 'aria-label': text.control(control) })}
          getItemProps={(value) => ({ 'aria-label': text.page(value) })}
        />
      ) : null}
    </Group>
  );
}
