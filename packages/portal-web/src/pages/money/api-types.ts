import type { paths } from '@partner-portal/client';

/** The query parameters a GET path takes: `ListQuery<'/web/v1/partner/recharges'>`. */
export type ListQuery<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;
