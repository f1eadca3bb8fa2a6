import { queryOptions } from '@tanstack/react-query';
import type { RemoteName } from '@portal/release';
import type { SearchLocale, SearchModule } from '@portal/shared-sdk';
import type { PaletteEntry } from '../paletteEntry';
import { searchEntries } from '../searchEntries';
import { paletteKeys } from './keys';

export interface RemoteSearchRequest {
  remote: RemoteName;
  locale: SearchLocale;
  /** given only to a module that searches on its server; any other gives its whole list once */
  query?: string;
  /** the remote's search module (loaded once, when the palette is first opened) */
  load: () => Promise<SearchModule>;
}

/**
 * A remote's palette entries, asked once each time the palette opens (the palette marks them stale
 * then) and never per keystroke: the palette filters and ranks the list itself. A failure is shown
 * at once (no retry) and asked again at the next opening.
 */
export const remoteSearchQueryOptions = ({ remote, locale, query, load }: RemoteSearchRequest) =>
  queryOptions({
    queryKey: paletteKeys.search(remote, locale, query),
    queryFn: async (): Promise<PaletteEntry[]> => {
      const answer = await (await load()).search({ query: query ?? '', locale });
      return searchEntries(remote, Array.isArray(answer) ? answer : []);
    },
    staleTime: Infinity,
    retry: false,
  });
