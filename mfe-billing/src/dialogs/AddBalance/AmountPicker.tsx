import { useIntl } from 'react-intl';
import { Button, FormFieldShell, HStack, Input, Stack } from '@portal/shared-ui';
import { TOP_UP_PRESETS_RIALS, digitsOnly, formatNumber, type AmountError } from '@portal/shared-sdk';

export interface AmountPickerProps {
  /** rials, null when nothing is entered */
  amount: number | null;
  onChange: (amount: number | null) => void;
  error?: AmountError | null;
}

/**
 * The top-up amount: preset chips (TOP_UP_PRESETS_RIALS) or a custom amount typed with digits only (Persian
 * digits accepted), shown with thousands separators.
 */
export function AmountPicker({ amount, onChange, error }: AmountPickerProps) {
  const intl = useIntl();
  const text = amount === null ? '' : formatNumber(amount);
  return (
    <Stack gap="3">
      <HStack
        wrap="wrap"
        gap="2"
        role="group"
        aria-label={intl.formatMessage({ id: 'billing.addBalance.presets' })}
      >
        {TOP_UP_PRESETS_RIALS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={amount === preset ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={amount === preset}
            onClick={() => onChange(preset)}
          >
            <bdi>{formatNumber(preset)}</bdi>
          </Button>
        ))}
      </HStack>
      <FormFieldShell
        label={intl.formatMessage({ id: 'billing.addBalance.amount' })}
        helperText={intl.formatMessage({ id: 'billing.addBalance.amountHelp' })}
        error={error ? intl.formatMessage({ id: `billing.addBalance.${error}` }) : undefined}
      >
        <Input
          name="amount"
          value={text}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'billing.addBalance.amountPlaceholder' })}
          onChange={(e) => {
            const digits = digitsOnly(e.currentTarget.value).replace(/^0+(?=\d)/, '');
            // a runaway paste is cut at 13 digits (above any bound), so the number stays exact
            onChange(digits === '' ? null : Number(digits.slice(0, 13)));
          }}
        />
      </FormFieldShell>
    </Stack>
  );
}
