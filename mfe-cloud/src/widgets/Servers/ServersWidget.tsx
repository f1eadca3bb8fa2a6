import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SCROLL_AREA_HEIGHT_PX } from '@portal/shared-sdk';
import { Box, Button, EmptyState, ErrorState, Flex, HStack, Link, Skeleton, Stack, Text, useApiErrorMessage, useParcelProps } from '@portal/shared-ui';
import { useServersQuery } from '../../data/servers/servers-query';
import { ServerStatus } from '../../servers/ServerStatus';
import { nameOf, serverIp, serverPath } from '../../servers/serverPaths';

export interface ServersWidgetProps {
  /** tells the dashboard whether the user has servers (its resources card shows another option when there are none) */
  onEmptyChange?: (empty: boolean) => void;
}

/**
 * The dashboard's resources card, servers option: each server's name (opening its page), public IP,
 * state and a link to its page in a 250 px scroll area, live like the list; "Add server" and the whole list.
 */
export function ServersWidget({ onEmptyChange }: ServersWidgetProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const { basePath } = useParcelProps();
  const query = useServersQuery();
  const count = query.data?.length;
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (count !== undefined) onEmptyChange?.(count === 0);
  }, [count, onEmptyChange]);

  const addButton = (
    <Button size="sm" colorPalette="brand" asChild>
      <RouterLink to={`${basePath}/servers/create-server`}>{t('cloud.servers.add')}</RouterLink>
    </Button>
  );

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="3" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="shine" height="8" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, 'cloud.servers.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = <EmptyState title={t('cloud.servers.empty')} action={addButton} />;
  } else {
    body = (
      <Box maxH={`${SCROLL_AREA_HEIGHT_PX.servers}px`} overflowY="auto" tabIndex={0} aria-label={t('cloud.servers.widget.title')}>
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {query.data.map((server) => {
            const ip = serverIp(server);
            return (
              <li key={server.id}>
                <Flex align="center" gap="3" px="2" py="2" rounded="md" _hover={{ bg: 'bg.muted' }} wrap="wrap">
                  <Link asChild flex="1" minW="24" color="fg" fontWeight="medium">
                    <RouterLink to={serverPath(basePath, server)}>
                      <Text as="span" truncate>
                        <bdi>{nameOf(server)}</bdi>
                      </Text>
                    </RouterLink>
                  </Link>
                  <Text as="span" fontSize="sm" color="fg.muted" fontFamily="mono" dir="ltr">
                    {ip ?? t('cloud.servers.noIp')}
                  </Text>
                  <ServerStatus server={server} />
                  {/* the dashboard's first paint stays lean: the power menu lives on the list and the server's page */}
                  <Link asChild fontSize="sm" color="brand.fg">
                    <RouterLink to={serverPath(basePath, server)} aria-label={intl.formatMessage({ id: 'cloud.servers.detailsOf' }, { server: nameOf(server) })}>
                      {t('cloud.servers.details')}
                    </RouterLink>
                  </Link>
                </Flex>
              </li>
            );
          })}
        </Stack>
      </Box>
    );
  }

  return (
    <Stack gap="3">
      {body}
      {query.isSuccess && query.data.length > 0 && (
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button size="sm" variant="outline" asChild>
            <RouterLink to={`${basePath}/servers`}>{t('cloud.servers.widget.all')}</RouterLink>
          </Button>
          {addButton}
        </HStack>
      )}
    </Stack>
  );
}
