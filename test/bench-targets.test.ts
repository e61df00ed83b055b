import { describe, expect, it } from 'vitest';
import { evaluateTargets, judge, type MeasuredRow, type RunFacts } from '../bench/targets.js';

const facts: RunFacts = { cpus: 2, argon2HashCpuMicros: 20_000 };

function row(scenario: string, fields: Partial<MeasuredRow> = {}): MeasuredRow {
  return { engine: 'postgres', scenario, reqPerSec: 1_000, p99: 10, errors: 0, serverCpuMicros: 300, comparedWith: null, ...fields };
}
const compared = (value: number, errors = 0): MeasuredRow['comparedWith'] => ({ errors, ratio: { value } });

describe('the bench target table', () => {
  it('meets an "at least" target at and above it, an "at most" target at and below it', () => {
    expect([judge(0.35, 0.35, 'at least', 0), judge(0.36, 0.35, 'at least', 0), judge(0.34, 0.35, 'at least', 0)]).toEqual([true, true, false]);
    expect([judge(1.3, 1.3, 'at most', 0), judge(1.2, 1.3, 'at most', 0), judge(1.31, 1.3, 'at most', 0)]).toEqual([true, true, false]);
  });

  it('does not count a target met when a request failed, and says nothing of a value it could not measure', () => {
    expect(judge(2, 0.35, 'at least', 1)).toBe(false);
    expect(judge(null, 0.35, 'at least', 0)).toBeNull();
  });

  it('reads each row from its scenario: ratios, refreshes per vCPU, login CPU per argon2id hash, the mail p99', () => {
    const results = evaluateTargets(
      [
        row('GET profile', { comparedWith: compared(0.2) }),
        row('POST auth/token/refresh', { reqPerSec: 1_250 }),
        row('full login', { serverCpuMicros: 25_000 }),
        row('secure-channel POST', { comparedWith: compared(1.1, 3) }),
        row('MFA mail delivery (idle)', { p99: 1_200 }),
      ],
      facts,
    );
    expect(results.map((r) => [r.name, r.value, r.target, r.met])).toEqual([
      ['GET profile / bare', 0.2, '≥ 0.35 ×', false],
      ['POST token/refresh', 1_250, '≥ 1200 req/s', true],
      ['full login CPU / one argon2id hash CPU', 1.25, '≤ 1.15 ×', false],
      // The reference run had failures: a ratio under the target is still not a met target.
      ['secure-channel p50 / plaintext p50', 1.1, '≤ 1.3 ×', false],
      ['MFA mail p99', 1_200, '≤ 1000 ms', false],
    ]);
    expect(results.every((r) => r.engine === 'postgres' && r.serverCpuMicros !== null)).toBe(true);
  });

  it('leaves a ratio unmeasured without its comparison, and the login ratio without a hash measurement', () => {
    const results = evaluateTargets([row('GET api-keys'), row('full login')], { cpus: 2, argon2HashCpuMicros: null });
    expect(results.map((r) => [r.name, r.value, r.met])).toEqual([
      ['GET api-keys (page of 50) / bare', null, null],
      ['full login CPU / one argon2id hash CPU', null, null],
    ]);
  });

  it('answers per engine, in the table order, for the scenarios each engine ran', () => {
    const results = evaluateTargets([row('GET profile', { comparedWith: compared(0.4) }), row('GET profile', { engine: 'pglite', comparedWith: compared(0.1) })], facts);
    expect(results.map((r) => [r.engine, r.met])).toEqual([
      ['postgres', true],
      ['pglite', false],
    ]);
  });
});
