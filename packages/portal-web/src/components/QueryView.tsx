import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../app/PageLoader';
import { ErrorAlert } from './ErrorAlert';

/**
 * A query's answer as a page shows it: a loader while it comes, the API's reason in the user's language when
 * it failed, a sentence when there is nothing to list, else the content made from the data.
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <ErrorAlert error={query.error} />;
  if (query.isPending || query.data === undefined) return <PageLoader />;
  if (isEmpty?.(query.data)) return <Text c="dimmed">{empty}</Text>;
  return <>{children(query.data)}</>;
}
