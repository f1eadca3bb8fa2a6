import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { bus } from '@portal/shared-sdk';
import { Box, Button, IconButton, Text } from '@portal/shared-ui';
import { clearRecent } from './clearRecent';
import { takeOverPaletteShortcut } from './earlyPalette';
import { isPaletteShortcut } from './isPaletteShortcut';
import { SearchIcon } from './SearchIcon';

// the palette itself (and what it needs of shared-ui beyond the page's core) loads when first opened
const PaletteHost = lazy(() => import('./PaletteHost').then((m) => ({ default: m.PaletteHost })));

/**
 * The header's search field (a search button on a phone) and Ctrl+K / ⌘K anywhere: both open the
 * command palette. Recent entries are forgotten at logout.
 */
export function PaletteField() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const openPalette = useCallback(() => {
    returnTo.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    setWanted(true);
    setOpen(true);
  }, []);
  const returnFocus = useCallback(() => returnTo.current, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => bus.on('session:logout', () => clearRecent()), []);
  // a Ctrl+K pressed on the painted frame before this field was there opens the palette now
  useEffect(() => {
    if (takeOverPaletteShortcut()) openPalette();
  }, [openPalette]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      if (!open) openPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, openPalette]);

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
      <IconButton
        hideFrom="md"
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openPalette}
      >
        <SearchIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <PaletteHost open={open} onClose={close} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
