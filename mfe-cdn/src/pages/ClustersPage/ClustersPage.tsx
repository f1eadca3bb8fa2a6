import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Cluster } from '@portal/api-cdn';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Flex,
  HStack,
  justAddedMark,
  JustAddedRows,
  QueryView,
  Stack,
  Table,
  Text,
  useJustAdded,
} from '@portal/shared-ui';
import { useClusterDeleteMutation } from '../../data/clusters/cluster-delete-mutation';
import { useClustersQuery } from '../../data/clusters/clusters-query';
import { Panel } from '../../components/Panel';
import { useConfirmedDelete } from '../../components/useConfirmedDelete';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { ClusterForm } from './ClusterForm';

/** /cdn/{domain}/{id}/clusters: origin pools with their servers and balancing; added, edited and deleted after a confirmation. */
export function ClustersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const domain = useCurrentDomain();
  const query = useClustersQuery(domain.id);
  const remove = useConfirmedDelete(useClusterDeleteMutation(), (cluster: Cluster) => ({
    domainId: domain.id,
    clusterId: cluster.id,
  }));
  // the cluster in the form: 'new', one being edited, or none
  const [editing, setEditing] = useState<Cluster | 'new' | null>(null);
  const highlight = useJustAdded();
  const done = (saved?: Cluster) => {
    setEditing(null);
    if (saved) highlight.show([saved.id]);
  };

  return (
    <Stack gap="4">
      {editing !== null && (
        <Panel title={t(editing === 'new' ? 'cdn.clusters.add' : 'cdn.clusters.edit')}>
          <ClusterForm
            key={editing === 'new' ? 'new' : editing.id}
            domain={domain}
            cluster={editing === 'new' ? undefined : editing}
            onDone={done}
          />
        </Panel>
      )}
      <Panel
        title={t('cdn.clusters.title')}
        actions={
          editing === null && (
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
              {t('cdn.clusters.add')}
            </Button>
          )
        }
      >
        <QueryView query={query}>
          {(clusters) =>
            clusters.length === 0 ? (
              <EmptyState title={t('cdn.clusters.empty')} />
            ) : (
              <JustAddedRows ids={highlight.ids}>
                <Stack gap="4">
                  {clusters.map((c) => (
                    <Stack
                      key={c.id}
                      as="article"
                      aria-label={c.name}
                      borderWidth="1px"
                      borderRadius="md"
                      p="3"
                      gap="2"
                      {...justAddedMark(highlight.ids.has(c.id))}
                    >
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text fontWeight="bold" flex="1">
                          <bdi dir="ltr">{c.name}</bdi>
                        </Text>
                        <Badge>{t(`cdn.clusters.method.${c.method}`)}</Badge>
                        <Badge>{c.protocol.toUpperCase()}</Badge>
                        <HStack gap="2">
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setEditing(c)}
                            aria-label={t('cdn.clusters.editNamed', { name: c.name })}
                          >
                            {t('cdn.clusters.editShort')}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => remove.ask(c)}
                            aria-label={t('cdn.clusters.deleteNamed', { name: c.name })}
                          >
                            {t('cdn.clusters.delete')}
                          </Button>
                        </HStack>
                      </Flex>
                      <Table.ScrollArea>
                        <Table.Root size="sm" aria-label={t('cdn.clusters.serversOf', { name: c.name })}>
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader>{t('cdn.clusters.address')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('cdn.clusters.port')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('cdn.clusters.weight')}</Table.ColumnHeader>
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {c.servers.map((s) => (
                              <Table.Row key={`${s.address}:${s.port}`}>
                                <Table.Cell>
                                  <bdi dir="ltr">{s.address}</bdi>
                                </Table.Cell>
                                <Table.Cell>{s.port}</Table.Cell>
                                <Table.Cell>{s.weight}</Table.Cell>
                              </Table.Row>
                            ))}
                          </Table.Body>
                        </Table.Root>
                      </Table.ScrollArea>
                      <Text fontSize="sm" color="fg.muted">
                        {t('cdn.clusters.monitoring')}:{' '}
                        {c.monitoring_path ? (
                          <bdi dir="ltr">{c.monitoring_path}</bdi>
                        ) : (
                          t('cdn.clusters.notMonitored')
                        )}
                      </Text>
                      {c.paths.length > 0 && (
                        <Text fontSize="sm" color="fg.muted">
                          {t('cdn.clusters.paths')}:{' '}
                          {c.paths.map((p) => (
                            <bdi key={p} dir="ltr">
                              {p}{' '}
                            </bdi>
                          ))}
                        </Text>
                      )}
                    </Stack>
                  ))}
                </Stack>
              </JustAddedRows>
            )
          }
        </QueryView>
      </Panel>
      <ConfirmDialog
        {...remove.dialog}
        danger
        title={t('cdn.clusters.deleteTitle', { name: remove.target?.name ?? '' })}
        confirmLabel={t('cdn.clusters.delete')}
      >
        {t('cdn.clusters.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
