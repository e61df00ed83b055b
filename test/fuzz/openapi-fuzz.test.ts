import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile, pdf, png } from '../support/files.js';
import type { TestServer } from '../support/harness.js';
import { ledgerOf } from '../support/money.js';
import { createAnswerChecker, operationsOf, readOpenApi, type Answer, type Operation } from '../support/openapi-contract.js';
import { hostileString } from '../support/schema-arbitrary.js';
import { signIn, startSignInServer } from '../support/sign-in.js';
import { claimsOf } from '../support/step-up.js';
import { buildWorld, type World } from './fuzz-world.js';
import { closeAgent, cut, hintsFor, reproducer, requestArbitrary, send, wireRequest, type Credentials, type FuzzRequest } from './fuzz-requests.js';

/**
 * Schema-driven fuzzing of every operation of the committed openapi.json
 * over real HTTP: valid requests and requests with one thing broken (NUL
 * and odd Unicode, wrong types, missing and extra fields, bounds, bad dates,
 * bad enums, foreign ids, missing or forged credentials). Every answer must
 * be no 5xx, of a status the operation declares, and match the schema
 * declared for that status; and no partner's successful answer may show the
 * foreign partner's private records (roles, keys, orders, files…).
 *
 * Budget: FUZZ_RUNS requests per operation (default 30) from seed FUZZ_SEED
 * (default fixed, so CI is repeatable); raise both locally to dig deeper.
 * FUZZ_COLLECT=1 records every failing answer instead of stopping at the
 * first one per operation, and prints them grouped at the end.
 * FUZZ_ONLY=<regex> fuzzes only the operationIds it matches; FUZZ_TRACE=1
 * prints every request and answer.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_612);
const COLLECT = process.env.FUZZ_COLLECT === '1';
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
const TRACE = process.env.FUZZ_TRACE === '1';

const DOCUMENT = readOpenApi(new URL('../../openapi.json', import.meta.url).pathname);
const OPERATIONS = operationsOf(DOCUMENT);

/** Operations whose requests are not JSON: each has its own property below, named here so none is skipped silently. */
const FUZZED_SEPARATELY: Record<string, string> = {
  uploadFile: 'multipart/form-data: fuzzed with generated file parts in "uploadFile (multipart)" below',
};

/** Operations that end the caller's session: each request runs in a new session of a throw-away account. */
const SESSION_PER_REQUEST = new Set(['logout', 'operatorLogout']);

/**
 * Operations that change the account itself (second factors, allow-list,
 * session rules, password, profile, re-authentication with its lockout):
 * they run on a throw-away account of their own, so they cannot lock the
 * fuzzer out of the rest.
 */
const OWN_ACCOUNT = /\/security\/|\/users\/self\/|\/auth\/password\/change$|\/auth\/reauthenticate$|\/profile\/update$/;

/** Operations that may take the fuzzer's context apart (its memberships, the money settings): fuzzed last. */
const RUN_LAST = new Set([
  'leaveWorkspace',
  'removeMember',
  'changeMemberRole',
  'operatorUpdateCurrency',
  'operatorSetFxRate',
  'operatorUpdateRechargeChannel',
  'operatorSetWithdrawalFeeRule',
]);

/** Operations that end or withdraw records: after those that read or use them, so the seeded records are still there for those. */
const ENDS_RECORDS = /^(operator)?(delete|cancel|disable|revoke|reject|fail|return|remove|decline|leave)/i;

const isOperator = (op: Operation) => op.path.startsWith('/web/v1/operator/');
const phaseOf = (op: Operation) => (RUN_LAST.has(op.operationId) ? 2 : ENDS_RECORDS.test(op.operationId) ? 1 : 0);
const fuzzedOps = OPERATIONS.filter((op) => !(op.operationId in FUZZED_SEPARATELY) && (!ONLY || ONLY.test(op.operationId))).sort(
  (a, b) => phaseOf(a) - phaseOf(b),
);

/** One seed per operation, derived from its id: adding an operation does not change what the others get. */
function seedOf(operationId: string): number {
  return (SEED ^ createHash('sha256').update(operationId).digest().readInt32BE(0)) | 0;
}

