import { createIntl } from 'react-intl';
import {
  canPerform,
  type SearchEntry,
  type SearchModule,
  type SearchRequest,
  type Server,
  type Volume,
} from '@portal/shared-sdk';
import { queryClient } from '../data/queryClient';
import { serverPowerMutationOptions } from '../data/servers/server-power-mutation';
import { serversQueryOptions } from '../data/servers/servers-query';
import { volumesQueryOptions } from '../data/volumes/volumes-query';
import { messages } from '../messages/messages';

// a list read for the palette counts as fresh for this long; the area's pages keep it live anyway
const FRESH_MS = 30_000;

function serverEntries(
  servers: readonly Server[],
  t: (id: string, values?: Record<string, string>) => string,
): SearchEntry[] {
  return servers.flatMap((server) => {
    const name = server.display_name || server.name;
    const ips = (server.interfaces ?? []).map((i) => i.ip_address).filter((ip): ip is string => !!ip);
    const power = (action: 'on' | 'off') => () =>
      queryClient
        .getMutationCache()
        .build(queryClient, serverPowerMutationOptions(queryClient))
        .execute({ serverId: server.id, action })
        .then((answer) => answer.message || undefined);
    const entries: SearchEntry[] = [
      {
        key: `server-${server.id}`,
        kind: 'resource',
        title: name,
        detail: ips.join('، '),
        keywords: [server.name, ...ips],
        to: `/cloud/servers/${server.id}`,
      },
    ];
    if (canPerform(server, 'power_off'))
      entries.push({
        key: `server-${server.id}-off`,
        kind: 'action',
        title: t('cloud.search.powerOff', { name }),
        keywords: [server.name],
        confirm: {
          title: t('cloud.search.powerOff.title', { name }),
          message: t('cloud.search.powerOff.message'),
          confirmLabel: t('cloud.search.powerOff.confirm'),
        },
        run: power('off'),
      });
    if (canPerform(server, 'power_on'))
      entries.push({
        key: `server-${server.id}-on`,
        kind: 'action',
        title: t('cloud.search.powerOn', { name }),
        keywords: [server.name],
        run: power('on'),
      });
    return entries;
  });
}

const volumeEntries = (
  volumes: readonly Volume[],
  t: (id: string, values?: Record<string, string>) => string,
): SearchEntry[] =>
  volumes.map((v) => ({
    key: `volume-${v.id}`,
    kind: 'resource',
    title: t('cloud.search.volume', { name: v.name }),
    detail: t('cloud.search.volumeDetail', { size: String(v.size) }),
    keywords: [v.name],
    to: '/cloud/volumes',
  }));

/**
 * The cloud area in the command palette: the customer's servers (by name and address) and volumes,
 * creating a server, and turning each server on or off as its state allows (off after a
 * confirmation), through the area's own queries and power mutation, so its pages show the change.
 */
export const search: SearchModule['search'] = async ({ locale }: SearchRequest) => {
  const intl = createIntl({ locale, messages: messages[locale] });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [servers, volumes] = await Promise.all([
    queryClient.fetchQuery({ ...serversQueryOptions(), staleTime: FRESH_MS }),
    queryClient.fetchQuery({ ...volumesQueryOptions(), staleTime: FRESH_MS }),
  ]);
  return [
    {
      key: 'create-server',
      kind: 'action',
      title: t('cloud.search.createServer'),
      to: '/cloud/servers/create-server',
    },
    ...serverEntries(servers, t),
    ...volumeEntries(volumes, t),
  ];
};
