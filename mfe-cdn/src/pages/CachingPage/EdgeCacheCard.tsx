import { useIntl } from 'react-intl';
import { CACHE_MODES, EDGE_CACHE_TTL_OPTIONS, type CacheSettings } from '@portal/api-cdn';
import { SimpleGrid, Stack } from '@portal/shared-ui';
import type { CacheChange } from '../../data/cache/cache-change-mutation';
import { SettingCheckbox } from '../../sections/SettingCheckbox';
import { SettingSelect } from '../../sections/SettingSelect';
import { SettingsCard } from '../../sections/SettingsCard';
import { useTtlLabel } from '../../sections/useTtlLabel';

export interface CacheCardProps {
  settings: CacheSettings;
  apply: (change: CacheChange) => void;
  /** the kind of change being saved, if any */
  saving: CacheChange['kind'] | undefined;
}

/** The edge cache: its mode and TTL, developer mode, always online, cookies. */
export function EdgeCacheCard({ settings, apply, saving }: CacheCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const ttlLabel = useTtlLabel();
  return (
    <SettingsCard
      id="edge-cache"
      title={t('cdn.cache.edge.title')}
      description={t('cdn.cache.edge.description')}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SettingSelect
            label={t('cdn.cache.mode')}
            value={settings.cache_mode}
            options={CACHE_MODES.map((mode) => ({ value: mode, label: t(`cdn.cache.mode.${mode}`) }))}
            pending={saving === 'mode'}
            onChange={(mode) => apply({ kind: 'mode', mode })}
          />
          <SettingSelect
            label={t('cdn.cache.edgeTtl')}
            helperText={t('cdn.cache.edgeTtlHelp')}
            value={settings.cache_ttl}
            options={EDGE_CACHE_TTL_OPTIONS.map((ttl) => ({ value: ttl, label: ttlLabel(ttl) }))}
            pending={saving === 'edgeTtl'}
            disabled={settings.cache_mode === 'OFF'}
            onChange={(ttl) => apply({ kind: 'edgeTtl', ttl })}
          />
        </SimpleGrid>
        <SettingCheckbox
          label={t('cdn.cache.developerMode')}
          description={t('cdn.cache.developerModeHelp')}
          checked={settings.developer_mode}
          pending={saving === 'developerMode'}
          onChange={(enabled) => apply({ kind: 'developerMode', enabled })}
        />
        <SettingCheckbox
          label={t('cdn.cache.alwaysOnline')}
          description={t('cdn.cache.alwaysOnlineHelp')}
          checked={settings.always_online}
          pending={saving === 'alwaysOnline'}
          onChange={(enabled) => apply({ kind: 'alwaysOnline', enabled })}
        />
        <SettingCheckbox
          label={t('cdn.cache.cookies')}
          description={t('cdn.cache.cookiesHelp')}
          checked={settings.cache_cookies}
          pending={saving === 'cacheCookies'}
          onChange={(enabled) => apply({ kind: 'cacheCookies', enabled })}
        />
      </Stack>
    </SettingsCard>
  );
}
