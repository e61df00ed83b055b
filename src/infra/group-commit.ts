/**
 * Group commit: callers submit one item each and await their own result;
 * items wait in process for at most `maxWaitMs` (or until `maxSize` are
 * queued), then one call of `run` handles them together — one statement, one
 * transaction, one fsync for all. `run` answers each item on its own, so one
 * item's refusal is not its batch-mates' (docs/performance.md "Ledger group
 * commit"). Hand-written: the libraries that batch (DataLoader and kin) batch
 * reads by key and fail every caller of a batch that throws.
 */

/** One item's outcome, as `run` reports it. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** `work`'s value or error as a Settled, for a `run` that handles items one by one. */
export async function settle<R>(work: () => Promise<R>): Promise<Settled<R>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}

export interface GroupCommitOptions<I, R> {
  /**
   * Longest an item waits for batch-mates, in ms. 0 waits for nothing but
   * the rest of the current event-loop turn (`setImmediate`): whatever the
   * turn's callbacks submitted goes together, no timer delay.
   */
  maxWaitMs: number;
  /** A batch is sent as soon as it holds this many items. */
  maxSize: number;
  /**
   * Handles a batch: one outcome per item, in the items' order. Throwing
   * fails every item of the batch with that error (so a batch function that
   * can tell items apart should catch and answer them one by one instead).
   */
  run(items: readonly I[]): Promise<ReadonlyArray<Settled<R>>>;
}

export interface GroupCommit<I, R> {
  submit(item: I): Promise<R>;
  /** Sends what is queued now, without waiting for the timer. */
  flush(): void;
}

interface Waiter<I, R> {
  item: I;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export function createGroupCommit<I, R>(options: GroupCommitOptions<I, R>): GroupCommit<I, R> {
  const { maxWaitMs, maxSize, run } = options;
  if (!Number.isInteger(maxSize) || maxSize < 1) throw new RangeError('maxSize must be a positive integer');
  if (!Number.isFinite(maxWaitMs) || maxWaitMs < 0) throw new RangeError('maxWaitMs must be 0 or more');
  let queue: Array<Waiter<I, R>> = [];
  let cancelTimer: (() => void) | undefined;

  async function send(batch: Array<Waiter<I, R>>): Promise<void> {
    let outcomes: ReadonlyArray<Settled<R>>;
    try {
      outcomes = await run(batch.map((w) => w.item));
      if (outcomes.length !== batch.length) throw new Error(`group commit: ${outcomes.length} outcomes for ${batch.length} items`);
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
      return;
    }
    batch.forEach((waiter, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) waiter.resolve(outcome.value);
      else waiter.reject(outcome.error);
    });
  }

  function flush(): void {
    cancelTimer?.();
    cancelTimer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    void send(batch);
  }

  function arm(): void {
    if (maxWaitMs === 0) {
      const handle = setImmediate(flush);
      cancelTimer = () => clearImmediate(handle);
    } else {
      const handle = setTimeout(flush, maxWaitMs);
      cancelTimer = () => clearTimeout(handle);
    }
  }

  return {
    submit(item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (queue.length >= maxSize) flush();
        else if (queue.length === 1) arm();
      });
    },
    flush,
  };
}
