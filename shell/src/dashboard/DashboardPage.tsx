import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { GridItem, Heading, SimpleGrid, Stack } from '@portal/shared-ui';
import { widgetsIn } from '../contributions/dashboardParts';
import { useContributions } from '../contributions/useContributions';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { PromoSlider } from './PromoSlider';
import { ShortcutTiles } from './ShortcutTiles';
import { useSlides } from './useSlides';

/** `/`: shortcuts, the promotional slider and the cards the remotes contribute. */
export function DashboardPage() {
  const { slides, loading } = useSlides();
  const snapshot = useContributions();
  const main = useMemo(() => widgetsIn(snapshot, 'main'), [snapshot]);
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
            {main.map((w) => (
              <RemoteWidget key={w.key} remote={w.remote} module={w.module} />
            ))}
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
