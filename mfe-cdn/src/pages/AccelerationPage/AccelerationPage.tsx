import { useIntl } from 'react-intl';
import { QueryView, SimpleGrid, Stack } from '@portal/shared-ui';
import { useCacheSettingsQuery } from '../../data/cache/cache-settings-query';
import { SettingCheckbox } from '../../sections/SettingCheckbox';
import { SettingsCard } from '../../sections/SettingsCard';
import { useSectionDomain } from '../../sections/useSectionDomain';
import { useCacheSaver } from '../CachingPage/useCacheSaver';

const MINIFY = [
  { key: 'html', field: 'minify_html' },
  { key: 'css', field: 'minify_css' },
  { key: 'js', field: 'minify_js' },
] as const;

/** /cdn/{domain_name}/{domain_id}/acceleration: minify HTML, CSS and JavaScript; image resize and optimization. */
export function AccelerationPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const domain = useSectionDomain();
  const query = useCacheSettingsQuery(domain.id);
  const { apply, saving } = useCacheSaver(domain);
  return (
    <QueryView query={query}>
      {(settings) => (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start" data-page="acceleration">
          <SettingsCard
            id="minify"
            title={t('cdn.accel.minify.title')}
            description={t('cdn.accel.minify.description')}
          >
            <Stack gap="4">
              {MINIFY.map(({ key, field }) => (
                <SettingCheckbox
                  key={key}
                  label={t(`cdn.accel.minify.${key}`)}
                  checked={settings[field]}
                  pending={saving === 'minify'}
                  onChange={(on) =>
                    apply({
                      kind: 'minify',
                      minify: {
                        html: settings.minify_html,
                        css: settings.minify_css,
                        js: settings.minify_js,
                        [key]: on,
                      },
                    })
                  }
                />
              ))}
            </Stack>
          </SettingsCard>
          <SettingsCard
            id="images"
            title={t('cdn.accel.images.title')}
            description={t('cdn.accel.images.description')}
          >
            <Stack gap="4">
              <SettingCheckbox
                label={t('cdn.accel.resize')}
                description={t('cdn.accel.resizeHelp')}
                checked={settings.image_resize}
                pending={saving === 'imageResize'}
                onChange={(enabled) => apply({ kind: 'imageResize', enabled })}
              />
              <SettingCheckbox
                label={t('cdn.accel.optimize')}
                description={t('cdn.accel.optimizeHelp')}
                checked={settings.image_optimization}
                pending={saving === 'imageOptimization'}
                onChange={(enabled) => apply({ kind: 'imageOptimization', enabled })}
              />
            </Stack>
          </SettingsCard>
        </SimpleGrid>
      )}
    </QueryView>
  );
}
