import { Button, Group, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageInfo } from '../../components/ListPager';
import { PagedTable, type Column } from '../../components/PagedTable';
import { useOperatorPagerText } from './ListPager';
import { useMoneyFormat } from './operator-currencies';
import { StatusFilter } from './StatusFilter';

type MoneyFormat = (amount: string, currency: string) => string;

/** The status shown (`initial` first), the page, and the record open in the drawer; a new status goes back to page one. */
export function useStatusList<Status extends string, Item>(initial: Status) {
  const [status, setStatusState] = useState<Status | null>(initial);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Item | null>(null);
  return {
    status,
    setStatus: (picked: Status | null) => {
      setStatusState(picked);
      setPage(0);
    },
    page,
    setPage,
    open,
    setOpen,
    close: () => setOpen(null),
  };
}

/**
 * An operator list of money records across workspaces: the status filter and refresh, a table whose first column
 * is the creation time and last an "Open" button (`openLabel` names it), the pager, and the open record's drawer.
 */
export function StatusListPage<Status extends string, Item extends { bizId: string; createdAt: string }>({
  title,
  list,
  query,
  statuses,
  statusLabel,
  empty,
  columns,
  openLabel,
  drawer,
}: {
  title: string;
  list: ReturnType<typeof useStatusList<Status, Item>>;
  query: { isPending: boolean; isFetching: boolean; error: unknown; data: { items: Item[]; pagination: PageInfo } | undefined; refetch: () => Promise<unknown> };
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  empty: string;
  columns: (money: MoneyFormat) => Column<Item>[];
  openLabel: (item: Item, money: MoneyFormat) => string;
  drawer: (item: Item, money: MoneyFormat) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const pagerText = useOperatorPagerText();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Group align="flex-end">
        <StatusFilter statuses={statuses} value={list.status} onChange={list.setStatus} labelOf={statusLabel} />
        <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('common.refresh')}
        </Button>
      </Group>
      <PagedTable
        query={query}
        waiting={!money}
        empty={empty}
        minWidth={760}
        columns={
          money
            ? [
                { label: t('operator.common.created'), cell: (item) => <time dateTime={item.createdAt}>{time.format(new Date(item.createdAt))}</time> },
                ...columns(money),
                {
                  label: t('operator.common.actions'),
                  cell: (item) => (
                    <Button size="xs" variant="light" onClick={() => list.setOpen(item)} aria-label={openLabel(item, money)}>
                      {t('operator.common.open')}
                    </Button>
                  ),
                },
              ]
            : []
        }
        page={list.page}
        onPage={list.setPage}
        pagerText={pagerText}
      />
      {list.open && money ? drawer(list.open, money) : null}
    </Stack>
  );
}
