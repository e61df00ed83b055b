import { useAreaText } from '../../i18n/area-text';
import { webhooksText } from '../../i18n/locales/areas/webhooks';

/** The webhook pages' strings (`webhooks.*`), loaded with those pages rather than the shell. */
export function useWebhookText(): void {
  useAreaText('webhooks', webhooksText);
}
