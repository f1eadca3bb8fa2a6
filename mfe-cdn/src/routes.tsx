import { Route, Routes } from 'react-router-dom';
import { useParcelProps } from '@portal/shared-ui';
import { AreaLayout } from './area/AreaLayout';
import { AreaNotFound } from './area/AreaNotFound';
import { PendingSection } from './area/PendingSection';
import { DomainPage } from './pages/DomainPage/DomainPage';
import { DOMAIN_SECTIONS } from './pages/DomainPage/domainSections';

/** /cdn/**: the domain list, then each domain's settings and reports (SPEC §2). */
export function CdnRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      <Route path={basePath}>
        <Route element={<AreaLayout titleId="cdn.title" />}>
          <Route index element={<PendingSection titleId="cdn.domains" />} />
          <Route path="*" element={<AreaNotFound />} />
        </Route>
        <Route path=":domainName/:domainId" element={<DomainPage />}>
          {DOMAIN_SECTIONS.map((s) =>
            s.to ? (
              <Route key={s.to} path={s.to} element={<PendingSection titleId={s.titleId} />} />
            ) : (
              <Route key="index" index element={<PendingSection titleId={s.titleId} />} />
            ),
          )}
          <Route path="*" element={<AreaNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