let server: TestServer;
let world: World;
const problemsOf = createAnswerChecker();
const collected = new Map<string, { count: number; example: string }>();
/** Statuses answered per operation (printed when collecting: shows whether valid requests get past the guards). */
const statuses = new Map<string, Map<number, number>>();
function countStatus(op: Operation, status: number): void {
  const counts = statuses.get(op.operationId) ?? statuses.set(op.operationId, new Map()).get(op.operationId)!;
  counts.set(status, (counts.get(status) ?? 0) + 1);
}

beforeAll(async () => {
  server = await startSignInServer({
    // Per-account limits would only turn most requests of an operation into 429s after a few runs.
    env: { RATE_LIMITS: 'password-change.account=100000/60,mfa-manage.account=100000/60,login.email=100000/60' },
  });
  world = await buildWorld(server);
  console.info(
    `openapi fuzz: ${OPERATIONS.length} operations, ${RUNS} requests each, seed ${SEED}; fuzzed separately: ${Object.entries(FUZZED_SEPARATELY)
      .map(([id, why]) => `${id} (${why})`)
      .join('; ')}`,
  );
}, 120_000);

afterAll(async () => {
  closeAgent();
  if (COLLECT) {
    const lines = [...statuses.entries()].map(([id, counts]) => `${id.padEnd(36)} ${[...counts.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
    console.info(`openapi fuzz: statuses per operation\n${lines.join('\n')}`);
  }
  if (COLLECT && collected.size > 0) {
    const lines = [...collected.entries()].map(([key, { count, example }]) => `× ${count}  ${key}\n${example}`);
    console.info(`openapi fuzz: ${collected.size} distinct problems\n\n${lines.join('\n\n')}`);
  }
  if (server) expect((await ledgerOf(server).checkInvariants()).ok).toBe(true);
  await server?.close();
});

/** The credentials one operation's requests carry, and how to get them before each request. */
async function credentialsFor(op: Operation): Promise<() => Promise<Credentials>> {
  const partnerToken = async () => (await world.ownSession()).accessToken;
  const operatorToken = async () => (await world.operatorSession()).accessToken;
  if (!op.security.has('bearer')) return async () => ({ token: undefined, otherPortalToken: await partnerToken() });
  if (SESSION_PER_REQUEST.has(op.operationId)) {
    const label = `fuzz-${op.operationId.toLowerCase()}`;
    const { account } = isOperator(op) ? await world.throwAwayOperator(label) : await world.throwAwayPartner(label);
    const otherPortalToken = isOperator(op) ? partnerToken : operatorToken;
    return async () => ({ token: (await signIn(server, account)).accessToken, otherPortalToken: await otherPortalToken() });
  }
  if (OWN_ACCOUNT.test(op.path)) {
    const label = `fuzz-${op.operationId.toLowerCase()}`;
    const actor = isOperator(op) ? await world.throwAwayOperator(label) : await world.throwAwayPartner(label);
    // A second session of the account: one the operation may name (terminate) without ending its own.
    world.harvest(claimsOf((await signIn(server, actor.account)).accessToken).sid);
    const otherPortalToken = isOperator(op) ? partnerToken : operatorToken;
    return async () => ({ token: actor.session.accessToken, otherPortalToken: await otherPortalToken() });
  }
  if (isOperator(op)) return async () => ({ token: await operatorToken(), otherPortalToken: await partnerToken() });
  return async () => ({ token: await partnerToken(), otherPortalToken: await operatorToken() });
}

/** A partner's successful answer never names the foreign partner's private records, whatever ids the request named. */
function leaksIn(op: Operation, answer: Answer): string[] {
  if (isOperator(op) || answer.status >= 300) return [];
  return world.foreignRecordsIn(answer.text).map((id) => `the answer shows the foreign partner's record ${id}`);
}

/** Fails (or, collecting, records) when the answer departs from the document. */
function judge(op: Operation, problems: string[], report: () => string): void {
  if (problems.length === 0) return;
  if (!COLLECT) throw new Error(report());
  // Grouped by operation and the problem with its variable parts (quoted values, long numbers) blurred.
  const key = `${op.operationId}: ${problems.map((p) => p.replace(/"[^"]*"/g, '"…"').replace(/\d{4,}/g, 'N')).join(' | ')}`;
  const entry = collected.get(key);
  if (entry) entry.count++;
  else collected.set(key, { count: 1, example: report() });
}

const runParameters = (operationId: string): fc.Parameters<[FuzzRequest]> => ({
  numRuns: RUNS,
  seed: seedOf(operationId),
  // Shrinking replays requests: bounded, so a failure is reported in reasonable time.
  interruptAfterTimeLimit: 60_000,
});

describe('openapi fuzz', () => {
  it('fuzzes every operation of openapi.json (the JSON ones generically, the others by their own property)', () => {
    const all = OPERATIONS.map((op) => op.operationId).sort();
    const covered = [...OPERATIONS.filter((op) => !(op.operationId in FUZZED_SEPARATELY)).map((op) => op.operationId), ...Object.keys(FUZZED_SEPARATELY)].sort();
    expect(covered).toEqual(all);
    // Whatever is not JSON must be named above, with its reason.
    const notJson = OPERATIONS.filter((op) => op.body && op.body.mediaType !== 'application/json').map((op) => op.operationId);
    expect(notJson.filter((id) => !(id in FUZZED_SEPARATELY))).toEqual([]);
  });

  for (const op of fuzzedOps) {
    it(`${op.method} ${op.path} (${op.operationId})`, async () => {
      const credentials = await credentialsFor(op);
      const arbitrary = requestArbitrary(op, { hint: hintsFor(world, op) });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (req) => {
          const sent = wireRequest(op, req, await credentials());
          const answer = await send(server.url, sent);
          world.harvest(answer.text);
          countStatus(op, answer.status);
          const problems = [...problemsOf(op, answer), ...leaksIn(op, answer)];
          if (TRACE) console.info(reproducer(op, req, sent, answer, problems));
          judge(op, problems, () => reproducer(op, req, sent, answer, problems));
        }),
        runParameters(op.operationId),
      );
    }, 180_000);
  }
});

describe('openapi fuzz: uploadFile (multipart)', () => {
  const op = OPERATIONS.find((candidate) => candidate.operationId === 'uploadFile');

  it.runIf(!ONLY || ONLY.test('uploadFile'))('answers every generated upload as declared', async () => {
    expect(op, 'openapi.json declares uploadFile').toBeDefined();
    const part = fc.record({
      bytes: fc.oneof(fc.constant(png(3)), fc.constant(pdf('fuzz')), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.alloc(0))),
      type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'application/octet-stream', 'image/svg+xml'),
      name: fc.oneof(fc.constantFrom('proof.png', 'proof.pdf', '../../etc/passwd', 'a'.repeat(300)), hostileString()),
      field: fc.constantFrom('file', 'file', 'file', 'other'),
    });
    const upload = fc.record({
      parts: fc.array(part, { minLength: 0, maxLength: 2 }),
      workspace: fc.constantFrom(world.own.account.workspaceBizId, world.own.account.workspaceBizId, world.foreign.account.workspaceBizId, 'ws_nope'),
      signedIn: fc.constantFrom(true, true, true, false),
    });
    await fc.assert(
      fc.asyncProperty(upload, async ({ parts, workspace, signedIn }) => {
        const token = signedIn ? (await world.ownSession()).accessToken : undefined;
        const res = await uploadFile(server, token, workspace, parts.map((p) => ({ ...p, bytes: Buffer.from(p.bytes) })));
        const answer: Answer = { status: res.status, headers: res.headers, text: res.text };
        world.harvest(answer.text);
        countStatus(op!, answer.status);
        const problems = problemsOf(op!, answer);
        const describe = () =>
          [
            `uploadFile: ${problems.join(' | ')}`,
            `  request: POST /web/v1/partner/files/upload (multipart), X-Workspace-Id ${workspace}, ${token ? 'signed in' : 'no token'}`,
            `  parts:   ${JSON.stringify(parts.map((p) => ({ field: p.field, name: p.name, type: p.type, bytes: p.bytes.length })))}`,
            `  answer:  ${answer.status} ${cut(answer.text, 600)}`,
          ].join('\n');
        judge(op!, problems, describe);
      }),
      { numRuns: RUNS, seed: seedOf('uploadFile'), interruptAfterTimeLimit: 60_000 },
    );
  }, 180_000);
});
