import { FormattedMessage } from 'react-intl';
import { Checkbox, Stack, Text } from '@portal/shared-ui';

export interface WhitelistToggleProps {
  /** the box's label */
  labelId: string;
  /** one line under the box: what the setting does */
  hintId?: string;
  enabled: boolean;
  busy: boolean;
  /** the refusal of the last change, beside the box */
  error?: string;
  onChange: (enabled: boolean) => void;
}

/** A setting of the IP whitelist, saved as soon as it is ticked or cleared. */
export function WhitelistToggle({ labelId, hintId, enabled, busy, error, onChange }: WhitelistToggleProps) {
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
          <FormattedMessage id={labelId} />
        </Checkbox.Label>
      </Checkbox.Root>
      {hintId && (
        <Text color="fg.muted" fontSize="sm" ps="6">
          <FormattedMessage id={hintId} />
        </Text>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
