import { Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable, type Column } from '../../components/PagedTable';
import type { PageInfo, PagerText } from '../../components/ListPager';
import { useWallets } from '../dashboard/wallet-queries';
import type { ListState } from './list-state';

export interface FilterSpec {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}

/** The workspace's currencies (one per wallet) as filter options. */
export function useCurrencyOptions(workspaceId: string) {
  const wallets = useWallets(workspaceId);
  return (wallets.data ?? []).map((wallet) => ({ value: wallet.currency, label: wallet.currency }));
}

/**
 * A money list: its filters (each optional: cleared means all) and sort order (by time, or by `amountField`, the
 * API's sortable amount), then the page as a table (`label` names it for screen readers) with the area's pager.
 */
export function MoneyList<T extends { bizId: string }>({
  list,
  filters,
  amountField,
  query,
  label,
  empty,
  columns,
}: {
  list: ListState;
  filters: FilterSpec[];
  amountField?: string;
  query: { isPending: boolean; error: unknown; data: { items: T[]; pagination: PageInfo } | undefined };
  label: string;
  empty: string;
  columns: Column<T>[];
}) {
  const { t } = useTranslation();
  const pagerText: PagerText = {
    records: (count) => t('money.totalRecords', { count }),
    control: (control) => t(`money.pager.${control}`),
    page: (page) => t('money.pager.page', { page }),
  };
  return (
    <Stack>
      <Group align="flex-end">
        {filters.map((filter) => (
          <Select
            key={filter.name}
            label={filter.label}
            placeholder={t('money.all')}
            data={filter.options}
            value={list.filters[filter.name] ?? null}
            onChange={(value) => list.setFilter(filter.name, value)}
            clearable
            w={200}
          />
        ))}
        <Select label={t('money.sortBy')} data={sortChoices(t, amountField)} value={list.sort} onChange={(value) => value && list.setSort(value)} allowDeselect={false} w={220} />
      </Group>
      <PagedTable query={query} label={label} empty={empty} minWidth={720} columns={columns} page={list.page} onPage={list.setPage} pagerText={pagerText} />
    </Stack>
  );
}

type SortLabel = 'money.sort.newest' | 'money.sort.oldest' | 'money.sort.largest' | 'money.sort.smallest';

/** The sort orders of a money list: by time, and by `amountField` (the API's sortable amount). */
function sortChoices(t: (key: SortLabel) => string, amountField = 'amount') {
  return [
    { value: 'createdAt,desc', label: t('money.sort.newest') },
    { value: 'createdAt,asc', label: t('money.sort.oldest') },
    { value: `${amountField},desc`, label: t('money.sort.largest') },
    { value: `${amountField},asc`, label: t('money.sort.smallest') },
  ];
}
