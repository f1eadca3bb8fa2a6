import { REMOTE_NAMES, type RemoteName } from '@portal/release';
import type { Listeners } from './listeners';
import type { DevNotice } from './devOverride';
import type { QaNotice } from './qaOverride';

/** What the rollout notice says about a remote: a QA override or a development build, in effect or refused. */
export type OverrideNotice = QaNotice | DevNotice;

export interface NoticeBoard {
  /** What the notice for a remote says now (null: nothing). */
  set(remote: RemoteName, notice: OverrideNotice | null): void;
  /** The notices in registry order; the same array until one changes. */
  list(): readonly OverrideNotice[];
}

/** The override notices of this tab (QA and development), one per remote; a change tells `listeners`. */
export function createNoticeBoard(listeners: Listeners): NoticeBoard {
  const notices = new Map<RemoteName, OverrideNotice>();
  let list: readonly OverrideNotice[] = [];
  return {
    set(remote, notice) {
      if (JSON.stringify(notices.get(remote) ?? null) === JSON.stringify(notice)) return;
      if (notice) notices.set(remote, notice);
      else notices.delete(remote);
      list = REMOTE_NAMES.flatMap((r) => (notices.has(r) ? [notices.get(r) as OverrideNotice] : []));
      listeners.notify();
    },
    list: () => list,
  };
}
