// The portals of the end-to-end stage: one per Playwright worker, each with a sandbox database
// and a release store of its own, so the workers never see each other's data, clock, faults or
// published versions (e2e/playwright.config.ts gives each worker its own pair).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishLocal, startPortal } from './lib.mjs';

/** The release store of worker `index`: the first is E2E_RELEASES_DIR itself, the others beside it. */
export function workerReleasesDir(releasesDir, index) {
  return index === 0 ? releasesDir : `${releasesDir}-worker-${index + 1}`;
}

/**
 * Re-creates each worker's release store (the current builds published as stable), then starts
 * the portals on `port`, `port + 1`, … together; resolves once all answer. On failure the ones
 * started are stopped.
 */
export async function startE2ePortals(pnpm, { workers, port, releasesDir }) {
  const portals = Array.from({ length: workers }, (_, index) => ({
    port: port + index,
    releasesDir: workerReleasesDir(releasesDir, index),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')),
  }));
  for (const { releasesDir: dir } of portals) {
    fs.rmSync(dir, { recursive: true, force: true });
    publishLocal(dir);
  }
  const started = await Promise.allSettled(
    portals.map((p) =>
      startPortal(pnpm, {
        port: p.port,
        env: { SANDBOX_DATA_DIR: p.dataDir, RELEASES_DIR: p.releasesDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    ),
  );
  const running = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const stop = () => {
    for (const { child } of running) child.kill('SIGTERM');
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    stop();
    throw failed.reason;
  }
  return {
    urls: running.map((r) => r.url),
    releasesDirs: portals.map((p) => p.releasesDir),
    stop,
  };
}
