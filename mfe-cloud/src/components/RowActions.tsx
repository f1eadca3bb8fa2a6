import { useIntl } from 'react-intl';
import { Button, ChevronDownIcon, Menu, Portal } from '@portal/shared-ui';

export interface RowAction {
  key: string;
  label: string;
  onSelect: () => void;
  /** red, for what deletes or takes something away */
  danger?: boolean;
  disabled?: boolean;
}

export interface RowActionsProps {
  /** what the actions are about, for the button's accessible name ("Actions of data-1") */
  subject: string;
  actions: readonly RowAction[];
}

/** A row's actions in a menu: one button per row, every action reachable by keyboard. */
export function RowActions({ subject, actions }: RowActionsProps) {
  const intl = useIntl();
  return (
    <Menu.Root onSelect={({ value }) => actions.find((a) => a.key === value)?.onSelect()}>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          aria-label={intl.formatMessage({ id: 'cloud.common.actionsOf' }, { subject })}
        >
          {intl.formatMessage({ id: 'cloud.common.actions' })}
          <ChevronDownIcon size={12} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {actions.map((a) => (
              <Menu.Item
                key={a.key}
                value={a.key}
                disabled={a.disabled}
                color={a.danger ? 'fg.error' : undefined}
              >
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
