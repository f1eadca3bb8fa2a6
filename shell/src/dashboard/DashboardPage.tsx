import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { GridItem, Heading, SimpleGrid, Stack } from '@portal/shared-ui';
import { useDialogs } from '../remotes/DialogsContext';
import { isDialogName } from '../remotes/dialogs';
import { RemoteWidget } from '../remotes/RemoteWidget';
import { PromoSlider } from './PromoSlider';
import { ShortcutTiles } from './ShortcutTiles';
import { useSlides } from './useSlides';

/** `/`: shortcuts, the promotional slider and the cards the remotes expose. */
export function DashboardPage() {
  const { slides, loading } = useSlides();
  const { openDialog } = useDialogs();
  // widgets may open the shell-hosted dialogs (add balance, new ticket, add domain) by name
  const widgetProps = useMemo(
    () => ({ openDialog: (name: unknown) => isDialogName(name) && openDialog(name) }),
    [openDialog],
  );

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.title.dashboard" />
      </Heading>
      <ShortcutTiles />
      <PromoSlider slides={slides} loading={loading} />
      {/* the wide column holds the lists (resources, tickets), the narrow one the wallet; a card an
          area has not shipped takes no room */}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <Stack gap="4">
            <RemoteWidget remote="cdn" name="Resources" widgetProps={widgetProps} />
            <RemoteWidget remote="cloud" name="Resources" widgetProps={widgetProps} />
            <RemoteWidget remote="support" name="LatestTickets" widgetProps={widgetProps} />
          </Stack>
        </GridItem>
        <Stack gap="4">
          <RemoteWidget remote="billing" name="Balance" widgetProps={widgetProps} />
          <RemoteWidget remote="billing" name="Consumption" widgetProps={widgetProps} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
