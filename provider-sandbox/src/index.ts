export { createSandbox, createSandboxApp, servesTestRoutes, type Sandbox, type SandboxOptions } from './app';
export { DEMO, OTP_DEMO } from './db/seed';
export type { Resource, SandboxContext, SandboxRoutes, Call, AuthedCall } from './http/router';
