import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canPayDebt, giftTierFor, isTierCode, topUpFigures, validateTopUpAmount } from '@portal/shared-sdk';
import {
  Alert,
  Button,
  Checkbox,
  HStack,
  Price,
  Separator,
  Stack,
  Text,
  showToast,
  useApiErrorMessage,
  useParcelProps,
} from '@portal/shared-ui';
import { useBalanceQuery } from '../../data/balance/balance-query';
import { useBanksQuery } from '../../data/banks/banks-query';
import { useGatewayOriginsQuery } from '../../data/config/gateway-origins-query';
import { useAddFundsMutation } from '../../data/payments/add-funds-mutation';
import { GatewayRefusedError } from '../../data/payments/gatewayRedirect';
import { AmountPicker } from './AmountPicker';
import { browserLocation } from './browserLocation';
import { CouponField } from './CouponField';
import { GatewayMenu } from './GatewayMenu';
import { PayableCounter } from './PayableCounter';
import { useCouponCode } from './useCouponCode';

/**
 * The top-up: amount (chips or custom), bank gateway, gift or coupon code with the automatic tier
 * codes, the pay-debt box for a negative balance, the payable amount and the Pay button, which
 * sends the browser to the bank. Used by the add-balance dialog and the Increase Balance tab.
 */
export function AddBalanceForm() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const { basePath } = useParcelProps();
  const banks = useBanksQuery();
  const balance = useBalanceQuery();
  const coupon = useCouponCode();
  const addFunds = useAddFundsMutation();
  // the trusted bank gateways, read ahead of Pay
  useGatewayOriginsQuery();
  // a bank address the portal refused to send the browser to (nothing was paid)
  const [refusedHost, setRefusedHost] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [gateway, setGateway] = useState<number | null>(null);
  const [payDebt, setPayDebt] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // waiting for the browser to leave for the bank after a successful start
  const [leaving, setLeaving] = useState(false);

  const firstGateway = banks.data?.[0]?.id;
  useEffect(() => {
    if (gateway === null && firstGateway !== undefined) setGateway(firstGateway);
  }, [gateway, firstGateway]);

  // gift tiers: an amount inside a tier applies its fixed gift code; leaving the tiers clears it
  const { change: changeCode, state: couponState } = coupon;
  const codeRef = useRef(couponState.code);
  codeRef.current = couponState.code;
  useEffect(() => {
    const tier = giftTierFor(amount);
    const code = codeRef.current;
    if (tier && code !== tier.code) changeCode(tier.code);
    else if (!tier && code !== '' && isTierCode(code)) changeCode('');
  }, [amount, changeCode]);

  const wallet = balance.data ?? { balance: 0, credit: 0, debt: 0 };
  const debtBox = canPayDebt(wallet.balance);
  const applied =
    couponState.status === 'valid' ? { kind: couponState.kind, percent: couponState.percent } : null;
  const figures = topUpFigures({
    amount: amount ?? 0,
    coupon: applied,
    balance: wallet.balance,
    payDebt: payDebt && debtBox,
  });
  const amountError = validateTopUpAmount(amount);
  const codeBlocks =
    couponState.status === 'checking' || couponState.status === 'pending' || couponState.status === 'invalid';
  const busy = addFunds.isPending || leaving;

  const pay = () => {
    setSubmitted(true);
    if (amountError || gateway === null || codeBlocks || amount === null) return;
    setRefusedHost(null);
    addFunds.mutate(
      {
        price: amount,
        gateway,
        rebound: `${browserLocation.origin()}${basePath}/payment-result`,
        verifyPrice: figures.charge,
        coupon: applied ? couponState.code : '',
      },
      {
        onSuccess: ({ redirectUrl }) => {
          setLeaving(true);
          browserLocation.assign(redirectUrl);
        },
        onError: (error) => {
          if (error instanceof GatewayRefusedError) {
            setRefusedHost(error.host);
            return;
          }
          showToast({
            type: 'error',
            title: errorMessage(error, 'billing.addBalance.payFailed'),
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'billing.addBalance.title' })}
      onSubmit={(e) => {
        e.preventDefault();
        pay();
      }}
    >
      <Stack gap="5">
        <AmountPicker
          amount={amount}
          onChange={setAmount}
          error={submitted || amount !== null ? amountError : null}
        />
        <GatewayMenu gateways={banks.data} loading={banks.isPending} value={gateway} onChange={setGateway} />
        <CouponField coupon={coupon} />
        {debtBox && (
          <Checkbox.Root checked={payDebt} onCheckedChange={(e) => setPayDebt(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <FormattedMessage
                id="billing.addBalance.payDebt"
                values={{ debt: <Price rials={figures.debt} /> }}
              />
            </Checkbox.Label>
          </Checkbox.Root>
        )}
        <Separator />
        <HStack justify="space-between" align="end" wrap="wrap" gap="4">
          <PayableCounter payable={figures.payable} />
          <Stack gap="1" textAlign="end">
            {figures.gift > 0 && (
              <Text fontSize="sm" color="fg.success" data-testid="gift-amount">
                <FormattedMessage
                  id="billing.addBalance.gift"
                  values={{ gift: <Price rials={figures.gift} /> }}
                />
              </Text>
            )}
            {figures.discount > 0 && (
              <Text fontSize="sm" color="fg.success" data-testid="discount-amount">
                <FormattedMessage
                  id="billing.addBalance.discount"
                  values={{ discount: <Price rials={figures.discount} /> }}
                />
              </Text>
            )}
          </Stack>
        </HStack>
        {refusedHost !== null && (
          <Alert.Root status="error" data-testid="gateway-refused">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="billing.addBalance.gatewayRefused.title" />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage
                  id="billing.addBalance.gatewayRefused.body"
                  values={{ host: <bdi dir="ltr">{refusedHost || '—'}</bdi> }}
                />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} disabled={codeBlocks}>
          <FormattedMessage id="billing.addBalance.pay" />
        </Button>
      </Stack>
    </form>
  );
}
