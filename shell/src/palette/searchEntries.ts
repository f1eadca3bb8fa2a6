import type { RemoteName } from '@portal/release';
import { prepareSearchFields, type SearchEntry, type SearchModule } from '@portal/shared-sdk';
import type { PaletteEntry, PaletteTarget } from './paletteEntry';

/** A loaded `./search` module, when it is one. */
export function asSearchModule(mod: unknown): SearchModule | null {
  const candidate = (m: unknown): m is SearchModule =>
    !!m && typeof m === 'object' && typeof (m as { search?: unknown }).search === 'function';
  if (candidate(mod)) return mod;
  const fallback = mod && typeof mod === 'object' ? (mod as { default?: unknown }).default : undefined;
  return candidate(fallback) ? fallback : null;
}

function targetOf(entry: SearchEntry): PaletteTarget | null {
  if (entry.to !== undefined && entry.to.startsWith('/') && !entry.to.startsWith('//'))
    return { to: entry.to };
  if (entry.dialog !== undefined) return { dialog: entry.dialog };
  if (entry.run !== undefined)
    return { run: entry.run, ...(entry.confirm ? { confirm: entry.confirm } : {}) };
  return null;
}

/** What a remote's search module answered, as palette entries; an entry that opens nothing is left out. */
export function searchEntries(remote: RemoteName, answer: readonly SearchEntry[]): PaletteEntry[] {
  return answer.flatMap((entry) => {
    const target = targetOf(entry);
    if (!target || typeof entry.title !== 'string' || !entry.title) return [];
    return [
      {
        id: `${remote}:${entry.kind}:${entry.key}`,
        remote,
        kind: entry.kind === 'action' ? 'action' : 'resource',
        title: entry.title,
        ...(entry.detail ? { detail: entry.detail } : {}),
        target,
        prepared: prepareSearchFields(entry),
      } satisfies PaletteEntry,
    ];
  });
}
