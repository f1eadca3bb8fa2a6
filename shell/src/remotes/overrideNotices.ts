import { REMOTE_NAMES, type RemoteName } from '@portal/release';
import type { Listeners } from './listeners';
import type { OverrideNotice } from './qaOverride';

export interface NoticeBoard {
  /** What the notice for a remote says now (null: nothing). */
  set(remote: RemoteName, notice: OverrideNotice | null): void;
  /** The notices in registry order; the same array until one changes. */
  list(): readonly OverrideNotice[];
}

/** The QA override notices of this tab, one per remote; a change tells `listeners`. */
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
