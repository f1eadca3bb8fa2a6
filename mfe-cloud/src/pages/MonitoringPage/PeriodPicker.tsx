import { useIntl } from 'react-intl';
import { METRIC_PERIOD_NAMES, type MetricPeriod } from '@portal/shared-sdk';
import { Button, HStack } from '@portal/shared-ui';

export interface PeriodPickerProps {
  value: MetricPeriod;
  onChange: (period: MetricPeriod) => void;
}

/** 1 hour, 24 hours, 7 days, 30 days: toggle buttons, the chosen one pressed. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const intl = useIntl();
  return (
    <HStack
      role="group"
      aria-label={intl.formatMessage({ id: 'cloud.monitoring.period' })}
      gap="1"
      wrap="wrap"
    >
      {METRIC_PERIOD_NAMES.map((period) => (
        <Button
          key={period}
          size="sm"
          colorPalette="brand"
          variant={period === value ? 'solid' : 'outline'}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {intl.formatMessage({ id: `cloud.monitoring.period.${period}` })}
        </Button>
      ))}
    </HStack>
  );
}
