import { isRecord } from './storage';

/**
 * The release manifest at config.json's address (the shell's default without one), never from the
 * browser's cache, as the remote loader reads it: { url, json }; null when unread
 * (shell/src/remotes/earlyManifest.ts takes it).
 */
export function earlyManifest(config: Promise<unknown>): Promise<{ url: string; json: unknown } | null> {
  return config
    .catch(() => ({}))
    .then((settings) => {
      const url = new URL(
        isRecord(settings) && typeof settings.manifestUrl === 'string'
          ? settings.manifestUrl
          : '/remotes/manifest.json',
        window.location.href,
      ).href;
      return window
        .fetch(url, { cache: 'no-store' })
        .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
        .then((json) => ({ url, json }));
    })
    .catch(() => null);
}
