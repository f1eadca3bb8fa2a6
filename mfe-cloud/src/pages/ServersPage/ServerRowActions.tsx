import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { canPerform, type Server } from '@portal/shared-sdk';
import { Button, ChevronDownIcon, HStack, Link, Menu, Portal, useParcelProps } from '@portal/shared-ui';
import { consolePath, nameOf, serverPath } from '../../servers/serverPaths';
import { usePowerAction } from '../../servers/usePowerAction';

export interface ServerRowActionsProps {
  server: Server;
}

type RowAction = 'on' | 'off' | 'restart' | 'console' | 'details';

/** A row's Details link and its actions menu: power on or off, restart, the console — each only when the state allows it. */
export function ServerRowActions({ server }: ServerRowActionsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const power = usePowerAction();
  const name = nameOf(server);
  const actions: { key: Exclude<RowAction, 'details'>; allowed: boolean }[] = [
    { key: 'on', allowed: canPerform(server, 'power_on') },
    { key: 'off', allowed: canPerform(server, 'power_off') },
    { key: 'restart', allowed: canPerform(server, 'restart') },
    { key: 'console', allowed: canPerform(server, 'vnc') },
  ];
  const select = (key: RowAction) => {
    if (key === 'details') navigate(serverPath(basePath, server));
    else if (key === 'console') window.open(consolePath(basePath, server), '_blank', 'noopener');
    else power.run(server.id, key);
  };

  return (
    <HStack gap="2" justify="flex-end" onClick={(e) => e.stopPropagation()}>
      <Link asChild fontSize="sm" color="brand.fg">
        <RouterLink
          to={serverPath(basePath, server)}
          aria-label={intl.formatMessage({ id: 'cloud.servers.detailsOf' }, { server: name })}
        >
          {intl.formatMessage({ id: 'cloud.servers.details' })}
        </RouterLink>
      </Link>
      <Menu.Root onSelect={({ value }) => select(value as RowAction)}>
        <Menu.Trigger asChild>
          <Button
            size="xs"
            variant="outline"
            aria-label={intl.formatMessage({ id: 'cloud.servers.actionsOf' }, { server: name })}
          >
            {intl.formatMessage({ id: 'cloud.servers.actions' })}
            <ChevronDownIcon aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="40">
              {actions.map((a) => (
                <Menu.Item key={a.key} value={a.key} disabled={!a.allowed || power.pending}>
                  {intl.formatMessage({ id: `cloud.servers.action.${a.key}` })}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}
