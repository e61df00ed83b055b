import { Button, Group, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';

/**
 * A reference-data page: its title and "Add", the records as a table whose last column edits one (`editName`
 * names it for screen readers), and `form` for the record being added (`null`) or edited.
 */
export function ReferencePage<T>({
  title,
  addLabel,
  query,
  waiting = false,
  columns,
  rowKey,
  editName,
  minWidth,
  form,
}: {
  title: string;
  addLabel: string;
  query: { isPending: boolean; error: unknown; data: T[] | undefined };
  waiting?: boolean;
  columns: Column<T>[];
  rowKey: (item: T) => string;
  editName: (item: T) => string;
  minWidth?: number;
  form: (item: T | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Button onClick={() => setEditing({ item: null })}>{addLabel}</Button>
      </Group>
      <QueryView query={{ ...query, isPending: query.isPending || waiting }} isEmpty={(data) => data.length === 0} empty={t('operator.reference.empty')}>
        {(data) => (
          <DataTable
            items={data}
            rowKey={rowKey}
            minWidth={minWidth}
            columns={[
              ...columns,
              {
                label: t('operator.common.actions'),
                cell: (item) => (
                  <Button size="xs" variant="light" onClick={() => setEditing({ item })} aria-label={t('operator.reference.editLabel', { name: editName(item) })}>
                    {t('operator.common.edit')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      {editing ? form(editing.item, close) : null}
    </Stack>
  );
}
