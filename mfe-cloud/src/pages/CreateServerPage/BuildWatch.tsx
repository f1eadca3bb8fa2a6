import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Heading, Stack, Text, useApiErrorMessage, useParcelProps } from '@portal/shared-ui';
import { useServerQuery } from '../../data/servers/server-query';
import { ServerStatus } from '../../servers/ServerStatus';
import { serverPath } from '../../servers/serverPaths';
import { BuildProgress } from '../ServerPage/BuildProgress';
import { useChangeTooLong } from '../ServerPage/useChangeTooLong';

export interface BuildWatchProps {
  serverId: number;
  name: string;
}

/** The new server's build as it happens (asked again every 2 s); when it is ON, its page opens. */
export function BuildWatch({ serverId, name }: BuildWatchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const errorMessage = useApiErrorMessage();
  const query = useServerQuery(serverId);
  const server = query.data;
  const tooLong = useChangeTooLong(server);
  const ready = server?.status === 'ON' && !server.task_state;

  // Navigating re-renders the parcel at once, which must not happen while React commits this render.
  useEffect(() => {
    if (!ready || !server) return undefined;
    const timer = setTimeout(() => navigate(serverPath(basePath, server), { replace: true }), 0);
    return () => clearTimeout(timer);
  }, [ready, server, basePath, navigate]);

  return (
    <Stack gap="4" maxW="2xl" aria-live="polite">
      <Heading as="h2" size="md">
        {intl.formatMessage({ id: 'cloud.create.building' }, { name })}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage({ id: 'cloud.create.buildingHelp' })}</Text>
      {server && <ServerStatus server={server} />}
      {server && <BuildProgress server={server} />}
      {query.isError && !server && <Text color="fg.error">{errorMessage(query.error)}</Text>}
      {tooLong && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage({ id: 'cloud.server.tooLong' })}</Alert.Title>
        </Alert.Root>
      )}
      {server && (
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          onClick={() => navigate(serverPath(basePath, server))}
        >
          {intl.formatMessage({ id: 'cloud.create.openServer' })}
        </Button>
      )}
    </Stack>
  );
}
