import { isPortalApiError, type PortalApi, type PortalClient } from '@partner-portal/client';

type Listener = (asking: boolean) => void;

/**
 * Where a refused action waits for the user to confirm who they are again (the step-up prompt). Actions refused
 * at the same time share one prompt; without a prompt on screen nobody can answer, so they fail at once.
 */
export class StepUpGate {
  private waiting: { answer: Promise<boolean>; settle: (confirmed: boolean) => void } | null = null;
  private readonly listeners = new Set<Listener>();

  /** True once the user confirmed again, false when they gave up (or no prompt is shown). */
  confirm(): Promise<boolean> {
    if (this.listeners.size === 0) return Promise.resolve(false);
    if (!this.waiting) {
      let settle: (confirmed: boolean) => void = () => undefined;
      const answer = new Promise<boolean>((resolve) => (settle = resolve));
      this.waiting = { answer, settle };
      this.listeners.forEach((listener) => listener(true));
    }
    return this.waiting.answer;
  }

  /** The prompt's answer: every waiting action goes on (retried) or fails with its refusal. */
  settle(confirmed: boolean): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    this.listeners.forEach((listener) => listener(false));
    waiting.settle(confirmed);
  }

  get asking(): boolean {
    return this.waiting !== null;
  }

  /** The prompt listens here; `asking` says whether to show itself. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.settle(false);
    };
  }
}

type AnyCall = (...args: never[]) => Promise<unknown>;

/** A call that, refused with AUTH.REAUTHENTICATION_REQUIRED, asks the gate and is made once more after a confirmation. */
function guarded<C extends AnyCall>(call: C, gate: StepUpGate): C {
  return (async (...args: Parameters<C>) => {
    try {
      return await call(...args);
    } catch (error) {
      if (!isPortalApiError(error, 'AUTH.REAUTHENTICATION_REQUIRED')) throw error;
      if (!(await gate.confirm())) throw error;
      // A new request (new request id, idempotency key and encryption), not a replay of the refused one.
      return await call(...args);
    }
  }) as C;
}

/**
 * The client every page gets: its changing calls (POST, PUT, PATCH, DELETE of `api`) pass the step-up gate, so a
 * page's mutation meets the prompt and is retried without the page knowing. Reads are never refused for a stale
 * session; the SDK's own helpers (`call`, sign-in, reauthenticate) are left as they are.
 */
export function withStepUp(client: PortalClient, gate: StepUpGate): PortalClient {
  const { api } = client;
  const guardedApi: PortalApi = {
    GET: api.GET,
    POST: guarded(api.POST, gate),
    PUT: guarded(api.PUT, gate),
    PATCH: guarded(api.PATCH, gate),
    DELETE: guarded(api.DELETE, gate),
  };
  // The client keeps its state in closures: a child object with its own `api` shares it all.
  return Object.create(client, { api: { value: guardedApi, enumerable: true } }) as PortalClient;
}
