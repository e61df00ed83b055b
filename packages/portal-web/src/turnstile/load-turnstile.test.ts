import { afterEach, describe, expect, it } from 'vitest';
import { forgetTurnstileLoad, loadTurnstile, TURNSTILE_SCRIPT_URL, turnstileLanguage, type ScriptHost, type TurnstileApi } from './load-turnstile';

const api: TurnstileApi = { render: () => 'w1', reset: () => undefined, remove: () => undefined };

/** A page whose script loads, fails or never answers, as the test says; timers run when told. */
function fakeHost() {
  const scripts: Array<{ src: string; load: () => void; fail: () => void; removed: boolean }> = [];
  const timers: Array<() => void> = [];
  let defined: TurnstileApi | undefined;
  const host: ScriptHost = {
    turnstile: () => defined,
    appendScript(src, onLoad, onError) {
      const script = { src, load: onLoad, fail: onError, removed: false };
      scripts.push(script);
      return () => (script.removed = true);
    },
    setTimeout: (run) => timers.push(run),
  };
  return { host, scripts, timers, define: (value: TurnstileApi) => (defined = value) };
}

afterEach(forgetTurnstileLoad);

describe('loadTurnstile', () => {
  it('adds the explicit-render script once, however many widgets wait for it', async () => {
    const page = fakeHost();
    const first = loadTurnstile(page.host);
    const second = loadTurnstile(page.host);
    expect(page.scripts.map((script) => script.src)).toEqual([TURNSTILE_SCRIPT_URL]);
    page.define(api);
    page.scripts[0]!.load();
    expect(await first).toBe(api);
    expect(await second).toBe(api);
    expect(await loadTurnstile(page.host)).toBe(api);
    expect(page.scripts).toHaveLength(1);
  });

  it('fails when the script cannot load, and a later try loads anew', async () => {
    const page = fakeHost();
    const failed = loadTurnstile(page.host);
    page.scripts[0]!.fail();
    await expect(failed).rejects.toThrow('did not load');
    expect(page.scripts[0]!.removed).toBe(true);
    const again = loadTurnstile(page.host);
    expect(page.scripts).toHaveLength(2);
    page.define(api);
    page.scripts[1]!.load();
    expect(await again).toBe(api);
  });

  it('gives up after the timeout instead of hanging (a stalled network)', async () => {
    const page = fakeHost();
    const stalled = loadTurnstile(page.host, 1000);
    page.timers[0]!();
    await expect(stalled).rejects.toThrow('within 1000 ms');
    // A late load after the timeout changes nothing.
    page.define(api);
    page.scripts[0]!.load();
  });

  it('fails when the script ran but defined no window.turnstile', async () => {
    const page = fakeHost();
    const loaded = loadTurnstile(page.host);
    page.scripts[0]!.load();
    await expect(loaded).rejects.toThrow('no window.turnstile');
  });
});

describe('turnstileLanguage', () => {
  it("names Chinese as Turnstile does, other languages as they are", () => {
    expect(turnstileLanguage('zh')).toBe('zh-cn');
    expect(turnstileLanguage('zh-Hant')).toBe('zh-tw');
    expect(turnstileLanguage('ja')).toBe('ja');
  });
});
