import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SCROLL_AREA_HEIGHT_PX } from '@portal/shared-sdk';
import { Button, Link, ResourceListWidget, Text, useParcelProps } from '@portal/shared-ui';
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
  const { basePath } = useParcelProps();
  const query = useServersQuery();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <ResourceListWidget
      query={query}
      loadFailedId="cloud.servers.loadFailed"
      emptyTitle={t('cloud.servers.empty')}
      label={t('cloud.servers.widget.title')}
      maxHeight={SCROLL_AREA_HEIGHT_PX.servers}
      onEmptyChange={onEmptyChange}
      itemKey={(server) => server.id}
      add={
        <Button size="sm" colorPalette="brand" asChild>
          <RouterLink to={`${basePath}/servers/create-server`}>{t('cloud.servers.add')}</RouterLink>
        </Button>
      }
      allLink={
        <Button size="sm" variant="outline" asChild>
          <RouterLink to={`${basePath}/servers`}>{t('cloud.servers.widget.all')}</RouterLink>
        </Button>
      }
    >
      {(server) => {
        const ip = serverIp(server);
        return (
          <>
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
              <RouterLink
                to={serverPath(basePath, server)}
                aria-label={intl.formatMessage({ id: 'cloud.servers.detailsOf' }, { server: nameOf(server) })}
              >
                {t('cloud.servers.details')}
              </RouterLink>
            </Link>
          </>
        );
      }}
    </ResourceListWidget>
  );
}
