import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@portal/shared-ui';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { CommandPalette } from './CommandPalette';
import type { PaletteEntry } from './paletteEntry';
import { readRecentIds, rememberRecent } from './recentEntries';
import { useRunEntry } from './useRunEntry';

export interface PaletteHostProps {
  open: boolean;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

/**
 * The palette and an action's confirmation, loaded the first time the palette is opened (the
 * header only carries the field): recent entries are kept per user.
 */
export function PaletteHost({ open, onClose, returnFocus }: PaletteHostProps) {
  const { profile } = useSessionSnapshot();
  const userId = profile ? String(profile.user_id ?? profile.id) : '';
  const [recentIds, setRecentIds] = useState<string[]>([]);
  const entry = useRunEntry();

  useEffect(() => setRecentIds(userId ? readRecentIds(userId) : []), [userId]);

  const onChoose = useCallback(
    (chosen: PaletteEntry) => {
      onClose();
      if (userId && !('run' in chosen.target)) setRecentIds(rememberRecent(userId, chosen.id));
      entry.choose(chosen);
    },
    [userId, entry, onClose],
  );

  return (
    <>
      <CommandPalette
        open={open}
        onClose={onClose}
        onChoose={onChoose}
        recentIds={recentIds}
        returnFocus={returnFocus}
      />
      <ConfirmDialog
        open={entry.confirming !== null}
        title={entry.confirming?.confirm?.title ?? ''}
        confirmLabel={entry.confirming?.confirm?.confirmLabel}
        danger
        loading={entry.running}
        onConfirm={() => void entry.confirm()}
        onClose={entry.cancel}
      >
        {entry.confirming?.confirm?.message}
      </ConfirmDialog>
    </>
  );
}
