import { useState } from 'react';

export const PAGE_SIZE = 20;

/** A list's page, sort and filters; changing the sort or a filter goes back to the first page. */
export function useListState(defaultSort: string) {
  const [page, setPage] = useState(0);
  const [sort, setSortState] = useState(defaultSort);
  const [filters, setFilters] = useState<Record<string, string | null>>({});
  return {
    page,
    setPage,
    sort,
    setSort: (value: string) => {
      setSortState(value);
      setPage(0);
    },
    filters,
    setFilter: (name: string, value: string | null) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(0);
    },
    /** The query of the list call: the set filters only. */
    query: <K extends string>(names: readonly K[]) => ({
      page,
      size: PAGE_SIZE,
      sort: [sort],
      ...(Object.fromEntries(names.flatMap((name) => (filters[name] ? [[name, filters[name]]] : []))) as Partial<Record<K, string>>),
    }),
  };
}

export type ListState = ReturnType<typeof useListState>;
