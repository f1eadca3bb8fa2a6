import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatTimeUnit } from '@portal/shared-sdk';

/** A duration in seconds as the product shows it: seconds under a minute, minutes under an hour, otherwise hours. */
export function useTtlLabel(): (seconds: number) => string {
  const intl = useIntl();
  return useCallback(
    (seconds: number) => {
      const { value, unit } = formatTimeUnit(seconds);
      return intl.formatMessage({ id: `cdn.dns.ttl.${unit}` }, { value });
    },
    [intl],
  );
}
