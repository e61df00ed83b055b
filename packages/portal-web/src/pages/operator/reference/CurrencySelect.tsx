import { Select } from '@mantine/core';
import { useOperatorCurrencies } from '../operator-currencies';

/** A currency of the ledger, by code (disabled ones too: an operator may set them up before enabling). */
export function CurrencySelect({ label, value, onChange, error, readOnly }: { label: string; value: string; onChange: (code: string) => void; error?: string | undefined; readOnly?: boolean }) {
  const currencies = useOperatorCurrencies();
  return (
    <Select
      label={label}
      data={(currencies.data ?? []).map((currency) => ({ value: currency.code, label: `${currency.code} — ${currency.name}` }))}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      error={error}
      readOnly={readOnly}
      searchable
      required
    />
  );
}
