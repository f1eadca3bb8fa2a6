import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '@portal/shared-ui';

/**
 * A domain's DNS, HTTPS, caching and acceleration pages, each loaded when first opened, so the
 * domain list (and the dashboard's CDN card) do not carry their code.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  };
}

export const DnsSection = lazyPage(async () => (await import('./DnsPage/DnsPage')).DnsPage);
export const HttpsSection = lazyPage(async () => (await import('./HttpsPage/HttpsPage')).HttpsPage);
export const CachingSection = lazyPage(async () => (await import('./CachingPage/CachingPage')).CachingPage);
export const AccelerationSection = lazyPage(
  async () => (await import('./AccelerationPage/AccelerationPage')).AccelerationPage,
);
