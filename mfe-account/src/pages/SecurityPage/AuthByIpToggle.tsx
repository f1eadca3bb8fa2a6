import { FormattedMessage } from 'react-intl';
import { Checkbox, Stack, Text } from '@portal/shared-ui';

export interface AuthByIpToggleProps {
  enabled: boolean;
  busy: boolean;
  /** the provider's refusal of the last change, beside the box */
  error?: string;
  onChange: (enabled: boolean) => void;
}

/** "Log in only from these addresses", saved as soon as it is ticked or cleared. */
export function AuthByIpToggle({ enabled, busy, error, onChange }: AuthByIpToggleProps) {
  return (
    <Stack gap="1">
      <Checkbox.Root
        colorPalette="brand"
        checked={enabled}
        disabled={busy}
        invalid={error !== undefined}
        onCheckedChange={(e) => onChange(e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <FormattedMessage id="account.ip.only" />
        </Checkbox.Label>
      </Checkbox.Root>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
