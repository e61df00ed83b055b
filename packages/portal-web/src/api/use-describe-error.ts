import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, type ErrorDescription } from './error-message';

/** describeError in the current language. */
export function useDescribeError(): (error: unknown, formFields?: readonly string[], ruleFields?: readonly string[]) => ErrorDescription {
  const { t } = useTranslation();
  return useCallback((error, formFields, ruleFields) => describeError(error, (key, values) => t(key, values ?? {}), formFields, ruleFields), [t]);
}
