import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { RemoteName } from '@portal/release';
import type { SearchLocale, SearchModule } from '@portal/shared-sdk';
import { shellQueryClient } from '../data/queryClient';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { useRemoteLoader } from '../remotes/RemoteLoaderContext';
import { paletteKeys } from './data/keys';
import { remoteSearchQueryOptions } from './data/remote-search-query';
import type { PaletteEntry } from './paletteEntry';
import { asSearchModule } from './searchEntries';

export interface RemoteSearchState {
  entries: PaletteEntry[];
  /** areas whose search is still loading */
  loading: RemoteName[];
  /** areas whose search module failed to load or to answer: their results are missing */
  failed: RemoteName[];
}

/**
 * The resources and actions of every remote that declares a search module: a module is loaded when
 * the palette is first opened (never before) and asked for its list once per opening, which the
 * palette then filters at each keystroke; a module that declares `serverSide` is asked per query
 * instead (its previous answer shown meanwhile). A module that fails takes away only its own
 * remote's entries.
 */
export function useRemoteSearch(
  active: boolean,
  query: string,
  locale: SearchLocale,
  snapshot: ContributionsSnapshot,
): RemoteSearchState {
  const loader = useRemoteLoader();
  const modules = useRef(new Map<RemoteName, Promise<SearchModule>>());
  const [serverSide, setServerSide] = useState<ReadonlySet<RemoteName>>(() => new Set());
  const remotes = (Object.keys(snapshot.remotes) as RemoteName[]).filter(
    (r) => snapshot.remotes[r]?.contributions.search,
  );

  const load = useCallback(
    (remote: RemoteName) => {
      let mod = modules.current.get(remote);
      if (!mod) {
        mod = loader.loadExports(remote, './search').then((loaded) => {
          const search = asSearchModule(loaded);
          if (!search) throw new Error(`${remote}'s ./search is not a search module`);
          if (search.serverSide) setServerSide((s) => (s.has(remote) ? s : new Set([...s, remote])));
          return search;
        });
        modules.current.set(remote, mod);
        // a failed load is tried again the next time the palette opens
        mod.catch(() => modules.current.delete(remote));
      }
      return mod;
    },
    [loader],
  );

  // each opening asks every module once more (a list changed by an action, or a search that failed)
  useEffect(() => {
    if (active) void shellQueryClient.invalidateQueries({ queryKey: paletteKeys.all, refetchType: 'none' });
  }, [active]);

  const answers = useQueries(
    {
      queries: remotes.map((remote) => ({
        ...remoteSearchQueryOptions({
          remote,
          locale,
          query: serverSide.has(remote) ? query : undefined,
          load: () => load(remote),
        }),
        enabled: active,
        placeholderData: keepPreviousData,
      })),
    },
    shellQueryClient,
  );

  const entries: PaletteEntry[] = [];
  const loading: RemoteName[] = [];
  const failed: RemoteName[] = [];
  remotes.forEach((remote, i) => {
    const answer = answers[i];
    if (answer?.isError) failed.push(remote);
    else if (answer?.data) entries.push(...answer.data);
    else loading.push(remote);
  });
  return { entries, loading, failed };
}
