import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MESSAGE_DELAY_MS, setWallet } from '@portal/shared-sdk';
import { Center, Spinner, Stack, Text, showToast, useParcelProps } from '@portal/shared-ui';
import { balanceQueryOptions } from '../../data/balance/balance-query';
import { invoiceKeys } from '../../data/invoices/keys';
import { transactionKeys } from '../../data/transactions/keys';

/** How long the result toast stays, ms: it outlives the move to the dashboard. */
const RESULT_TOAST_MS = 6000;

/**
 * /financial/payment-result?payment=success|failed: where the bank sends the browser back. The new
 * wallet figures go into the session store (setWallet → `wallet:changed`, so the header, the
 * dashboard cards and other tabs follow); after 1 s the success or error message appears and the
 * user goes to `/`.
 */
export function PaymentResultPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { navigate } = useParcelProps();
  const queryClient = useQueryClient();
  const success = params.get('payment') === 'success';
  const [shown, setShown] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    // the provider credited the wallet while settling: ask again (never the cached figures) and
    // hand them to the session store, whose wallet:changed reaches the header, the cards and other tabs
    queryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 }).then(
      (wallet) => setWallet(wallet),
      () => undefined, // the shell reads the balance on its own too
    );
    void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  }, [queryClient]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (done.current) return;
      done.current = true;
      setShown(true);
      showToast({
        type: success ? 'success' : 'error',
        title: intl.formatMessage({ id: success ? 'billing.payment.success' : 'billing.payment.failed' }),
        duration: RESULT_TOAST_MS,
      });
      navigate('/', { replace: true });
    }, PAYMENT_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
    // once per visit: the message must not repeat when the locale changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Center py="16">
      <Stack align="center" gap="3" role="status">
        {shown ? (
          <Text fontWeight="medium">
            <FormattedMessage id={success ? 'billing.payment.success' : 'billing.payment.failed'} />
          </Text>
        ) : (
          <>
            <Spinner />
            <Text color="fg.muted">
              <FormattedMessage id="billing.payment.checking" />
            </Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
