/** What a development portal adds to `config.json` so one browser may load a remote's development build. */
export interface DevOverridesConfig {
  allowDevOverrides: true;
  /** remote → its development build's mf-manifest.json */
  devRemotes: Record<string, string>;
  /** the portal's own origin and each development server's (the loader's allow-list and the CSP) */
  remoteOrigins: string[];
}

/**
 * The development portal's config (`pnpm dev` starts this server with `PORTAL_DEV_REMOTES`, each
 * remote's development build by name): development builds allowed, from those servers only. Only
 * http(s) addresses count; anything else stops the server rather than serving a config that
 * points somewhere unexpected. Without the variable (`npm start`, the tests, production) nothing
 * is added and the shell refuses a development build.
 */
export function devOverridesConfig(
  json: string | undefined,
  origin: string,
  remoteOrigins: readonly string[],
): DevOverridesConfig | null {
  if (json === undefined || json === '') return null;
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('PORTAL_DEV_REMOTES must be a JSON object of remote → URL');
  const devRemotes: Record<string, string> = {};
  const origins = new Set([origin, ...remoteOrigins]);
  for (const [remote, entry] of Object.entries(parsed)) {
    const url = typeof entry === 'string' && /^https?:\/\//.test(entry) ? new URL(entry) : null;
    if (!url) throw new Error(`PORTAL_DEV_REMOTES: ${remote} is not an http(s) URL`);
    devRemotes[remote] = url.href;
    origins.add(url.origin);
  }
  return { allowDevOverrides: true, devRemotes, remoteOrigins: [...origins] };
}
