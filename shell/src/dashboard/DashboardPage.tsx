import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { GridItem, Heading, SimpleGrid, Stack } from '@portal/shared-ui';
import { mainColumn, widgetsIn } from '../contributions/dashboardParts';
import { useContributions } from '../contributions/useContributions';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { PromoSlider } from './PromoSlider';
import { ResourcesCard } from './ResourcesCard';
import { ShortcutTiles } from './ShortcutTiles';
import { useSlides } from './useSlides';

/** `/`: shortcuts, the promotional slider and the cards the remotes contribute. */
export function DashboardPage() {
  const { slides, loading } = useSlides();
  const snapshot = useContributions();
  const main = useMemo(() => mainColumn(snapshot), [snapshot]);
  const side = useMemo(() => widgetsIn(snapshot, 'side'), [snapshot]);

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.title.dashboard" />
      </Heading>
      <ShortcutTiles />
      <PromoSlider slides={slides} loading={loading} />
      {/* the wide column holds the lists (resources, tickets), the narrow one the wallet */}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <Stack gap="4">
            {main.map((item) =>
              item.kind === 'resources' ? (
                <ResourcesCard key="resources" options={item.options} />
              ) : (
                <RemoteWidget key={item.widget.key} remote={item.widget.remote} module={item.widget.module} />
              ),
            )}
          </Stack>
        </GridItem>
        <Stack gap="4">
          {side.map((w) => (
            <RemoteWidget key={w.key} remote={w.remote} module={w.module} />
          ))}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
