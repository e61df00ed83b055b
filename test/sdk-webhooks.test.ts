import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../packages/client/src/index.js';
import { newWebhookSecret, signWebhook } from '../src/modules/webhooks/webhooks.signing.js';

/** The SDK's verifier against the server's signer and against the reference `standardwebhooks` package, both ways. */

const body = JSON.stringify({ type: 'recharge.completed', version: 1, timestamp: '2026-01-01T00:00:00.000Z', workspaceId: 'ws_1', data: { rechargeId: 'rcg_1' } });
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('verifyWebhook (SDK)', () => {
  it('accepts what the server signs, and agrees with the standardwebhooks package', async () => {
    const secret = newWebhookSecret();
    const headers = signWebhook(secret, 'msg_1', nowSeconds(), body);
    expect(await verifyWebhook(secret, headers, body)).toEqual(JSON.parse(body));
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    // And the reference signer's output passes ours.
    const at = nowSeconds();
    const reference = new Webhook(secret).sign('msg_2', new Date(at * 1000), body);
    expect(reference).toBe(signWebhook(secret, 'msg_2', at, body)['webhook-signature']);
    const fetchHeaders = new Headers({ 'Webhook-Id': 'msg_2', 'Webhook-Timestamp': String(at), 'Webhook-Signature': reference });
    expect(await verifyWebhook(secret, fetchHeaders, body)).toEqual(JSON.parse(body));
  });

  it('refuses a changed body, another secret, another id and a missing header', async () => {
    const secret = newWebhookSecret();
    const headers = signWebhook(secret, 'msg_1', nowSeconds(), body);
    await expect(verifyWebhook(secret, headers, body.replace('rcg_1', 'rcg_2'))).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(verifyWebhook(newWebhookSecret(), headers, body)).rejects.toThrow(/no valid signature/);
    await expect(verifyWebhook(secret, { ...headers, 'webhook-id': 'msg_9' }, body)).rejects.toThrow(/no valid signature/);
    const { 'webhook-signature': _dropped, ...unsigned } = headers;
    await expect(verifyWebhook(secret, unsigned, body)).rejects.toThrow(/missing webhook-signature/);
    await expect(verifyWebhook(secret, { ...headers, 'webhook-signature': 'v1,not base64!' }, body)).rejects.toThrow(/no valid signature/);
  });

  it('refuses a replayed old message and one from the future beyond the tolerance', async () => {
    const secret = newWebhookSecret();
    const old = signWebhook(secret, 'msg_1', nowSeconds() - 301, body);
    await expect(verifyWebhook(secret, old, body)).rejects.toThrow(/too far from now/);
    const future = signWebhook(secret, 'msg_1', nowSeconds() + 301, body);
    await expect(verifyWebhook(secret, future, body)).rejects.toThrow(/too far from now/);
    expect(await verifyWebhook(secret, old, body, { toleranceSeconds: 600 })).toBeTruthy();
  });

  it('accepts one valid signature among several (a rotation in flight)', async () => {
    const secret = newWebhookSecret();
    const headers = signWebhook(secret, 'msg_1', nowSeconds(), body);
    const other = signWebhook(newWebhookSecret(), 'msg_1', nowSeconds(), body)['webhook-signature'];
    expect(await verifyWebhook(secret, { ...headers, 'webhook-signature': `${other} v2,abc ${headers['webhook-signature']}` }, body)).toBeTruthy();
  });
});
