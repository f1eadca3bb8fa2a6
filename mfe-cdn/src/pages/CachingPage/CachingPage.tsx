import { QueryView, SimpleGrid, Stack } from '@portal/shared-ui';
import { useCacheSettingsQuery } from '../../data/cache/cache-settings-query';
import { useSectionDomain } from '../../sections/useSectionDomain';
import { BrowserCacheCard } from './BrowserCacheCard';
import { EdgeCacheCard } from './EdgeCacheCard';
import { PurgeCard } from './PurgeCard';
import { useCacheSaver } from './useCacheSaver';

/** /cdn/{domain_name}/{domain_id}/caching: the edge and browser cache, errors' TTL and the purge. */
export function CachingPage() {
  const domain = useSectionDomain();
  const query = useCacheSettingsQuery(domain.id);
  const saver = useCacheSaver(domain);
  return (
    <QueryView query={query}>
      {(settings) => (
        <Stack gap="6" data-page="caching">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <EdgeCacheCard settings={settings} {...saver} />
            <BrowserCacheCard settings={settings} {...saver} />
          </SimpleGrid>
          <PurgeCard domain={domain} purgedAt={settings.purged_at} />
        </Stack>
      )}
    </QueryView>
  );
}
