import { FormattedMessage } from 'react-intl';
import { Box, Price, Text, VisuallyHidden } from '@portal/shared-ui';
import { useAnimatedNumber } from './useAnimatedNumber';

export interface PayableCounterProps {
  /** rials */
  payable: number;
}

/** The payable amount, counting to each new figure over 1 s, with its value in tomans below. */
export function PayableCounter({ payable }: PayableCounterProps) {
  const shown = useAnimatedNumber(payable);
  return (
    <Box>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="billing.addBalance.payable" />
      </Text>
      {/* the moving figure is decoration; assistive technology hears the settled one once */}
      <Text
        fontSize="2xl"
        fontWeight="bold"
        aria-hidden="true"
        data-testid="payable-amount"
        data-value={payable}
      >
        <Price rials={shown} />
      </Text>
      <VisuallyHidden aria-live="polite">
        <Price rials={payable} />
      </VisuallyHidden>
      <Text color="fg.muted" fontSize="xs" data-testid="payable-tomans">
        <Price rials={payable} unit="toman" />
      </Text>
    </Box>
  );
}
