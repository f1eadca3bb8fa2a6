import { Route, Routes } from 'react-router-dom';
import { AreaRedirect, AreaNotFound, useParcelProps, type AreaSection } from '@portal/shared-ui';
import { ActiveInvoicePage } from './pages/ActiveInvoicePage/ActiveInvoicePage';
import { ClosedPaymentsPage } from './pages/ClosedPaymentsPage/ClosedPaymentsPage';
import { FinancialPage } from './pages/FinancialPage/FinancialPage';
import { IncreaseBalancePage } from './pages/IncreaseBalancePage/IncreaseBalancePage';
import { InvoiceDetailPage } from './pages/InvoiceDetailPage/InvoiceDetailPage';
import { PaymentResultPage } from './pages/PaymentResultPage/PaymentResultPage';
import { TransactionsPage } from './pages/TransactionsPage/TransactionsPage';

/**
 * The finance tabs (the header's Financial menu), the tab in the URL (/financial/{tab_name}). The
 * addresses: the transactions at /financial/payment-history (also where the dashboard's
 * balance card and the header balance link), the current invoice at /financial/active-invoice (the
 * consumption chart); the issued invoices are the closed payments.
 */
export const TABS: readonly AreaSection[] = [
  { to: 'increase-balance', titleId: 'billing.increaseBalance' },
  { to: 'closed-payments', titleId: 'billing.closedPayments' },
  { to: 'active-invoice', titleId: 'billing.activeInvoice' },
  { to: 'payment-history', titleId: 'billing.transactions' },
];

/** /financial/**: the wallet summary above the tabs; /financial itself opens the first tab. */
export function BillingRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      {/* where the bank sends the browser back: a message, then the dashboard */}
      <Route path={`${basePath}/payment-result`} element={<PaymentResultPage />} />
      <Route path={basePath} element={<FinancialPage tabs={TABS} />}>
        <Route index element={<AreaRedirect to="increase-balance" />} />
        <Route path="increase-balance" element={<IncreaseBalancePage />} />
        <Route path="closed-payments" element={<ClosedPaymentsPage />} />
        <Route path="closed-payments/:invoiceId" element={<InvoiceDetailPage />} />
        <Route path="active-invoice" element={<ActiveInvoicePage />} />
        <Route path="payment-history" element={<TransactionsPage />} />
        {/* the shell's Financial menu links "Transactions" here */}
        <Route path="transactions" element={<AreaRedirect to={`${basePath}/payment-history`} />} />
        <Route
          path="*"
          element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />}
        />
      </Route>
      {/* outside the area (e.g. the moment before the shell unmounts this parcel after navigating away) */}
      <Route path="*" element={null} />
    </Routes>
  );
}
