import { useEffect, useState } from 'react';
import { isChangeTooLong, isServerBusy, SERVER_CHANGE_LIMIT_MS, type Server } from '@portal/shared-sdk';

/**
 * Whether the change under way on this server has been seen running for longer than usual (by this
 * browser's clock, from when it first saw the change), so the page can say there is a technical problem.
 */
export function useChangeTooLong(
  server: Pick<Server, 'status' | 'rescue' | 'task_state' | 'task_started_at'> | undefined,
): boolean {
  const busy = server ? isServerBusy(server) : false;
  const change = busy ? `${server?.task_state ?? server?.status}:${server?.task_started_at ?? ''}` : null;
  const [seen, setSeen] = useState<{ change: string; at: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!change) return setSeen(null);
    setSeen((s) => (s?.change === change ? s : { change, at: Date.now() }));
    return undefined;
  }, [change]);

  useEffect(() => {
    if (!seen) return undefined;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.max(0, seen.at + SERVER_CHANGE_LIMIT_MS + 1 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [seen]);

  return Boolean(seen && seen.change === change && isChangeTooLong(seen.at, now));
}
