import { useColorMode } from './useColorMode';

/**
 * Keeps the page's colour mode in step on every page, the sign-in and not-found pages included
 * (they have no theme switch): the system's preference followed live, a choice made in another tab.
 */
export function ColorModeSync() {
  useColorMode();
  return null;
}
