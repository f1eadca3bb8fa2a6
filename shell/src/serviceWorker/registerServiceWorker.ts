/** Where the portal's service worker is served (shell/public/sw.js), controlling every page (`/`). */
export const SERVICE_WORKER_URL = '/sw.js';

interface RegistrationEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
  /** the page's readiness: registration waits for its `load` */
  document: Pick<Document, 'readyState'>;
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  /** an idle moment after `load` (a timeout where the browser has no idle callbacks) */
  whenIdle: (task: () => void) => void;
}

function browserEnvironment(): RegistrationEnvironment {
  return {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    document,
    addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
    whenIdle: (task) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 1000 })
        : window.setTimeout(task, 1000),
  };
}

/**
 * Registers the service worker that serves a repeat visit's shell and versioned files from its
 * cache: off the critical path, at an idle moment once the page has loaded (the first visit's
 * scripts and the API come first). Where a browser has no service workers, or registering fails,
 * the portal works as without one.
 */
export function registerServiceWorker(environment: RegistrationEnvironment = browserEnvironment()): void {
  const container = environment.serviceWorker;
  if (!container) return;
  const register = () =>
    environment.whenIdle(() => {
      container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        console.warn('the service worker could not be registered; every visit uses the network', error);
      });
    });
  if (environment.document.readyState === 'complete') register();
  else environment.addEventListener('load', register, { once: true });
}
