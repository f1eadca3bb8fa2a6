import { useIntl } from 'react-intl';
import { IconButton, Menu, Portal } from '@portal/shared-ui';
import { MoonIcon, SunIcon } from '../layout/ShellIcons';
import { COLOR_MODE_PREFERENCES, type ColorModePreference } from './colorMode';
import { useColorMode } from './useColorMode';

export interface ColorModeSwitchProps {
  /** below this breakpoint the switch is not shown (the header hands it to the phone drawer) */
  hideBelow?: 'sm' | 'md';
}

/** The theme menu (header, phone drawer): follow the system, light or dark; the icon shows the mode in use. */
export function ColorModeSwitch({ hideBelow }: ColorModeSwitchProps) {
  const intl = useIntl();
  const { preference, mode, setPreference } = useColorMode();
  const label = intl.formatMessage(
    { id: 'shell.colorMode.label' },
    { mode: intl.formatMessage({ id: `shell.colorMode.${preference}` }) },
  );
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          data-color-mode={mode}
          hideBelow={hideBelow}
        >
          {mode === 'dark' ? <MoonIcon /> : <SunIcon />}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={preference}
              onValueChange={({ value }) => setPreference(value as ColorModePreference)}
            >
              {COLOR_MODE_PREFERENCES.map((option) => (
                <Menu.RadioItem key={option} value={option}>
                  <Menu.ItemIndicator />
                  {intl.formatMessage({ id: `shell.colorMode.${option}` })}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
