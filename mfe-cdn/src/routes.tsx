import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaLayout, AreaNotFound, useParcelProps } from '@portal/shared-ui';
import { DomainPage } from './pages/DomainPage/DomainPage';
import { DOMAIN_SECTIONS, type DomainSectionKey } from './pages/DomainPage/domainSections';
import { ClustersPage } from './pages/ClustersPage/ClustersPage';
import { CustomPagePage } from './pages/CustomPagePage/CustomPagePage';
import { DomainsPage } from './pages/DomainsPage/DomainsPage';
import { FirewallPage } from './pages/FirewallPage/FirewallPage';
import { LogForwardingPage } from './pages/LogForwardingPage/LogForwardingPage';
import { OverviewPage } from './pages/OverviewPage/OverviewPage';
import { PageRulesPage } from './pages/PageRulesPage/PageRulesPage';
import { PlanDetailsPage } from './pages/PlanDetailsPage/PlanDetailsPage';
import { PlansPage } from './pages/PlansPage/PlansPage';
import { RateLimitPage } from './pages/RateLimitPage/RateLimitPage';
import { WafPage } from './pages/WafPage/WafPage';
import { DdosPage } from './pages/DdosPage/DdosPage';
import { PLAN_DETAILS_PATH } from './planDetailsPath';
import {
  AccelerationSection,
  CachingSection,
  DnsSection,
  HttpsSection,
  preloadDnsSection,
  type SectionPreload,
} from './pages/settingsPages';
import {
  AttacksReportSection,
  CountryReportSection,
  ErrorsReportSection,
  StatusReportSection,
  TrafficReportSection,
} from './pages/ReportsPage/reportPages';

/**
 * The page of each section of a domain that is built. A section without one stays out of the
 * domain's navigation and its address gives the area's not-found; a section gets its page here,
 * one line each.
 */
const SECTION_PAGES: Partial<Record<DomainSectionKey, ReactElement>> = {
  overview: <OverviewPage />,
  dns: <DnsSection />,
  https: <HttpsSection />,
  caching: <CachingSection />,
  acceleration: <AccelerationSection />,
  plans: <PlansPage />,
  firewall: <FirewallPage />,
  rateLimit: <RateLimitPage />,
  pageRules: <PageRulesPage />,
  clusters: <ClustersPage />,
  logForwarding: <LogForwardingPage />,
  customPage: <CustomPagePage />,
  waf: <WafPage />,
  reportStatus: <StatusReportSection />,
  reportErrors: <ErrorsReportSection />,
  reportTraffic: <TrafficReportSection />,
  reportCountry: <CountryReportSection />,
  reportAttacks: <AttacksReportSection />,
  ddos: <DdosPage />,
};

const BUILT = new Set(Object.keys(SECTION_PAGES) as DomainSectionKey[]);

/** Sections warmed when their link in the domain's navigation is hovered or focused. */
const SECTION_PRELOADS: Partial<Record<DomainSectionKey, SectionPreload>> = { dns: preloadDnsSection };

/** /cdn/**: the domain list, then each domain's sections; and the plan details page. */
export function CdnRoutes() {
  const { basePath } = useParcelProps();
  const notFound = <AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />;
  return (
    <Routes>
      <Route path={PLAN_DETAILS_PATH} element={<PlanDetailsPage />} />
      <Route path={basePath}>
        <Route element={<AreaLayout titleId="cdn.title" />}>
          <Route index element={<DomainsPage />} />
          <Route path="*" element={notFound} />
        </Route>
        <Route
          path=":domainName/:domainId"
          element={<DomainPage sections={BUILT} preloads={SECTION_PRELOADS} />}
        >
          {DOMAIN_SECTIONS.filter((s) => SECTION_PAGES[s.key]).map((s) =>
            s.path ? (
              <Route key={s.key} path={s.path} element={SECTION_PAGES[s.key]} />
            ) : (
              <Route key={s.key} index element={SECTION_PAGES[s.key]} />
            ),
          )}
          <Route path="*" element={notFound} />
        </Route>
      </Route>
    </Routes>
  );
}
