/** What the customer chose: follow the system (default), or always light or dark. */
export type ColorModePreference = 'system' | 'light' | 'dark';
export type ColorMode = 'light' | 'dark';

/** Where the choice is kept; public/color-mode.js reads the same key before the first paint. */
export const COLOR_MODE_STORAGE_KEY = 'portal.colorMode';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
export const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/** The stored choice; anything else (nothing stored, storage refused, an old value) follows the system. */
export function readColorModePreference(storage: Pick<Storage, 'getItem'> | undefined): ColorModePreference {
  try {
    const saved = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice; "system" is kept as no choice at all. */
export function writeColorModePreference(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  preference: ColorModePreference,
) {
  try {
    if (preference === 'system') storage?.removeItem(COLOR_MODE_STORAGE_KEY);
    else storage?.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // storage refused (private mode): the choice holds for this page only
  }
}

export function resolveColorMode(preference: ColorModePreference, systemDark: boolean): ColorMode {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

/** The class Chakra's `_dark` condition reads, and the native controls' scheme. */
export function applyColorMode(root: HTMLElement, mode: ColorMode) {
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}
