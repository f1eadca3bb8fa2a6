import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useDialogs } from '../remotes/DialogsContext';
import type { PaletteEntry } from './paletteEntry';

type RunTarget = Extract<PaletteEntry['target'], { run: unknown }>;

/**
 * Does what a chosen entry does: opens its page or its remote's dialog, or runs its action, after
 * its confirmation when it has one; the provider's answer (or refusal) is shown as a toast.
 */
export function useRunEntry() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { openDialog } = useDialogs();
  const errorMessage = useApiErrorMessage();
  const [confirming, setConfirming] = useState<(RunTarget & { title: string }) | null>(null);
  const [running, setRunning] = useState(false);

  const run = useCallback(
    async (target: RunTarget) => {
      setRunning(true);
      try {
        const message = await target.run();
        showToast({ title: message || intl.formatMessage({ id: 'shell.palette.done' }), type: 'success' });
      } catch (error) {
        showToast({ title: errorMessage(error, 'shell.palette.actionFailed'), type: 'error' });
      } finally {
        setRunning(false);
        setConfirming(null);
      }
    },
    [intl, errorMessage],
  );

  const choose = useCallback(
    (entry: PaletteEntry) => {
      const { target } = entry;
      if ('to' in target) void navigate(target.to);
      else if ('dialog' in target) openDialog({ remote: entry.remote, name: target.dialog });
      else if (target.confirm) setConfirming({ ...target, title: entry.title });
      else void run(target);
    },
    [navigate, openDialog, run],
  );

  return {
    choose,
    confirming,
    running,
    confirm: () => confirming && run(confirming),
    cancel: () => setConfirming(null),
  };
}
