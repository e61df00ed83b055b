import { DataTable, type Column } from './DataTable';
import { ListPager, type PageInfo, type PagerText } from './ListPager';
import { QueryView } from './QueryView';

export type { Column } from './DataTable';

const byBizId = (item: unknown) => (item as { bizId: string }).bizId;

/**
 * One page of a list as a table, with the pager under it: a loader while it comes (or while `waiting`), the
 * API's refusal, `empty` when there is nothing, else a row per item with the given columns.
 */
export function PagedTable<T extends object>({
  query,
  waiting = false,
  empty,
  label,
  minWidth,
  columns,
  page,
  onPage,
  pagerText,
  rowKey = byBizId,
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
  /** Tells rows apart; the items' `bizId` unless they name their id otherwise (a webhook's `endpointId`). */
  rowKey?: (item: T) => string;
}) {
  return (
    <QueryView query={{ ...query, isPending: query.isPending || waiting }} isEmpty={(data) => data.items.length === 0} empty={empty}>
      {(data) => (
        <>
          <DataTable items={data.items} columns={columns} rowKey={rowKey} label={label} minWidth={minWidth} />
          <ListPager pagination={data.pagination} page={page} onPage={onPage} text={pagerText} />
        </>
      )}
    </QueryView>
  );
}
