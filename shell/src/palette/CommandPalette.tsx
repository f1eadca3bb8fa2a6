import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { rankSearchResults, type SearchLocale } from '@portal/shared-sdk';
import { Box, Dialog, Input, Portal, Spinner, Text, usePortalLocale } from '@portal/shared-ui';
import { useContributions } from '../contributions/useContributions';
import { remoteLabel } from '../remotes/remoteLabel';
import { groupResults } from './groupResults';
import { pageEntries } from './pageEntries';
import type { PaletteEntry } from './paletteEntry';
import { PaletteOption } from './PaletteOption';
import { useRemoteSearch } from './useRemoteSearch';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** an entry was chosen: the palette has closed */
  onChoose: (entry: PaletteEntry) => void;
  recentIds: readonly string[];
  /** where focus goes back to when the palette closes: what had it when the palette opened */
  returnFocus: () => HTMLElement | null;
}

/**
 * The command palette: a combobox over a listbox of every area's pages, resources and actions,
 * grouped by area with the recent ones first. Arrows move, Enter opens, Escape closes (focus goes
 * back where it was); the number of results is announced. A full-width sheet on a phone.
 */
export function CommandPalette({ open, onClose, onChoose, recentIds, returnFocus }: CommandPaletteProps) {
  const intl = useIntl();
  const { dir } = usePortalLocale();
  const locale: SearchLocale = intl.locale === 'en' ? 'en' : 'fa';
  const snapshot = useContributions();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const remote = useRemoteSearch(open, query, locale, snapshot);
  const pages = useMemo(() => pageEntries(snapshot, intl.locale), [snapshot, intl.locale]);
  const groups = useMemo(
    () => groupResults(rankSearchResults(query, [...pages, ...remote.entries], recentIds)),
    [query, pages, remote.entries, recentIds],
  );
  const flat = useMemo(() => groups.flatMap((g) => g.entries), [groups]);
  const active = flat[Math.min(activeIndex, flat.length - 1)];

  useEffect(() => setActiveIndex(0), [query]);
  useEffect(() => {
    if (!open) return setQuery('');
    // the dialog mounts its content lazily: the field is there a moment after `open`
    const timer = setTimeout(() => inputRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);
  useEffect(() => {
    if (active) document.getElementById(optionId(listId, active.id))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!flat.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (Math.min(i, flat.length - 1) + step + flat.length) % flat.length);
    } else if (e.key === 'Home' && e.ctrlKey) {
      setActiveIndex(0);
    } else if (e.key === 'Enter' && active) {
      e.preventDefault();
      onChoose(active);
    }
  };

  const status =
    remote.loading.length && !flat.length
      ? intl.formatMessage({ id: 'shell.palette.searching' })
      : query || flat.length
        ? intl.formatMessage({ id: 'shell.palette.count' }, { count: flat.length })
        : intl.formatMessage({ id: 'shell.palette.hint' });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="top"
      size={{ base: 'full', md: 'lg' }}
      initialFocusEl={() => inputRef.current}
      finalFocusEl={returnFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner dir={dir} lang={intl.locale}>
          <Dialog.Content
            data-testid="command-palette"
            aria-label={intl.formatMessage({ id: 'shell.palette.title' })}
            mt={{ base: '0', md: '16' }}
          >
            <Box p="3" borderBottomWidth="1px">
              <Input
                ref={inputRef}
                role="combobox"
                aria-expanded={flat.length > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={active ? optionId(listId, active.id) : undefined}
                aria-label={intl.formatMessage({ id: 'shell.palette.label' })}
                placeholder={intl.formatMessage({ id: 'shell.palette.placeholder' })}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={onKeyDown}
                autoComplete="off"
                spellCheck={false}
              />
              <Box
                role="status"
                aria-live="polite"
                aria-atomic
                fontSize="xs"
                color="fg.muted"
                mt="2"
                display="flex"
                alignItems="center"
                gap="2"
              >
                {remote.loading.length > 0 && <Spinner size="xs" aria-hidden />}
                <span>{status}</span>
              </Box>
              {remote.failed.map((r) => (
                <Text key={r} data-testid="palette-failed-note" fontSize="xs" color="fg.warning" mt="1">
                  {intl.formatMessage(
                    { id: 'shell.palette.areaFailed' },
                    { area: remoteLabel(r, intl.locale) },
                  )}
                </Text>
              ))}
            </Box>
            <Box
              id={listId}
              role="listbox"
              aria-label={intl.formatMessage({ id: 'shell.palette.results' })}
              overflowY="auto"
              maxH={{ base: 'none', md: '60vh' }}
              flex="1"
              py="1"
            >
              {groups.map((group) => {
                const headingId = `${listId}-${group.key}`;
                return (
                  <Box key={group.key} role="group" aria-labelledby={headingId}>
                    <Text
                      id={headingId}
                      px="4"
                      pt="2"
                      pb="1"
                      fontSize="xs"
                      fontWeight="semibold"
                      color="fg.muted"
                      role="presentation"
                    >
                      {group.key === 'recent'
                        ? intl.formatMessage({ id: 'shell.palette.recent' })
                        : remoteLabel(group.key, intl.locale)}
                    </Text>
                    {group.entries.map((entry) => (
                      <PaletteOption
                        key={entry.id}
                        id={optionId(listId, entry.id)}
                        entry={entry}
                        selected={entry === active}
                        onChoose={() => onChoose(entry)}
                        onHover={() => setActiveIndex(flat.indexOf(entry))}
                      />
                    ))}
                  </Box>
                );
              })}
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const optionId = (listId: string, id: string) =>
  `${listId}-o-${id.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;
