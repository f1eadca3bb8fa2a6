// Pure business rules. Imported by the browser packages AND by the Node sandbox (via
// '@portal/shared-sdk/rules'): nothing here may import axios, jotai or touch the DOM.
export * from './digits';
export * from './timestamps';
export * from './price';
export * from './dates';
export * from './timeUnits';
export * from './constants';
export * from './validators/domain';
export * from './validators/network';
export * from './validators/numbers';
export * from './validators/password';
export * from './validators/names';
export * from './validators/contact';
export * from './billing';
export * from './apiPermissions';
export * from './cdnPlans';
export * from './servers/index';
export * from './cloud/index';
export * from './calendar';
export * from './search/index';
