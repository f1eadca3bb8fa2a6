import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query pauses every query while the browser says it is offline: the area would show a
 * spinner and never a word. The portal lets each call run instead, so the SDK answers at once with
 * its own "You are offline" error, shown in place with retry like any other failure.
 * `@tanstack/react-query` is a shared singleton, so this one call covers the shell and every remote.
 */
export function sdkReportsOffline(): void {
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
}
