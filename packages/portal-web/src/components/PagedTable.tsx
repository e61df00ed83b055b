import { DataTable, type Column } from './DataTable';
import { ListPager, type PageInfo, type PagerText } from './ListPager';
import { QueryView } from './QueryView';

export type { Column } from './DataTable';

/**
 * One page of a list as a table, with the pager under it: a loader while it comes (or while `waiting`), the
 * API's refusal, `empty` when there is nothing, else a row per item with the given columns.
 */
export function PagedTable<T extends { bizId: string }>({
  query,
  waiting = false,
  empty,
  label,
  minWidth,
  columns,
  page,
  onPage,
  pagerText,
}: {
  query: { isPending: boolean; error: unknown; data: { items: T[]; pagination: PageInfo } | undefined };
  waiting?: boolean;
  empty: string;
  label?: string;
  minWidth: number;
  columns: Column<T>[];
  page: number;
  onPage: (page: number) => void;
  pagerText: PagerText;
}) {
  return (
    <QueryView query={{ ...query, isPending: query.isPending || waiting }} isEmpty={(data) => data.items.length === 0} empty={empty}>
      {(data) => (
        <>
          <DataTable items={data.items} columns={columns} rowKey={(item) => item.bizId} label={label} minWidth={minWidth} />
          <ListPager pagination={data.pagination} page={page} onPage={onPage} text={pagerText} />
        </>
      )}
    </QueryView>
  );
}
