import { useIntl } from 'react-intl';
import type { AttachedServer } from '@portal/shared-sdk';
import { Badge, CloseIcon, Flex, IconButton, Text } from '@portal/shared-ui';

export interface AttachedServersProps {
  servers: readonly { id: number; name: string; ip_address?: string }[];
  /** the accessible name of a server's detach button */
  detachLabel: (server: AttachedServer) => string;
  onDetach: (server: AttachedServer) => void;
  emptyText: string;
}

/** The servers something is attached to, each with its address if it has one here and a detach button. */
export function AttachedServers({ servers, detachLabel, onDetach, emptyText }: AttachedServersProps) {
  const intl = useIntl();
  if (servers.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <Flex
      as="ul"
      wrap="wrap"
      gap="2"
      listStyleType="none"
      m="0"
      p="0"
      aria-label={intl.formatMessage({ id: 'cloud.common.attachedServers' })}
    >
      {servers.map((server) => (
        <li key={server.id}>
          <Badge size="lg" variant="subtle" colorPalette="gray" pe="0">
            <bdi dir="ltr">{server.ip_address ? `${server.name} · ${server.ip_address}` : server.name}</bdi>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={detachLabel(server)}
              onClick={() => onDetach(server)}
            >
              <CloseIcon size={12} />
            </IconButton>
          </Badge>
        </li>
      ))}
    </Flex>
  );
}
