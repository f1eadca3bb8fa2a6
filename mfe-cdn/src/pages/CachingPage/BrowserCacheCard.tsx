import { useIntl } from 'react-intl';
import { BROWSER_CACHE_MODES, BROWSER_CACHE_TTL_OPTIONS, ERROR_CACHE_TTL_OPTIONS } from '@portal/api-cdn';
import { SimpleGrid, Stack } from '@portal/shared-ui';
import { SettingSelect } from '../../sections/SettingSelect';
import { SettingsCard } from '../../sections/SettingsCard';
import { useTtlLabel } from '../../sections/useTtlLabel';
import type { CacheCardProps } from './EdgeCacheCard';

/** The browser cache (follow the origin's headers, or a TTL of its own) and how long the origin's errors are cached. */
export function BrowserCacheCard({ settings, apply, saving }: CacheCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ttlLabel = useTtlLabel();
  // the TTL last set, or the first choice when it is not one of them
  const browserTtl = (BROWSER_CACHE_TTL_OPTIONS as readonly number[]).includes(settings.browser_cache_ttl)
    ? settings.browser_cache_ttl
    : BROWSER_CACHE_TTL_OPTIONS[0];
  return (
    <SettingsCard
      id="browser-cache"
      title={t('cdn.cache.browser.title')}
      description={t('cdn.cache.browser.description')}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SettingSelect
            label={t('cdn.cache.browserMode')}
            value={settings.browser_cache_mode}
            options={BROWSER_CACHE_MODES.map((mode) => ({
              value: mode,
              label: t(`cdn.cache.browserMode.${mode}`),
            }))}
            pending={saving === 'browser'}
            onChange={(mode) =>
              apply(
                mode === 'override' ? { kind: 'browser', mode, ttl: browserTtl } : { kind: 'browser', mode },
              )
            }
          />
          <SettingSelect
            label={t('cdn.cache.browserTtl')}
            value={browserTtl}
            options={BROWSER_CACHE_TTL_OPTIONS.map((ttl) => ({ value: ttl, label: ttlLabel(ttl) }))}
            pending={saving === 'browser'}
            disabled={settings.browser_cache_mode !== 'override'}
            onChange={(ttl) => apply({ kind: 'browser', mode: 'override', ttl })}
          />
        </SimpleGrid>
        <SettingSelect
          label={t('cdn.cache.errorsTtl')}
          helperText={t('cdn.cache.errorsTtlHelp')}
          value={settings.errors_cache_ttl}
          options={ERROR_CACHE_TTL_OPTIONS.map((ttl) => ({
            value: ttl,
            label: ttl === 0 ? t('cdn.cache.errorsTtl.none') : ttlLabel(ttl),
          }))}
          pending={saving === 'errorsTtl'}
          onChange={(ttl) => apply({ kind: 'errorsTtl', ttl })}
        />
      </Stack>
    </SettingsCard>
  );
}
