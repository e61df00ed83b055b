import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FilterSpec {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}

/** The list's filters (each optional: cleared means all) and its sort order (`field,direction`). */
export function ListToolbar({
  filters,
  values,
  onFilter,
  sortOptions,
  sort,
  onSort,
}: {
  filters: FilterSpec[];
  values: Record<string, string | null>;
  onFilter: (name: string, value: string | null) => void;
  sortOptions: Array<{ value: string; label: string }>;
  sort: string;
  onSort: (sort: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      {filters.map((filter) => (
        <Select
          key={filter.name}
          label={filter.label}
          placeholder={t('money.all')}
          data={filter.options}
          value={values[filter.name] ?? null}
          onChange={(value) => onFilter(filter.name, value)}
          clearable
          w={200}
        />
      ))}
      <Select label={t('money.sortBy')} data={sortOptions} value={sort} onChange={(value) => value && onSort(value)} allowDeselect={false} w={220} />
    </Group>
  );
}

/** Pages of a shape-A list (zero-based on the wire, one-based on screen) and the total. */
export function ListPager({
  page,
  totalPages,
  totalRecords,
  onPage,
}: {
  page: number;
  totalPages: number;
  totalRecords: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {t('money.totalRecords', { count: totalRecords })}
      </Text>
      {totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={page + 1}
          onChange={(value) => onPage(value - 1)}
          getControlProps={(control) => ({ 'aria-label': t(`money.pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('money.pager.page', { page: item }) })}
        />
      ) : null}
    </Group>
  );
}

type SortLabel = 'money.sort.newest' | 'money.sort.oldest' | 'money.sort.largest' | 'money.sort.smallest';

/** The sort orders of a money list: by time, and by `amountField` (the API's sortable amount). */
export function sortChoices(t: (key: SortLabel) => string, amountField = 'amount') {
  return [
    { value: 'createdAt,desc', label: t('money.sort.newest') },
    { value: 'createdAt,asc', label: t('money.sort.oldest') },
    { value: `${amountField},desc`, label: t('money.sort.largest') },
    { value: `${amountField},asc`, label: t('money.sort.smallest') },
  ];
}
