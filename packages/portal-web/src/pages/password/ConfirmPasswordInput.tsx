import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The "type it again" field of a new password: what was typed, and whether the last check found it different. */
export interface PasswordConfirmation {
  value: string;
  mismatch: boolean;
  change(value: string): void;
  /** True when `password` equals what was typed again; otherwise the field says they differ until it is edited. */
  matches(password: string): boolean;
}

export function usePasswordConfirmation(): PasswordConfirmation {
  const [value, setValue] = useState('');
  const [mismatch, setMismatch] = useState(false);
  return {
    value,
    mismatch,
    change(next) {
      setValue(next);
      setMismatch(false);
    },
    matches(password) {
      const same = password === value;
      setMismatch(!same);
      return same;
    },
  };
}

export function ConfirmPasswordInput({ confirmation }: { confirmation: PasswordConfirmation }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('auth.password.confirm')}
      autoComplete="new-password"
      value={confirmation.value}
      onChange={(event) => confirmation.change(event.currentTarget.value)}
      error={confirmation.mismatch ? t('auth.password.mismatch') : undefined}
      required
    />
  );
}
