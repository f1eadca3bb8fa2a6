import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

/** What a parcel's mount() rejects with: the error itself, or one carrying what was thrown. */
export const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * react-dom/client as single-spa-react sees it: a root's render() commits synchronously. Left to
 * itself, single-spa-react's `createRoot(el).render()` schedules the first render on React's
 * scheduler (a task of its own, often after a frame) and settles mount() another setTimeout
 * later; an area switch then paints a frame or two late. Rendering at once puts the parcel's
 * content on the page in the task that mounts it. `onUncaughtError` reports an error above the
 * parcel's boundary (its providers), which would otherwise leave mount() pending for ever.
 */
export function synchronousClient(onUncaughtError: (error: unknown) => void) {
  return {
    createRoot(container: Element | DocumentFragment, options?: ReactDOMClient.RootOptions) {
      const root = ReactDOMClient.createRoot(container, {
        ...options,
        onUncaughtError: (error, info) => {
          onUncaughtError(error);
          if (options?.onUncaughtError) options.onUncaughtError(error, info);
          else if (typeof reportError === 'function') reportError(error);
          else console.error(error);
        },
      });
      return {
        render: (children: ReactNode) => flushSync(() => root.render(children)),
        unmount: () => root.unmount(),
      };
    },
  };
}
