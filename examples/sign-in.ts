/**
 * Signs in with the TypeScript client, as a front end does, then reads the profile and the current
 * workspace, refreshes the tokens and logs out.
 *
 *   npm start                       # prints the demo account; sign-in codes go to the server log
 *   PORTAL_EMAIL=… PORTAL_PASSWORD=… npx tsx examples/sign-in.ts
 *
 * Environment: PORTAL_URL (default http://127.0.0.1:8080), PORTAL_ACCESS_CODE (default
 * dev-portal-access-code), PORTAL_EMAIL, PORTAL_PASSWORD, PORTAL_CODE (else asked for on the terminal),
 * PORTAL_LOCALE (en, zh, zh-Hant, ja, vi).
 */
import { createInterface } from 'node:readline/promises';
import {
  completeLogin,
  createPortalClient,
  dataOf,
  initiateLogin,
  logout,
  PortalApiError,
  sendMfaCode,
} from '@partner-portal/client';

const env = process.env;
const email = env.PORTAL_EMAIL;
const password = env.PORTAL_PASSWORD;
if (!email || !password) {
  console.error('Set PORTAL_EMAIL and PORTAL_PASSWORD (npm start prints the demo account).');
  process.exit(2);
}

const portal = createPortalClient({
  baseUrl: env.PORTAL_URL ?? 'http://127.0.0.1:8080',
  portalAccessCode: env.PORTAL_ACCESS_CODE ?? 'dev-portal-access-code',
  locale: env.PORTAL_LOCALE ?? 'en',
  // Bodies travel through the secure channel where the server requires it (encrypt: 'auto', the default).
  onSignedOut: (error) => console.error(`signed out${error ? `: ${error.code}` : ''}`),
});

async function askForCode(destination: string): Promise<string> {
  if (env.PORTAL_CODE) return env.PORTAL_CODE;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await terminal.question(`Code sent to ${destination} (the server log shows it without SMTP): `)).trim();
  } finally {
    terminal.close();
  }
}

try {
  const challenge = await initiateLogin(portal, { email, password });
  if (challenge.pendingApproval) console.log('The account is pending approval: completing will be refused.');
  const sent = await sendMfaCode(portal, { sessionId: challenge.sessionId });
  const code = await askForCode(sent.destination);
  await completeLogin(portal, { sessionId: challenge.sessionId, code });
  console.log('signed in; secure channel session', await portal.secureChannel.sessionId());

  const profile = await dataOf(portal.api.GET('/web/v1/partner/profile'));
  console.log(`profile: ${profile.accountName} <${profile.accountEmail}>`);

  const workspaces = await dataOf(portal.api.GET('/web/v1/partner/workspaces/current'));
  await portal.selectWorkspace(workspaces.bizId);
  console.log(`workspace: ${workspaces.workspaceName} (${workspaces.bizId}), sent as X-Workspace-Id from now on`);

  await portal.refresh();
  console.log('tokens rotated');

  await logout(portal); // also closes the secure channel
  console.log('logged out');
} catch (error) {
  if (error instanceof PortalApiError) {
    console.error(`${error.status} ${error.code}: ${error.message} (request ${error.requestId})`);
    process.exit(1);
  }
  throw error;
}
