import { lazyPage } from '../settingsPages';

// A domain's report pages, each loaded when first opened, so neither the area's first chunk nor
// the dashboard carries their code (nor the charts and the calendar they load).
export const StatusReportSection = lazyPage(
  async () => (await import('../ReportsStatusPage/ReportsStatusPage')).ReportsStatusPage,
);
export const ErrorsReportSection = lazyPage(
  async () => (await import('../ReportsErrorsPage/ReportsErrorsPage')).ReportsErrorsPage,
);
export const TrafficReportSection = lazyPage(
  async () => (await import('../ReportsTrafficPage/ReportsTrafficPage')).ReportsTrafficPage,
);
export const CountryReportSection = lazyPage(
  async () => (await import('../ReportsCountryPage/ReportsCountryPage')).ReportsCountryPage,
);
export const AttacksReportSection = lazyPage(
  async () => (await import('../ReportsAttacksPage/ReportsAttacksPage')).ReportsAttacksPage,
);
