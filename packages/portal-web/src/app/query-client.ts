import { isPortalApiError } from '@partner-portal/client';
import { QueryClient } from '@tanstack/react-query';

/** Retrying helps when no answer came or the server was busy; a refusal (4xx) answers the same the second time. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isPortalApiError(error)) return false;
  return error.code === 'NETWORK' || error.status === 503;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
