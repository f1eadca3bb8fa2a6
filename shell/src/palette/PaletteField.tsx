import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bus } from '@portal/shared-sdk';
import { Box, Button, ConfirmDialog, IconButton, Text } from '@portal/shared-ui';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { CommandPalette } from './CommandPalette';
import { isPaletteShortcut } from './isPaletteShortcut';
import type { PaletteEntry } from './paletteEntry';
import { clearRecent, readRecentIds, rememberRecent } from './recentEntries';
import { SearchIcon } from './SearchIcon';
import { useRunEntry } from './useRunEntry';

/**
 * The header's search field (a search button on a phone) and Ctrl+K / ⌘K anywhere: both open the
 * command palette. Recent entries are kept per user and forgotten at logout.
 */
export function PaletteField() {
  const intl = useIntl();
  const { profile } = useSessionSnapshot();
  const userId = profile ? String(profile.user_id ?? profile.id) : '';
  const [open, setOpen] = useState(false);
  const [recentIds, setRecentIds] = useState<string[]>([]);
  const entry = useRunEntry();
  const returnTo = useRef<HTMLElement | null>(null);
  const openPalette = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setOpen(true);
  }, []);
  const returnFocus = useCallback(() => returnTo.current, []);

  useEffect(() => setRecentIds(userId ? readRecentIds(userId) : []), [userId]);
  useEffect(() => bus.on('session:logout', () => clearRecent()), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      if (!open) openPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, openPalette]);

  const onChoose = useCallback(
    (chosen: PaletteEntry) => {
      setOpen(false);
      if (userId && !('run' in chosen.target)) setRecentIds(rememberRecent(userId, chosen.id));
      entry.choose(chosen);
    },
    [userId, entry],
  );

  const label = intl.formatMessage({ id: 'shell.palette.open' });
  return (
    <>
      <Button
        hideBelow="md"
        variant="outline"
        size="sm"
        color="fg.muted"
        justifyContent="flex-start"
        minW="56"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openPalette}
      >
        <SearchIcon />
        <Text as="span" flex="1" textAlign="start">
          {intl.formatMessage({ id: 'shell.palette.placeholder' })}
        </Text>
        <Box as="kbd" fontSize="xs" dir="ltr">
          Ctrl K
        </Box>
      </Button>
      <IconButton hideFrom="md" variant="ghost" size="sm" aria-label={label} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={openPalette}>
        <SearchIcon />
      </IconButton>
      <CommandPalette open={open} onClose={() => setOpen(false)} onChoose={onChoose} recentIds={recentIds} returnFocus={returnFocus} />
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
