import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useParcelProps, AreaLayout, AreaNotFound, PendingSection } from '@portal/shared-ui';
import { DomainPage } from './pages/DomainPage/DomainPage';
import { DomainsPage } from './pages/DomainsPage/DomainsPage';
import { DOMAIN_SECTIONS } from './pages/DomainPage/domainSections';
import { AccelerationSection, CachingSection, DnsSection, HttpsSection } from './pages/settingsPages';

/** The domain sections that have their page (the others are still to come). */
const SECTION_PAGES: Readonly<Record<string, ReactElement>> = {
  dns: <DnsSection />,
  'https-settings': <HttpsSection />,
  caching: <CachingSection />,
  acceleration: <AccelerationSection />,
};

/** /cdn/**: the domain list, then each domain's settings and reports (SPEC §2). */
export function CdnRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      <Route path={basePath}>
        <Route element={<AreaLayout titleId="cdn.title" />}>
          <Route index element={<DomainsPage />} />
          <Route path="*" element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />} />
        </Route>
        <Route path=":domainName/:domainId" element={<DomainPage />}>
          {DOMAIN_SECTIONS.map((s) =>
            s.to ? (
              <Route key={s.to} path={s.to} element={SECTION_PAGES[s.to] ?? <PendingSection descriptionId="area.pending" titleId={s.titleId} />} />
            ) : (
              <Route key="index" index element={<PendingSection descriptionId="area.pending" titleId={s.titleId} />} />
            ),
          )}
          <Route path="*" element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />} />
        </Route>
      </Route>
    </Routes>
  );
}
