import { dataOf } from '@partner-portal/client';
import { useMutation } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';
import type { TurnstileState } from '../../turnstile/TurnstileWidget';

/** register/start with the check's token: mails a code (a new registration each time; "resend" is starting again). */
export function useStartRegistration(turnstile: TurnstileState, onStarted: (registrationId: string, email: string) => void) {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (input: { email: string; turnstileToken: string }) => {
      const started = await dataOf(client.api.POST('/web/v1/partner/auth/register/start', { body: input }));
      return { ...started, email: input.email };
    },
    onSuccess: (started) => onStarted(started.registrationId, started.email),
    // A token counts once, accepted or not.
    onSettled: turnstile.reset,
  });
}
