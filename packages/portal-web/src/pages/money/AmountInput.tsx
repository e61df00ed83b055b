import { TextInput } from '@mantine/core';

/**
 * An amount as the user types it, kept as text: it goes to the API as a decimal string, never through a float.
 * Only digits and one decimal point are accepted while typing.
 */
export function AmountInput({
  label,
  value,
  onChange,
  error,
  currency,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  currency?: string | undefined;
  description?: string | undefined;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value.replace(',', '.');
        if (/^\d*\.?\d*$/.test(next)) onChange(next);
      }}
      inputMode="decimal"
      autoComplete="off"
      required
      error={error}
      description={description}
      rightSection={currency}
      rightSectionWidth={64}
    />
  );
}
