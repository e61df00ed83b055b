import type { BrowserContext } from 'playwright-core';
import { PASSING_TOKEN, startTurnstile, TURNSTILE_TEST_SERVER_SECRET, type TurnstileStandIn } from './turnstile.js';

/**
 * Cloudflare Turnstile in a browser without the internet: `context.route` answers the widget's script
 * (https://challenges.cloudflare.com/turnstile/v0/api.js) with a small stand-in that defines
 * `window.turnstile.render/reset/remove` and hands the form a token — `pass` by default, which the local
 * siteverify of ./turnstile.ts accepts — so the server really verifies what the page sends.
 */
export interface TurnstileRouteOptions {
  /** The tokens the widget gives, one per render or reset, the last repeated: `['refused', 'pass']` tests a refusal. */
  tokens?: string[];
  /** The script cannot load (offline, blocked): the request fails. */
  offline?: boolean;
}

/** The stand-in's source: renders a visible "passed" box and calls back with the next token. */
export function turnstileStandInScript(tokens: string[]): string {
  return `(() => {
  const tokens = ${JSON.stringify(tokens)};
  let given = 0;
  const widgets = new Map();
  const next = () => tokens[Math.min(given++, tokens.length - 1)];
  const pass = (id) => {
    const widget = widgets.get(id);
    if (!widget) return;
    const token = next();
    widget.box.textContent = 'Security check passed (test stand-in)';
    setTimeout(() => widgets.has(id) && widget.options.callback && widget.options.callback(token), 50);
  };
  let count = 0;
  window.turnstile = {
    render(container, options) {
      const id = 'stand-in-' + ++count;
      const box = document.createElement('div');
      box.setAttribute('data-turnstile-stand-in', id);
      box.setAttribute('data-sitekey', options.sitekey);
      container.appendChild(box);
      widgets.set(id, { box, options });
      pass(id);
      return id;
    },
    reset(id) { pass(id); },
    remove(id) { const widget = widgets.get(id); if (widget) widget.box.remove(); widgets.delete(id); },
    /** Tests: the token of widget \`id\` (default the last) expires. */
    expire(id) { const key = id || 'stand-in-' + count; const widget = widgets.get(key); if (widget && widget.options['expired-callback']) widget.options['expired-callback'](); },
  };
})();`;
}

/** Answers Turnstile's script for every page of `context` with the stand-in (or fails it, `offline`). */
export async function routeTurnstileStandIn(context: BrowserContext, options: TurnstileRouteOptions = {}): Promise<void> {
  const script = turnstileStandInScript(options.tokens ?? [PASSING_TOKEN]);
  await context.route('https://challenges.cloudflare.com/**', (route) =>
    options.offline
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  );
}

/** The local siteverify and the server variables that make the server use it (a non-test secret: every token is checked). */
export async function startTurnstileVerifier(): Promise<{ verifier: TurnstileStandIn; env: Record<string, string> }> {
  const verifier = await startTurnstile();
  return { verifier, env: { TURNSTILE_VERIFY_URL: verifier.url, TURNSTILE_SECRET: TURNSTILE_TEST_SERVER_SECRET } };
}
