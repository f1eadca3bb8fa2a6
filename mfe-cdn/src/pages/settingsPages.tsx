import { useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { LoadingState } from '@portal/shared-ui';
import { prefetchDnsRecords, usePrefetchDnsRecords } from './DnsPage/usePrefetchDnsRecords';

/** A section page whose code is loaded when first opened; `preload()` fetches it ahead (e.g. on hover). */
export type LazySection = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A domain's DNS, HTTPS, caching and acceleration pages (and its reports), each loaded when first
 * opened, so the domain list (and the dashboard's CDN card) do not carry their code. The page shows
 * the moment its code is there: no Suspense boundary, because React holds a boundary's content back
 * for 300 ms after its fallback showed. `useData` starts the page's first query while its code
 * loads, instead of after.
 */
export function lazyPage(load: () => Promise<ComponentType>, useData?: () => void): LazySection {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined; // a failed chunk is fetched again by the next visit
        throw error;
      },
    ));

  function LazyPage() {
    useData?.();
    const [state, setState] = useState<{ page?: ComponentType; error?: unknown }>(() => ({ page: loaded }));
    if (state.error !== undefined) throw state.error; // the area's error boundary, as a failed lazy() would
    const Page = state.page ?? loaded;
    if (Page) return <Page />;
    void preload().then(
      (page) => setState({ page }),
      (error: unknown) => setState({ error: error ?? new Error('the page could not be loaded') }),
    );
    return <LoadingState />;
  }
  return Object.assign(LazyPage, { preload });
}

export const DnsSection = lazyPage(
  async () => (await import('./DnsPage/DnsPage')).DnsPage,
  usePrefetchDnsRecords,
);

/** Warms a section before it is opened (its link hovered or focused): its code and its first data. */
export type SectionPreload = (queryClient: QueryClient, domainId: number) => void;

/** The DNS page's code and its first page of records (the link opens it without a search). */
export const preloadDnsSection: SectionPreload = (queryClient, domainId) => {
  DnsSection.preload().catch(() => undefined); // a failed chunk is fetched again when the page opens
  prefetchDnsRecords(queryClient, domainId);
};
export const HttpsSection = lazyPage(async () => (await import('./HttpsPage/HttpsPage')).HttpsPage);
export const CachingSection = lazyPage(async () => (await import('./CachingPage/CachingPage')).CachingPage);
export const AccelerationSection = lazyPage(
  async () => (await import('./AccelerationPage/AccelerationPage')).AccelerationPage,
);
