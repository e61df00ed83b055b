/**
 * What the types promise, checked by `npx tsc -p packages/client/tsconfig.json` (npm run typecheck): each
 * `@ts-expect-error` must meet an error, so a type that stopped refusing the mistake fails the build.
 * Compiled, never run.
 */
import {
  createPortalClient,
  dataOf,
  isOperationError,
  isPortalApiError,
  type LoginChallenge,
  type MfaMethod,
  type OperationData,
  type PortalClient,
} from '../src/index.js';

declare const portal: PortalClient;
declare const failure: unknown;

export async function typedCalls(): Promise<void> {
  // Per-call options are checked: a misspelt one does not compile (openapi-fetch alone accepts any key).
  // @ts-expect-error `encypt` is not an option
  await portal.api.GET('/web/v1/partner/profile', { encypt: true });
  // @ts-expect-error encrypt is a boolean
  await portal.api.POST('/web/v1/partner/profile/update', { body: { accountName: 'A' }, encrypt: 'yes' });
  // Under exactOptionalPropertyTypes an option may still be passed as undefined.
  await portal.api.GET('/web/v1/partner/profile', { signal: undefined, encrypt: undefined, workspaceId: null });

  // Paths, parameters and bodies are the document's.
  // @ts-expect-error no such path
  await portal.api.GET('/web/v1/partner/nowhere');
  // @ts-expect-error the path parameter is required
  await portal.api.GET('/web/v1/partner/files/{bizId}/download');
  // @ts-expect-error an unknown body field
  await portal.api.POST('/web/v1/partner/transfers', { body: { amount: '1.00', toWorkspace: 'ws_1' } });

  // A call that returns succeeded: data is there, and there is no error to check.
  const result = await portal.api.GET('/web/v1/partner/profile');
  const email: string = result.data.data.accountEmail;
  // @ts-expect-error no `error` on a result
  void result.error;
  const profile = await dataOf(portal.api.GET('/web/v1/partner/profile'));
  const name: string = profile.accountName;
  const typed: OperationData<'GET /web/v1/partner/profile'> = profile;
  void [email, name, typed];

  // Uploads take the file as a Blob (or a FormData); downloads answer a Blob; 204 answers nothing.
  await portal.api.POST('/web/v1/partner/files/upload', { body: { file: new Blob(['x']) } });
  await portal.api.POST('/web/v1/partner/files/upload', { body: new FormData() });
  // @ts-expect-error a file is a Blob, not a string
  await portal.api.POST('/web/v1/partner/files/upload', { body: { file: 'x' } });
  const file: Blob = (await portal.api.GET('/web/v1/partner/files/{bizId}/download', { params: { path: { bizId: 'file_1' } } })).data;
  const text: string = (await portal.api.GET('/web/v1/partner/profile', { parseAs: 'text' })).data;
  const deleted: undefined = (await portal.api.POST('/web/v1/partner/roles/delete', { body: { roleId: 'role_1' } })).data;
  void [file, text, deleted];
}

export function signInTypes(challenge: LoginChallenge): void {
  // The schema's unions, not strings.
  const method: 'EMAIL' | 'OTP' | 'BACKUP_CODE' = challenge.mfaMethods[0]!.code;
  const methods: MfaMethod[] = ['EMAIL', 'OTP', 'BACKUP_CODE'];
  // @ts-expect-error not a second factor the server knows
  const unknown: MfaMethod = 'SMS';
  const status: 'ACTIVE' | 'DISABLED' | undefined = challenge.accountStatus?.code;
  void [method, methods, unknown, status];
}

export function errorCodes(): void {
  // @ts-expect-error a misspelt code does not compile
  if (isPortalApiError(failure, 'AUTH.INVALID_CREDENTIAL')) return;
  if (isPortalApiError(failure, 'NETWORK')) void failure.cause;
  if (isOperationError(failure, 'POST /web/v1/partner/transfers')) {
    if (failure.code === 'WALLET.INSUFFICIENT_FUNDS') return;
    // @ts-expect-error a transfer never answers this code
    if (failure.code === 'AUTH.INVALID_CREDENTIALS') return;
  }
}

export function clientOptions(): void {
  createPortalClient({ baseUrl: 'https://portal.example.com', portalAccessCode: 'code', encrypt: 'auto', locale: undefined });
  // @ts-expect-error encrypt is 'auto' or a boolean (path prefixes are gone: the server says what it requires)
  createPortalClient({ baseUrl: 'https://portal.example.com', portalAccessCode: 'code', encrypt: ['/web/v1/partner/auth'] });
}
