import { useEffect, useRef, useState } from 'react';
import type { RemoteName } from '@portal/release';
import type { SearchLocale, SearchModule } from '@portal/shared-sdk';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { useRemoteLoader } from '../remotes/RemoteLoaderContext';
import type { PaletteEntry } from './paletteEntry';
import { asSearchModule, searchEntries } from './searchEntries';

export interface RemoteSearchState {
  entries: PaletteEntry[];
  /** areas whose search is still loading */
  loading: RemoteName[];
  /** areas whose search module failed to load or to answer: their results are missing */
  failed: RemoteName[];
}

/**
 * The resources and actions of every remote that declares a search module, for the query: a
 * module is loaded when the palette is first opened (never before), asked again on every query,
 * the latest answer kept. A module that fails takes away only its own remote's entries.
 */
export function useRemoteSearch(active: boolean, query: string, locale: SearchLocale, snapshot: ContributionsSnapshot): RemoteSearchState {
  const loader = useRemoteLoader();
  const [answers, setAnswers] = useState<Partial<Record<RemoteName, PaletteEntry[] | 'failed'>>>({});
  const modules = useRef(new Map<RemoteName, Promise<SearchModule>>());
  const remotes = (Object.keys(snapshot.remotes) as RemoteName[]).filter((r) => snapshot.remotes[r]?.contributions.search);
  const remotesKey = remotes.join(',');

  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    for (const remote of remotesKey ? (remotesKey.split(',') as RemoteName[]) : []) {
      let mod = modules.current.get(remote);
      if (!mod) {
        mod = loader.loadExports(remote, './search').then((loaded) => {
          const search = asSearchModule(loaded);
          if (!search) throw new Error(`${remote}'s ./search is not a search module`);
          return search;
        });
        modules.current.set(remote, mod);
        // a failed load is tried again the next time the palette opens
        mod.catch(() => modules.current.delete(remote));
      }
      mod
        .then((m) => m.search({ query, locale }))
        .then(
          (answer) => current && setAnswers((a) => ({ ...a, [remote]: searchEntries(remote, Array.isArray(answer) ? answer : []) })),
          () => current && setAnswers((a) => ({ ...a, [remote]: 'failed' })),
        );
    }
    return () => {
      current = false;
    };
  }, [active, query, locale, remotesKey, loader]);

  const entries: PaletteEntry[] = [];
  const loading: RemoteName[] = [];
  const failed: RemoteName[] = [];
  for (const remote of remotes) {
    const answer = answers[remote];
    if (answer === 'failed') failed.push(remote);
    else if (answer) entries.push(...answer);
    else loading.push(remote);
  }
  return { entries, loading, failed };
}
