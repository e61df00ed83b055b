import { Checkbox, SimpleGrid, Stack } from '@mantine/core';

/**
 * A required choice of several codes (a key's scopes, an endpoint's events): one checkbox each, in monospace as
 * the API spells them, and "select all" under them (indeterminate while some are chosen).
 */
export function CheckboxListField<V extends string>({
  label,
  description,
  options,
  value,
  onChange,
  error,
  selectAllLabel,
  columns = 1,
}: {
  label: string;
  description?: string;
  options: readonly V[];
  value: V[];
  onChange: (value: V[]) => void;
  error?: string;
  selectAllLabel: string;
  columns?: number;
}) {
  const allChosen = options.length > 0 && options.every((option) => value.includes(option));
  return (
    <Stack gap={6}>
      <Checkbox.Group label={label} description={description} value={value} onChange={(chosen) => onChange(chosen as V[])} error={error} withAsterisk>
        <SimpleGrid cols={columns} spacing="xs" verticalSpacing={6} mt="xs">
          {options.map((option) => (
            <Checkbox key={option} value={option} label={option} classNames={{ label: 'monospace-label' }} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox
        label={selectAllLabel}
        checked={allChosen}
        indeterminate={!allChosen && value.length > 0}
        onChange={() => onChange(allChosen ? [] : [...options])}
      />
    </Stack>
  );
}
