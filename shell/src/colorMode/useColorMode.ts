import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  DARK_SCHEME_QUERY,
  applyColorMode,
  readColorModePreference,
  resolveColorMode,
  writeColorModePreference,
  type ColorMode,
  type ColorModePreference,
} from './colorMode';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const systemQuery = () =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DARK_SCHEME_QUERY) : null;

// One state for the page (the header's switch and the phone drawer's show the same): the stored
// choice and the system's preference, each re-read when it changes (a choice made in another tab too).
const listeners = new Set<() => void>();
let snapshot: { preference: ColorModePreference; mode: ColorMode } | null = null;

function read() {
  const preference = readColorModePreference(storage());
  const mode = resolveColorMode(preference, systemQuery()?.matches ?? false);
  if (!snapshot || snapshot.preference !== preference || snapshot.mode !== mode)
    snapshot = { preference, mode };
  return snapshot;
}

function changed() {
  read();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    systemQuery()?.addEventListener('change', changed);
    window.addEventListener('storage', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      systemQuery()?.removeEventListener('change', changed);
      window.removeEventListener('storage', changed);
    }
  };
}

export interface ColorModeState {
  preference: ColorModePreference;
  mode: ColorMode;
  setPreference: (preference: ColorModePreference) => void;
}

/**
 * The page's colour mode: the stored choice, else the system's (followed live), applied as the class
 * on <html>; a choice made in another tab applies here too.
 */
export function useColorMode(): ColorModeState {
  const { preference, mode } = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    applyColorMode(document.documentElement, mode);
  }, [mode]);

  const setPreference = useCallback((next: ColorModePreference) => {
    writeColorModePreference(storage(), next);
    changed();
  }, []);

  return { preference, mode, setPreference };
}
