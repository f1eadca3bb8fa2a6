import type { ReactNode } from 'react';
import { Checkbox, Stack, Text } from '@portal/shared-ui';
import { useCheckedInput } from './useCheckedInput';

export interface SettingCheckboxProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  /** saves the new value at once */
  onChange: (checked: boolean) => void;
  /** a save is running: the box waits for its answer */
  pending?: boolean;
  disabled?: boolean;
}

/** An on/off setting that saves when changed (the stored value shows once the server answers). */
export function SettingCheckbox({
  label,
  description,
  checked,
  onChange,
  pending,
  disabled,
}: SettingCheckboxProps) {
  const input = useCheckedInput(checked);
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled || pending}
      onCheckedChange={(e) => onChange(e.checked === true)}
      colorPalette="brand"
      alignItems="flex-start"
      aria-busy={pending || undefined}
    >
      <Checkbox.HiddenInput ref={input} />
      <Checkbox.Control mt="0.5" />
      <Stack gap="0">
        <Checkbox.Label>{label}</Checkbox.Label>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
    </Checkbox.Root>
  );
}
