import { dataOf, type OperationData } from '@partner-portal/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalClient } from '../../api/portal-context';
import { securityKeys } from '../../account/security-keys';

export type MfaEntry = OperationData<'GET /web/v1/partner/security/mfa'>[number];
export type OtpSetup = OperationData<'POST /web/v1/partner/security/mfa/otp/setup'>;
export type ActiveSession = OperationData<'GET /web/v1/partner/security/sessions'>[number];
export type LoginHistoryEntry = OperationData<'GET /web/v1/partner/security/sessions/history'>['items'][number];

export const HISTORY_PAGE_SIZE = 20;

export function useMfaMethods() {
  const client = usePortalClient();
  return useQuery({
    queryKey: securityKeys.mfa,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/security/mfa', { signal })),
  });
}

export function useBackupCodeSummary() {
  const client = usePortalClient();
  return useQuery({
    queryKey: securityKeys.backupCodes,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/security/mfa/backup-codes', { signal })),
  });
}

export function useSessions() {
  const client = usePortalClient();
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/security/sessions', { signal })),
  });
}

export function useSessionConfig() {
  const client = usePortalClient();
  return useQuery({
    queryKey: securityKeys.sessionConfig,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/security/sessions/config', { signal })),
  });
}

export function useLoginHistory(page: number) {
  const client = usePortalClient();
  return useQuery({
    queryKey: securityKeys.loginHistory(page),
    queryFn: ({ signal }) =>
      dataOf(client.api.GET('/web/v1/partner/security/sessions/history', { params: { query: { page, size: HISTORY_PAGE_SIZE } }, signal })),
    placeholderData: (previous) => previous,
  });
}

export function useIpAllowList() {
  const client = usePortalClient();
  return useQuery({
    queryKey: securityKeys.ipAllowList,
    queryFn: ({ signal }) => dataOf(client.api.GET('/web/v1/partner/security/ip-whitelist', { signal })),
  });
}

/** The security changes; each puts the API's answer in the cache or refetches what it changed. */
export function useSecurityActions() {
  const client = usePortalClient();
  const queries = useQueryClient();
  const setMfa = (methods: MfaEntry[]) => queries.setQueryData(securityKeys.mfa, methods);
  const setAllowList = (list: OperationData<'GET /web/v1/partner/security/ip-whitelist'>) => queries.setQueryData(securityKeys.ipAllowList, list);
  return {
    otpSetup: useMutation({ mutationFn: () => dataOf(client.api.POST('/web/v1/partner/security/mfa/otp/setup')) }),
    otpVerify: useMutation({
      mutationFn: (code: string) => dataOf(client.api.POST('/web/v1/partner/security/mfa/otp/verify', { body: { code } })),
      onSuccess: setMfa,
    }),
    otpRevoke: useMutation({
      mutationFn: (code: string) => dataOf(client.api.POST('/web/v1/partner/security/mfa/otp/revoke', { body: { code } })),
      onSuccess: setMfa,
    }),
    generateBackupCodes: useMutation({
      mutationFn: () => dataOf(client.api.POST('/web/v1/partner/security/mfa/backup-codes/generate')),
      onSuccess: () => queries.invalidateQueries({ queryKey: securityKeys.backupCodes }).then(() => queries.invalidateQueries({ queryKey: securityKeys.mfa })),
    }),
    terminate: useMutation({
      mutationFn: (sessionId: string) => dataOf(client.api.POST('/web/v1/partner/security/sessions/terminate', { body: { sessionId } })),
      onSuccess: () => queries.invalidateQueries({ queryKey: securityKeys.sessions }),
    }),
    terminateOthers: useMutation({
      mutationFn: () => dataOf(client.api.POST('/web/v1/partner/security/sessions/terminate-all')),
      onSuccess: () => queries.invalidateQueries({ queryKey: securityKeys.sessions }),
    }),
    setMaxSessions: useMutation({
      mutationFn: (maxConcurrentSessions: number) =>
        dataOf(client.api.POST('/web/v1/partner/security/sessions/config', { body: { maxConcurrentSessions } })),
      onSuccess: (config) => queries.setQueryData(securityKeys.sessionConfig, config),
    }),
    saveAllowList: useMutation({
      mutationFn: (ips: string[]) => dataOf(client.api.POST('/web/v1/partner/security/ip-whitelist', { body: { ips } })),
      onSuccess: setAllowList,
    }),
    enableAllowList: useMutation({
      mutationFn: () => dataOf(client.api.POST('/web/v1/partner/security/ip-whitelist/enable')),
      onSuccess: setAllowList,
    }),
    disableAllowList: useMutation({
      mutationFn: () => dataOf(client.api.POST('/web/v1/partner/security/ip-whitelist/disable')),
      onSuccess: setAllowList,
    }),
  };
}

/** The address the current session signed in from: the best the API tells of the caller's address. */
export function useCurrentAddress(): string | null {
  const sessions = useSessions();
  return sessions.data?.find((session) => session.isCurrent)?.clientIp ?? null;
}
