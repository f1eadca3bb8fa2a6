import type { PickedRemote, RemoteName, RemoteUser } from '@portal/release';
import { getToken } from '@portal/shared-sdk';
import type { RolloutReport } from './loaderTypes';

export interface RolloutReporter {
  /** A canary failed here (load or mount). */
  failed(remote: RemoteName, picked: PickedRemote, phase: 'load' | 'mount', error: unknown): void;
  /** A canary mounted here: reported once per remote and version. */
  loaded(remote: RemoteName, picked: PickedRemote): void;
}

export interface RolloutReporterOptions {
  /** Where reports go (absolute), or null to send nothing. */
  url: () => string | null;
  user: () => RemoteUser | null;
  send: (url: string, report: RolloutReport) => void;
}

/** What this page tells the release service about the canaries it served (it counts them per signed-in customer). */
export function createRolloutReporter({ url, user, send }: RolloutReporterOptions): RolloutReporter {
  const reported = new Set<string>();
  function report(
    remote: RemoteName,
    picked: PickedRemote,
    outcome: RolloutReport['outcome'],
    phase?: 'load' | 'mount',
    error?: unknown,
  ): void {
    const to = url();
    if (!to) return;
    send(to, {
      remote,
      version: picked.version,
      channel: picked.channel,
      outcome,
      ...(phase ? { phase } : {}),
      userId: user()?.id ?? null,
      cohort: picked.cohort,
      ...(error instanceof Error ? { message: error.message.slice(0, 200) } : {}),
    });
  }
  return {
    failed: (remote, picked, phase, error) => report(remote, picked, 'failed', phase, error),
    loaded(remote, picked) {
      const key = `${remote}@${picked.version}`;
      if (reported.has(key)) return;
      reported.add(key);
      report(remote, picked, 'loaded');
    },
  };
}

/**
 * The page's way to send a report: fire and forget, never holding up or breaking the page. The
 * release service counts only signed-in customers (it asks the provider who the token is), so a
 * report goes with the session's bearer token, and none is sent without one.
 */
export function sendReport(url: string, report: RolloutReport): void {
  const token = getToken();
  if (!token) return;
  void fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(report),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
