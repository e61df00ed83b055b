import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.js';
import { startSmtp, type SmtpStandIn } from './smtp.js';
import { CHROMIUM, findSystemTool } from './system-tools.js';

/**
 * End-to-end runs of the portal web app: the real server (PGlite by default, PostgreSQL with DATABASE_URL)
 * serving the app built by test/support/portal-web-setup.ts, mail through an SMTP stand-in, and Debian's
 * Chromium driven by playwright-core. Without a Chromium the files using it skip (fail in CI): see
 * test/support/system-tools.ts. Screenshots go to artifacts/screenshots/ (not committed), CI's artefact.
 */
export const chromiumPath = findSystemTool(CHROMIUM);

// A browser test walks several pages, each loading chunks and calling the API: a minute or two on a busy
// two-core machine. Every file importing this harness gets the longer timeout.
vi.setConfig({ testTimeout: 120_000 });

const SCREENSHOTS = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface PortalE2e {
  server: TestServer;
  smtp: SmtpStandIn;
  browser: Browser;
  /** A new browser context — another person, with storage of their own — and a page in it. */
  newPage(): Promise<E2ePage>;
  close(): Promise<void>;
}

export interface E2ePage {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught exceptions and answers ≥ 400 (`404 GET /path`) of the page so far. */
  errors: string[];
}

export async function startPortalE2e(options: TestServerOptions = {}): Promise<PortalE2e> {
  const smtp = await startSmtp();
  const server = await startTestServer({ ...options, env: { SMTP_URL: smtp.url, ...options.env } });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    server,
    smtp,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      // A step that cannot happen fails naming itself, well before the test's own timeout.
      page.setDefaultTimeout(20_000);
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium's line for a failed answer names no URL: the 'response' listener records it with one.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      return { context, page, errors };
    },
    async close() {
      await browser.close();
      await server.close();
      await smtp.close();
    },
  };
}

/** The newest sign-in code mailed to `email` after the first `after` mails of the stand-in. */
export async function mailedSignInCode(smtp: SmtpStandIn, email: string, after: number): Promise<string> {
  const mail = await smtp.waitFor(email, /sign-in code is \d{6}/, after);
  return /sign-in code is (\d{6})/.exec(mail.raw)![1]!;
}

/**
 * Signs in through the app's own pages as a person does: e-mail and password, then the code the server
 * mailed (sent as soon as the second step shows). Ends on the page the app lands on after sign-in.
 */
export async function signInThroughUi(e2e: PortalE2e, page: Page, account: { email: string; password: string }, signInPath = '/sign-in'): Promise<void> {
  await page.goto(signInPath);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  const mailsBefore = e2e.smtp.mails.length;
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = await mailedSignInCode(e2e.smtp, account.email, mailsBefore);
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

declare const localStorage: { getItem(key: string): string | null };

/** The access token the app keeps for the partner portal (the SDK's record in localStorage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const record = await page.evaluate(() => localStorage.getItem('partner-portal.session'));
  return (JSON.parse(record!) as { accessToken: string }).accessToken;
}

/**
 * Answers the step-up prompt (password, then the e-mailed confirmation code) that an action refused with
 * AUTH.REAUTHENTICATION_REQUIRED brought up; the action then runs again. Waits for the prompt to close.
 */
export async function passStepUpPrompt(e2e: PortalE2e, page: Page, account: { email: string; password: string }): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
  await prompt.getByLabel(/^Password/).fill(account.password);
  const mailsBefore = e2e.smtp.mails.length;
  await prompt.getByRole('button', { name: 'Send the code' }).click();
  const mail = await e2e.smtp.waitFor(account.email, /confirmation code is \d{6}/, mailsBefore);
  await prompt.getByLabel(/^Code from the e-mail/).fill(/confirmation code is (\d{6})/.exec(mail.raw)![1]!);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await prompt.waitFor({ state: 'hidden' });
}

/** axe-core's violations of the impacts that block a user (serious, critical) on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  // Evaluated through DevTools, which the page's Content-Security-Policy does not govern (an injected
  // <script> would be refused, as it should be).
  await settled(page);
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact!, nodes: violation.nodes.map((node) => JSON.stringify(node.target)) }));
  });
}

/**
 * Waits until no CSS transition or finite animation runs: a dialog still fading in has its text at part opacity,
 * which axe-core measures as too little contrast.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    type Running = { playState: string; effect: { getComputedTiming(): { iterations: number } } | null };
    const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } };
    // A spinner turns for ever; only what ends (a fade, a slide) is waited for.
    return document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
  });
}

/** Fails with the list of violations when axe-core finds a serious or critical one. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Writes a full-page screenshot as artifacts/screenshots/<name>.png (CI keeps the folder as an artefact). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
