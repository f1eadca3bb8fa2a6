import { registerServiceWorker, SERVICE_WORKER_URL } from './registerServiceWorker';

function environment(
  readyState: DocumentReadyState,
  register = jest.fn(() => Promise.resolve({} as ServiceWorkerRegistration)),
) {
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  return {
    register,
    listeners,
    idle,
    env: {
      serviceWorker: { register },
      document: { readyState },
      addEventListener: (_type: 'load', listener: () => void) => listeners.push(listener),
      whenIdle: (task: () => void) => idle.push(task),
    },
  };
}

/** Runs the one task queued in `tasks` (failing when there is none). */
function runOnly(tasks: Array<() => void>) {
  expect(tasks).toHaveLength(1);
  const [task] = tasks;
  if (task) task();
}

describe('registerServiceWorker', () => {
  it('registers the worker for the whole portal only at an idle moment after the page has loaded', () => {
    const { env, register, listeners, idle } = environment('interactive');
    registerServiceWorker(env);
    expect(register).not.toHaveBeenCalled();
    expect(listeners).toHaveLength(1);
    runOnly(listeners);
    expect(register).not.toHaveBeenCalled();
    runOnly(idle);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('waits only for an idle moment when the page has loaded already', () => {
    const { env, register, listeners, idle } = environment('complete');
    registerServiceWorker(env);
    expect(listeners).toHaveLength(0);
    runOnly(idle);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service workers, and a failed registration is only reported', async () => {
    const { env, listeners } = environment('complete');
    registerServiceWorker({ ...env, serviceWorker: undefined });
    expect(listeners).toHaveLength(0);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = environment(
      'complete',
      jest.fn(() => Promise.reject(new Error('insecure origin'))),
    );
    registerServiceWorker(failing.env);
    runOnly(failing.idle);
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be registered'), expect.any(Error));
    warn.mockRestore();
  });
});
