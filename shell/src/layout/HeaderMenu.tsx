import { FormattedMessage } from 'react-intl';
import { Button, Menu, Portal } from '@portal/shared-ui';
import type { MenuGroup } from './navigation';
import { ChevronDownIcon } from './ShellIcons';
import { useMenuAction } from './useMenuAction';

export interface HeaderMenuProps {
  group: MenuGroup;
}

/** A header drop-down menu (keyboard: Enter/Space/arrows open, arrows move, Esc closes). */
export function HeaderMenu({ group }: HeaderMenuProps) {
  const run = useMenuAction();
  return (
    <Menu.Root
      onSelect={({ value }) => {
        const entry = group.entries.find((e) => e.key === value);
        if (entry) run(entry.action);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" data-menu={group.key}>
          <FormattedMessage id={group.label} />
          <ChevronDownIcon size={14} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {group.entries.map((entry) => (
              <Menu.Item key={entry.key} value={entry.key}>
                <FormattedMessage id={entry.label} />
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
