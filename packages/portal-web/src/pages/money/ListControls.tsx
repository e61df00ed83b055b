import { Group, Select } from '@mantine/core';
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

/** The list's filters (each optional: cleared means all) and its sort order (`field,direction`). */
export function ListToolbar({ filters, sortOptions, list }: { filters: FilterSpec[]; sortOptions: Array<{ value: string; label: string }>; list: ListState }) {
  const { t } = useTranslation();
  return (
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
      <Select label={t('money.sortBy')} data={sortOptions} value={list.sort} onChange={(value) => value && list.setSort(value)} allowDeselect={false} w={220} />
    </Group>
  );
}

/** The workspace's currencies (one per wallet) as filter options. */
export function useCurrencyOptions(workspaceId: string) {
  const wallets = useWallets(workspaceId);
  return (wallets.data ?? []).map((wallet) => ({ value: wallet.currency, label: wallet.currency }));
}

/** A money list's page as a table (`label` names it for screen readers), with the area's pager. */
export function MoneyTable<T extends { bizId: string }>({
  query,
  list,
  label,
  empty,
  columns,
}: {
  query: { isPending: boolean; error: unknown; data: { items: T[]; pagination: PageInfo } | undefined };
  list: ListState;
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
  return <PagedTable query={query} label={label} empty={empty} minWidth={720} columns={columns} page={list.page} onPage={list.setPage} pagerText={pagerText} />;
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
