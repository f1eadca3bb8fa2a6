// Test-only entry (@portal/shared-ui/testing): kept out of the main index so production bundles
// never carry the stand-in shell or its jest hooks.
export { mountTestParcel, type MountTestParcelOptions } from './mountTestParcel';
export { setupTestServer, type SetupTestServerOptions } from './setupTestServer';
export { describeParcelContract, type ParcelContract } from './describeParcelContract';
export { apiFailure, apiOk, providerLang } from './apiAnswers';
export { renderWithPortal, renderInForm } from './renderWithPortal';
