// The account area's pure business rules (`@portal/api-account/rules`). Imported by mfe-account AND
// by the Node sandbox: nothing here may import axios, jotai or touch the DOM. What the shell or
// another area needs too stays in the core's rules (`@portal/shared-sdk/rules`): the mobile and
// e-mail checks of the sign-in, the API permission catalogue the shell's gates read.
export * from './identity';
export * from './profile';
export * from './passwordStrength';
export * from './ipWhitelist';
export * from './sessions';
export * from './apiTokens';
export * from './apiTokenExpiry';
export * from './notifications';
export * from './auditLog';
