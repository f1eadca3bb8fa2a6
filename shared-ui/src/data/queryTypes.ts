import type { ApiError } from '@portal/shared-sdk';

/**
 * What a query says about itself to its area's query client (`meta` of the query options).
 * `localized`: the provider localizes this answer (names, titles, descriptions by
 * Accept-Language), so the client refetches it when the locale changes.
 */
export type PortalQueryMeta = {
  localized?: boolean;
};

// Registered once for every package that uses TanStack Query (each imports shared-ui): a query's
// or mutation's error is the SDK's ApiError (every provider call fails with one), and `meta` is
// typed. Type-only: nothing of this reaches a bundle.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: PortalQueryMeta;
  }
}

/** The meta of a query whose answer the provider localizes: refetched on a locale change. */
export const LOCALIZED_QUERY: PortalQueryMeta = { localized: true };
