export * from './PortalEvents';
export { bus, resetBusForTests } from './bus';
