import { useIntl } from 'react-intl';
import type { Server } from '@portal/shared-sdk';
import { SimpleGrid, Stack } from '@portal/shared-ui';
import { AutopilotToggle } from './AutopilotToggle';
import { BuildProgress } from './BuildProgress';
import { DeleteServer } from './DeleteServer';
import { PasswordPanel } from './PasswordPanel';
import { PowerControls } from './PowerControls';
import { RenameForm } from './RenameForm';
import { RescuePanel } from './RescuePanel';
import { ServerActions } from './ServerActions';
import { ServerLinks } from './ServerLinks';
import { ServerLogTable } from './ServerLogTable';
import { ServerOverview } from './ServerOverview';
import { ServerSection } from './ServerSection';

export interface ServerDetailProps {
  server: Server;
}

/** A server's page below its heading: what it is, its power, what can be done to it, its log, and deleting it. */
export function ServerDetail({ server }: ServerDetailProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="4">
      <BuildProgress server={server} />
      <ServerSection title={t('cloud.server.overview')}>
        <ServerOverview server={server} />
      </ServerSection>
      <ServerSection title={t('cloud.server.links')}>
        <ServerLinks server={server} />
      </ServerSection>
      <ServerSection title={t('cloud.server.power')}>
        <PowerControls server={server} />
      </ServerSection>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ServerSection title={t('cloud.server.manage')}>
          <ServerActions server={server} />
        </ServerSection>
        <ServerSection title={t('cloud.server.rename')}>
          <RenameForm key={server.name} server={server} />
        </ServerSection>
        <ServerSection title={t('cloud.server.password')}>
          <PasswordPanel server={server} />
        </ServerSection>
        <ServerSection title={t('cloud.server.rescue')}>
          <RescuePanel server={server} />
        </ServerSection>
        <ServerSection title={t('cloud.server.autopilot')}>
          <AutopilotToggle server={server} />
        </ServerSection>
        <ServerSection title={t('cloud.server.delete.title.short')} danger>
          <DeleteServer server={server} />
        </ServerSection>
      </SimpleGrid>
      <ServerSection title={t('cloud.server.log.title')}>
        <ServerLogTable serverId={server.id} />
      </ServerSection>
    </Stack>
  );
}
