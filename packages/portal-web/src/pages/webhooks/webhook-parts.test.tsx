import { describe, expect, it } from 'vitest';
import { renderStatic, testI18n, textOf } from '../../testing/render-static';
import { useWebhookText } from './webhook-text';
import { DeliveryStatus, EndpointStatus, EventList } from './WebhookParts';
import type { ReactNode } from 'react';

/** The webhook pages' strings arrive with the page: a part renders inside a component that loads them, as a page does. */
function WithWebhookText({ children }: { children: ReactNode }) {
  useWebhookText();
  return <>{children}</>;
}

const render = (node: ReactNode, language = 'en') => textOf(renderStatic(<WithWebhookText>{node}</WithWebhookText>, testI18n(language)));

describe('webhook parts', () => {
  it('tells an endpoint a member disabled from one the server disabled after failures', () => {
    expect(render(<EndpointStatus endpoint={{ status: 'ENABLED', disabledReason: null }} />)).toBe('Enabled');
    expect(render(<EndpointStatus endpoint={{ status: 'DISABLED', disabledReason: 'MANUAL' }} />)).toBe('Disabled');
    expect(render(<EndpointStatus endpoint={{ status: 'DISABLED', disabledReason: 'FAILURES' }} />)).toBe('Disabled after failures');
  });

  it("names each delivery status in the user's language, never the API's code", () => {
    expect(render(<DeliveryStatus delivery={{ status: 'SUCCEEDED' }} />)).toBe('Delivered');
    expect(render(<DeliveryStatus delivery={{ status: 'FAILED' }} />, 'ja')).toBe('失敗');
    expect(render(<DeliveryStatus delivery={{ status: 'PENDING' }} />, 'zh-Hant')).toBe('等待中');
  });

  it('shows event types as the API spells them, one badge each', () => {
    const html = renderStatic(<EventList events={['recharge.completed', 'webhook.test']} />);
    expect(textOf(html)).toBe('recharge.completed webhook.test');
    expect(html.match(/monospace-label/g)).toHaveLength(2);
  });
});
