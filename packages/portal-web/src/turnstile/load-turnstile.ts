/**
 * Cloudflare Turnstile's script, loaded on demand (no inline script: the CSP allows this origin's script and
 * frame only) and rendered explicitly by TurnstileWidget. One load per page; a failed or stalled load is
 * forgotten, so "try again" loads anew.
 */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** How long the script may take before the page says it cannot load (offline, blocked). */
export const TURNSTILE_LOAD_TIMEOUT_MS = 15_000;

export interface TurnstileRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  language?: string;
}

/** The part of `window.turnstile` the widget uses. */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

/** What loading needs of the page: injectable, so the logic is tested without a browser. */
export interface ScriptHost {
  turnstile(): TurnstileApi | undefined;
  /** Appends a script element with `src`; calls back once it loaded or failed. Answers its removal. */
  appendScript(src: string, onLoad: () => void, onError: () => void): () => void;
  setTimeout(run: () => void, ms: number): unknown;
}

const browserHost = (): ScriptHost => ({
  turnstile: () => (window as unknown as { turnstile?: TurnstileApi }).turnstile,
  appendScript(src, onLoad, onError) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = onLoad;
    script.onerror = onError;
    document.head.append(script);
    return () => script.remove();
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
});

let loading: Promise<TurnstileApi> | undefined;

/** Turnstile's API once its script ran; rejects when it cannot load within the timeout. */
export function loadTurnstile(host: ScriptHost = browserHost(), timeoutMs = TURNSTILE_LOAD_TIMEOUT_MS): Promise<TurnstileApi> {
  const ready = host.turnstile();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      loading = undefined;
      removeScript();
      reject(new Error(reason));
    };
    const removeScript = host.appendScript(
      TURNSTILE_SCRIPT_URL,
      () => {
        const api = host.turnstile();
        if (!api) return fail('the Turnstile script defined no window.turnstile');
        settled = true;
        resolve(api);
      },
      () => fail('the Turnstile script did not load'),
    );
    host.setTimeout(() => fail(`the Turnstile script did not load within ${timeoutMs} ms`), timeoutMs);
  });
  return loading;
}

/** Forgets a load in progress (tests). */
export function forgetTurnstileLoad(): void {
  loading = undefined;
}

/** Turnstile's language code for the app's (its own list: zh-cn, zh-tw…). */
export function turnstileLanguage(language: string): string {
  if (language === 'zh') return 'zh-cn';
  if (language === 'zh-Hant') return 'zh-tw';
  return language;
}
