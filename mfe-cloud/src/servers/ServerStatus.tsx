import { useIntl } from 'react-intl';
import { displayStatus, type Server } from '@portal/shared-sdk';
import { HStack, StatusBadge, Text } from '@portal/shared-ui';

export interface ServerStatusProps {
  server: Pick<Server, 'status' | 'rescue' | 'task_state' | 'percent'>;
}

/** The server's state as the portal shows it (turning on/off while a power change runs), with the percent of a change under way. */
export function ServerStatus({ server }: ServerStatusProps) {
  const intl = useIntl();
  return (
    <HStack gap="1.5" wrap="nowrap" data-server-status={displayStatus(server)}>
      <StatusBadge kind="server" status={displayStatus(server)} />
      {server.percent !== null && server.task_state && (
        <Text as="span" fontSize="xs" color="fg.muted">
          {intl.formatMessage({ id: 'cloud.servers.percent' }, { percent: server.percent })}
        </Text>
      )}
      {server.rescue && server.status === 'ON' && !server.task_state && (
        <Text as="span" fontSize="xs" color="purple.fg">
          {intl.formatMessage({ id: 'cloud.servers.inRescue' })}
        </Text>
      )}
    </HStack>
  );
}
