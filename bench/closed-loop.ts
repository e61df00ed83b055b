/**
 * A closed-loop load driver: `workers` loops, each running one task at a time
 * (start the next as soon as the last ends) until `seconds` have passed. For
 * work autocannon cannot express: service calls without HTTP (ledger) and
 * journeys of several requests (a whole login). No new task starts after the
 * deadline; the ones in flight finish and count, and the elapsed time runs to
 * the last of them, so the rate is never inflated.
 */
export interface ClosedLoopResult {
  /** Milliseconds of each task that succeeded, in completion order. */
  latencies: number[];
  /** Failed tasks by the name `classify` gives them. */
  errors: Record<string, number>;
  /** Seconds from the start to the end of the last task. */
  elapsed: number;
}

export async function closedLoop(
  workers: number,
  seconds: number,
  task: () => Promise<unknown>,
  classify: (error: unknown) => string = (error) => (error instanceof Error ? error.message : String(error)),
): Promise<ClosedLoopResult> {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await task();
        latencies.push(performance.now() - begun);
      } catch (error) {
        const name = classify(error);
        errors[name] = (errors[name] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return { latencies, errors, elapsed: (performance.now() - started) / 1_000 };
}

/** The `p`th percentile of ascending `sorted` (nearest rank, 0 when empty). */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
