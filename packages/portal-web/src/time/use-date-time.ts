import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Date and time in the user's language: `format(iso)`; an absent instant is `fallback`. */
export function useDateTime(): (iso: string | null | undefined, fallback?: string) => string {
  const { i18n } = useTranslation();
  const formatter = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);
  return (iso, fallback = '') => (iso ? formatter.format(new Date(iso)) : fallback);
}
