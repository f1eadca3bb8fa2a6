import type { IntlShape } from 'react-intl';
import { SERVER_TIER_SIZES } from '@portal/shared-sdk';

/** A tier as a choice reads: its name and, for a fixed tier, its size. */
export function tierOptionLabel(intl: IntlShape, tier: string): string {
  const name = intl.formatMessage({ id: `cloud.tier.${tier}` });
  const size = SERVER_TIER_SIZES[tier as keyof typeof SERVER_TIER_SIZES];
  return size ? intl.formatMessage({ id: 'cloud.tier.withSize' }, { name, ...size }) : name;
}
