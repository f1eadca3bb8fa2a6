// The support area's pure business rules (`@portal/api-support/rules`). Imported by mfe-support AND
// by the Node sandbox: nothing here may import axios, jotai or touch the DOM. The ticket limits
// themselves (attachments, message length) are the core's constants, which the product lists.
export * from './ticket';
