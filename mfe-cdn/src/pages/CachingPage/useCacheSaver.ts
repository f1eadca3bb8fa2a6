import { useCacheChangeMutation, type CacheChange } from '../../data/cache/cache-change-mutation';
import type { SectionDomain } from '../../sections/useSectionDomain';
import { useSettingSaver } from '../../sections/useSettingSaver';

/** A change saver for a domain's caching and acceleration, and the kind being saved. */
export function useCacheSaver(domain: SectionDomain) {
  const mutation = useCacheChangeMutation();
  const save = useSettingSaver(mutation);
  return {
    apply: (change: CacheChange) => save({ domainId: domain.id, change }),
    saving: mutation.isPending ? mutation.variables?.change.kind : undefined,
  };
}
