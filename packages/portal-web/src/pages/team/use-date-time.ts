import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** `format(iso)`: a date and time in the user's language, as the tables of the team pages show them. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
