import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GIFT_CODE_LENGTH } from '@portal/shared-sdk';
import {
  Box,
  Button,
  CheckCircleIcon,
  ConfirmDialog,
  ErrorCircleIcon,
  Field,
  HStack,
  Input,
  Spinner,
  Text,
} from '@portal/shared-ui';
import type { CouponCode } from './useCouponCode';

export interface CouponFieldProps {
  coupon: CouponCode;
}

/**
 * The gift or coupon code (14 characters). Its validity: reset on focus, checked at 14 characters,
 * cleared below. A PENDING code shows the server's message as an error with Retry, and a way to
 * remove the earlier payment's hold after a confirmation.
 */
export function CouponField({ coupon }: CouponFieldProps) {
  const intl = useIntl();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { state } = coupon;
  const invalid = state.status === 'invalid' || state.status === 'pending';

  return (
    <Field.Root invalid={invalid}>
      <Field.Label>
        <FormattedMessage id="billing.addBalance.coupon" />
      </Field.Label>
      <HStack width="full">
        <Input
          name="coupon"
          value={state.code}
          maxLength={GIFT_CODE_LENGTH}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          placeholder={intl.formatMessage(
            { id: 'billing.addBalance.couponPlaceholder' },
            { length: GIFT_CODE_LENGTH },
          )}
          onFocus={coupon.focus}
          onBlur={coupon.blur}
          onChange={(e) => coupon.change(e.currentTarget.value)}
        />
        {state.status === 'checking' && (
          <Spinner size="sm" aria-label={intl.formatMessage({ id: 'billing.coupon.checking' })} />
        )}
        {state.status === 'valid' && (
          <Box as="span" color="fg.success" display="inline-flex" aria-hidden="true">
            <CheckCircleIcon />
          </Box>
        )}
        {invalid && (
          <Box as="span" color="fg.error" display="inline-flex" aria-hidden="true">
            <ErrorCircleIcon />
          </Box>
        )}
      </HStack>
      {state.status === 'valid' && (
        <Text fontSize="sm" color="fg.success" data-testid="coupon-message">
          {state.message}
        </Text>
      )}
      {invalid && <Field.ErrorText data-testid="coupon-message">{state.message}</Field.ErrorText>}
      {state.status === 'pending' && (
        <HStack gap="2" mt="1">
          <Button size="xs" variant="outline" onClick={coupon.retry}>
            <FormattedMessage id="billing.coupon.retry" />
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirmOpen(true)}>
            <FormattedMessage id="billing.coupon.removePending" />
          </Button>
        </HStack>
      )}
      {state.status !== 'invalid' && state.status !== 'pending' && state.status !== 'valid' && (
        <Field.HelperText>
          <FormattedMessage id="billing.addBalance.couponHelp" values={{ length: GIFT_CODE_LENGTH }} />
        </Field.HelperText>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={<FormattedMessage id="billing.coupon.removeTitle" />}
        confirmLabel={<FormattedMessage id="billing.coupon.removeConfirm" />}
        danger
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          coupon.removePending();
        }}
      >
        <FormattedMessage id="billing.coupon.removeBody" values={{ code: <bdi>{state.code}</bdi> }} />
      </ConfirmDialog>
    </Field.Root>
  );
}
