import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { canPerform, type Server } from '@portal/shared-sdk';
import { Button, Flex, Stack, Text, useParcelProps } from '@portal/shared-ui';
import { consolePath, monitoringPath } from '../../servers/serverPaths';
import { RebuildHardwareDialog } from './RebuildHardwareDialog';
import { RebuildSoftwareDialog } from './RebuildSoftwareDialog';

export interface ServerActionsProps {
  server: Server;
}

/** Rebuilding (another OS, another size) behind confirmations, the console in its own window, and the server's charts. */
export function ServerActions({ server }: ServerActionsProps) {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  const [dialog, setDialog] = useState<'software' | 'hardware' | null>(null);
  const consoleAllowed = canPerform(server, 'vnc');
  return (
    <Stack gap="3" align="flex-start">
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={!canPerform(server, 'rebuild_software')}
          onClick={() => setDialog('software')}
        >
          {intl.formatMessage({ id: 'cloud.server.rebuild.software' })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!canPerform(server, 'rebuild_hardware')}
          onClick={() => setDialog('hardware')}
        >
          {intl.formatMessage({ id: 'cloud.server.rebuild.hardware' })}
        </Button>
        {consoleAllowed ? (
          <Button asChild size="sm" variant="outline">
            <a href={consolePath(basePath, server)} target="_blank" rel="noopener">
              {intl.formatMessage({ id: 'cloud.server.console' })}
            </a>
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled>
            {intl.formatMessage({ id: 'cloud.server.console' })}
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <RouterLink to={monitoringPath(basePath, server)}>
            {intl.formatMessage({ id: 'cloud.monitoring' })}
          </RouterLink>
        </Button>
      </Flex>
      {!consoleAllowed && server.status === 'OFF' && (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'cloud.server.consoleNeedsOn' })}
        </Text>
      )}
      <RebuildSoftwareDialog server={server} open={dialog === 'software'} onClose={() => setDialog(null)} />
      <RebuildHardwareDialog server={server} open={dialog === 'hardware'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
