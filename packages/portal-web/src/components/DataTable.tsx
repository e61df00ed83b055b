import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  /** An amount or a rate: right-aligned, monospace. */
  numeric?: boolean;
  /** A count: right-aligned. */
  right?: boolean;
  /** An identifier: monospace. */
  mono?: boolean;
  cell: (item: T) => ReactNode;
}

/** Items as a striped table, one row each (`rowKey`), with the given columns; scrolls sideways below `minWidth`. */
export function DataTable<T>({ items, columns, rowKey, label, minWidth }: { items: T[]; columns: Column<T>[]; rowKey: (item: T) => string; label?: string; minWidth?: number }) {
  const table = (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label} ta={column.numeric || column.right ? 'right' : undefined}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={rowKey(item)}>
            {columns.map((column) => (
              <Table.Td key={column.label} ta={column.numeric || column.right ? 'right' : undefined} ff={column.numeric || column.mono ? 'monospace' : undefined}>
                {column.cell(item)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}
