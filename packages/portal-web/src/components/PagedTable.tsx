import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager, type PageInfo, type PagerText } from './ListPager';
import { QueryView } from './QueryView';

export interface Column<T> {
  label: string;
  /** An amount or a rate: right-aligned, monospace. */
  numeric?: boolean;
  /** An identifier: monospace. */
  mono?: boolean;
  cell: (item: T) => ReactNode;
}

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
          <Table.ScrollContainer minWidth={minWidth}>
            <Table striped aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.bizId}>
                    {columns.map((column) => (
                      <Table.Td key={column.label} ta={column.numeric ? 'right' : undefined} ff={column.numeric || column.mono ? 'monospace' : undefined}>
                        {column.cell(item)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager pagination={data.pagination} page={page} onPage={onPage} text={pagerText} />
        </>
      )}
    </QueryView>
  );
}
