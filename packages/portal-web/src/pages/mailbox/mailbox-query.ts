import { useQuery } from '@tanstack/react-query';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The development outbox (notes/contract-16.md): the API process serves it next to the API, outside the
 * OpenAPI document and so outside the SDK; a plain same-origin fetch reads it.
 */
async function fetchMailbox(signal: AbortSignal): Promise<DevMail[]> {
  const response = await fetch('/__portal/mailbox', { signal, headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`/__portal/mailbox answered ${response.status}`);
  const body = (await response.json()) as { messages?: DevMail[] };
  return body.messages ?? [];
}

export function useDevMailbox(enabled: boolean) {
  return useQuery({ queryKey: ['dev-mailbox'], queryFn: ({ signal }) => fetchMailbox(signal), staleTime: 0, enabled });
}
