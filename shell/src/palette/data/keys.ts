import type { RemoteName } from '@portal/release';
import type { SearchLocale } from '@portal/shared-sdk';

/** Query keys of the palette's answers from the remotes' search modules (one factory, never inline keys). */
export const paletteKeys = {
  all: ['palette'] as const,
  /**
   * One remote's entries in a locale: its whole list (filtered in the palette at each keystroke), or,
   * for a module that searches on its server, its answer to one query.
   */
  search: (remote: RemoteName, locale: SearchLocale, query?: string) =>
    query === undefined
      ? ([...paletteKeys.all, 'search', remote, locale] as const)
      : ([...paletteKeys.all, 'search', remote, locale, query] as const),
};
