import { FormattedMessage, useIntl } from 'react-intl';
import { canAffordServer, monthlyFromHourly } from '@portal/shared-sdk';
import { Box, Button, Price, Stack, Text, useParcelProps } from '@portal/shared-ui';

export interface PriceSummaryProps {
  /** rials an hour; null while the size or the price list is not there */
  hourly: number | null;
  trial: boolean;
  submitting: boolean;
  submitError?: string;
}

/** What the server costs as it is being chosen (an hour and a 30-day month, from the price list), and the create button. */
export function PriceSummary({ hourly, trial, submitting, submitError }: PriceSummaryProps) {
  const intl = useIntl();
  const balance = useParcelProps().session.wallet.balance;
  const short = hourly !== null && !canAffordServer(balance, hourly);
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="4"
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
      aria-live="polite"
    >
      <Stack gap="3">
        <Text fontWeight="semibold">{intl.formatMessage({ id: 'cloud.create.price' })}</Text>
        {trial ? (
          <Text data-price="trial">{intl.formatMessage({ id: 'cloud.create.priceTrial' })}</Text>
        ) : hourly === null ? (
          <Text color="fg.muted">{intl.formatMessage({ id: 'cloud.create.priceUnknown' })}</Text>
        ) : (
          <Stack gap="1" data-price={hourly}>
            <Text>
              <FormattedMessage id="cloud.create.perHour" values={{ price: <Price rials={hourly} /> }} />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="cloud.create.perMonth"
                values={{ price: <Price rials={monthlyFromHourly(hourly)} /> }}
              />
            </Text>
          </Stack>
        )}
        {short && !trial && (
          <Text fontSize="sm" color="orange.fg">
            {intl.formatMessage({ id: 'cloud.create.balanceShort' })}
          </Text>
        )}
        {submitError && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {submitError}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={submitting}>
          {intl.formatMessage({ id: 'cloud.create.submit' })}
        </Button>
      </Stack>
    </Box>
  );
}
