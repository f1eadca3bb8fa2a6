import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Menu, Portal } from '@portal/shared-ui';
import { labelText } from '../contributions/localizedText';
import type { MenuItem } from '../contributions/menuItems';
import { ChevronDownIcon } from './ShellIcons';
import { useMenuAction } from './useMenuAction';

export interface HeaderMenuProps {
  /** the menu's name in the data-menu attribute (financial, support, user) */
  name: string;
  /** message id of the menu's label */
  labelId: string;
  items: readonly MenuItem[];
}

/** A header drop-down menu (keyboard: Enter/Space/arrows open, arrows move, Esc closes); none without entries. */
export function HeaderMenu({ name, labelId, items }: HeaderMenuProps) {
  const intl = useIntl();
  const run = useMenuAction();
  if (items.length === 0) return null;
  return (
    <Menu.Root
      onSelect={({ value }) => {
        const action = items.find((item) => item.key === value)?.action;
        if (action) run(action);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" data-menu={name}>
          <FormattedMessage id={labelId} />
          <ChevronDownIcon size={14} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {items.map((item) => (
              <Menu.Item key={item.key} value={item.key} disabled={!item.action}>
                {labelText(item.label, intl)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
