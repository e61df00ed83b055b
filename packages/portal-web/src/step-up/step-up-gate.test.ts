import { createPortalClient, PortalApiError, type PortalClient } from '@partner-portal/client';
import { afterEach, describe, expect, it } from 'vitest';
import { StepUpGate, withStepUp } from './step-up-gate';

const REFUSAL = { code: 'AUTH.REAUTHENTICATION_REQUIRED', message: 'Confirm again', data: null };

/** A client whose fetch answers from a script; records every request's method and path. */
function clientAnswering(answers: Array<{ status: number; body: unknown }>) {
  const seen: string[] = [];
  const client = createPortalClient({
    baseUrl: 'http://portal.test',
    portalAccessCode: 'code',
    encrypt: false,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, seen };
}

const made: PortalClient[] = [];
afterEach(() => made.splice(0).forEach((client) => client.dispose()));

function guardedClient(answers: Array<{ status: number; body: unknown }>, gate: StepUpGate) {
  const { client, seen } = clientAnswering(answers);
  made.push(client);
  return { client: withStepUp(client, gate), seen };
}

const disable = (client: PortalClient) => client.api.POST('/web/v1/partner/api-keys/disable', { body: { apiKeyId: 'key_1' } });
const ok = { status: 200, body: { code: '2000', message: 'OK', data: { apiKeyId: 'key_1' } } };

describe('withStepUp', () => {
  it('asks the gate on AUTH.REAUTHENTICATION_REQUIRED and makes the call once more after a confirmation', async () => {
    const gate = new StepUpGate();
    const stop = gate.subscribe((asking) => {
      if (asking) queueMicrotask(() => gate.settle(true));
    });
    const { client, seen } = guardedClient([{ status: 403, body: REFUSAL }, ok], gate);
    const { data } = await disable(client);
    expect(data.data).toEqual({ apiKeyId: 'key_1' });
    expect(seen).toEqual(['POST /web/v1/partner/api-keys/disable', 'POST /web/v1/partner/api-keys/disable']);
    stop();
  });

  it('retries only once: a second refusal reaches the page', async () => {
    const gate = new StepUpGate();
    const stop = gate.subscribe((asking) => {
      if (asking) queueMicrotask(() => gate.settle(true));
    });
    const { client, seen } = guardedClient([{ status: 403, body: REFUSAL }, { status: 403, body: REFUSAL }], gate);
    await expect(disable(client)).rejects.toMatchObject({ code: 'AUTH.REAUTHENTICATION_REQUIRED' });
    expect(seen).toHaveLength(2);
    stop();
  });

  it('gives the refusal back when the user cancels, without another call', async () => {
    const gate = new StepUpGate();
    const stop = gate.subscribe((asking) => {
      if (asking) queueMicrotask(() => gate.settle(false));
    });
    const { client, seen } = guardedClient([{ status: 403, body: REFUSAL }], gate);
    const error: unknown = await disable(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortalApiError);
    expect((error as PortalApiError).code).toBe('AUTH.REAUTHENTICATION_REQUIRED');
    expect(seen).toHaveLength(1);
    stop();
  });

  it('fails at once when no prompt is on screen', async () => {
    const { client, seen } = guardedClient([{ status: 403, body: REFUSAL }], new StepUpGate());
    await expect(disable(client)).rejects.toMatchObject({ code: 'AUTH.REAUTHENTICATION_REQUIRED' });
    expect(seen).toHaveLength(1);
  });

  it('leaves other refusals alone', async () => {
    const gate = new StepUpGate();
    let asked = 0;
    const stop = gate.subscribe((asking) => {
      if (asking) asked += 1;
    });
    const { client } = guardedClient([{ status: 404, body: { code: 'RESOURCE.NOT_FOUND', message: 'gone', data: null } }], gate);
    await expect(disable(client)).rejects.toMatchObject({ code: 'RESOURCE.NOT_FOUND' });
    expect(asked).toBe(0);
    stop();
  });
});

describe('StepUpGate', () => {
  it('shows one prompt for actions refused together and answers them all', async () => {
    const gate = new StepUpGate();
    const shown: boolean[] = [];
    const stop = gate.subscribe((asking) => shown.push(asking));
    const first = gate.confirm();
    const second = gate.confirm();
    expect(gate.asking).toBe(true);
    gate.settle(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(shown).toEqual([true, false]);
    expect(gate.asking).toBe(false);
    stop();
  });

  it('answers no when the prompt goes away while asking', async () => {
    const gate = new StepUpGate();
    const stop = gate.subscribe(() => undefined);
    const answer = gate.confirm();
    stop();
    await expect(answer).resolves.toBe(false);
  });
});
