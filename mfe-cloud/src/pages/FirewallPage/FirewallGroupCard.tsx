import { useIntl } from 'react-intl';
import type { AttachedServer, FirewallGroup, FirewallRule } from '@portal/shared-sdk';
import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  Stack,
  Text,
  JustAddedRows,
  NOTHING_ADDED,
  justAddedMark,
} from '@portal/shared-ui';
import { AttachedServers } from '../../components/AttachedServers';
import { RulesTable } from './RulesTable';

export type GroupAction =
  | { kind: 'addRule' | 'attach' | 'delete'; group: FirewallGroup }
  | { kind: 'deleteRule'; group: FirewallGroup; rule: FirewallRule }
  | { kind: 'detach'; group: FirewallGroup; server: AttachedServer };

export interface FirewallGroupCardProps {
  group: FirewallGroup;
  onAction: (action: GroupAction) => void;
  /** the group was just made: highlighted */
  added?: boolean;
  /** the rules just added, highlighted in their table */
  addedRules?: ReadonlySet<number>;
}

/** One firewall group: its data center, rules (add, delete), the servers it guards (attach, detach), delete. */
export function FirewallGroupCard({
  group,
  onAction,
  added = false,
  addedRules = NOTHING_ADDED,
}: FirewallGroupCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = `firewall-group-${group.id}`;
  return (
    <Card.Root
      as="article"
      size={{ base: 'sm', md: 'md' }}
      aria-labelledby={headingId}
      data-firewall-group={group.name}
      {...justAddedMark(added)}
    >
      <Card.Header>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            <bdi dir="ltr">{group.name}</bdi>
          </Heading>
          <Badge variant="outline">
            <bdi>{group.datacenter.display_name}</bdi>
          </Badge>
          <Flex gap="2" ms="auto" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              onClick={() => onAction({ kind: 'addRule', group })}
            >
              {t('cloud.firewall.addRule')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => onAction({ kind: 'attach', group })}>
              {t('cloud.firewall.attach')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => onAction({ kind: 'delete', group })}
              aria-label={t('cloud.firewall.deleteGroupOf', { name: group.name })}
            >
              {t('cloud.firewall.delete')}
            </Button>
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <JustAddedRows ids={addedRules}>
            <RulesTable
              groupName={group.name}
              rules={group.rules}
              onDelete={(rule) => onAction({ kind: 'deleteRule', group, rule })}
              added={addedRules}
            />
          </JustAddedRows>
          <Stack gap="2">
            <Text fontWeight="medium" fontSize="sm">
              {t('cloud.firewall.servers')}
            </Text>
            <AttachedServers
              servers={group.servers}
              emptyText={t('cloud.firewall.noServers')}
              detachLabel={(server) =>
                t('cloud.firewall.detachOf', { server: server.name, name: group.name })
              }
              onDetach={(server) => onAction({ kind: 'detach', group, server })}
            />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
