import { Navigate, Route, Routes } from 'react-router-dom';
import { useParcelProps, AreaNotFound, PendingSection, type AreaSection } from '@portal/shared-ui';
import { FinancialPage } from './pages/FinancialPage/FinancialPage';

/**
 * The finance tabs of SPEC §2's Financial menu, the tab in the URL (/financial/{tab_name}), named as
 * the shell's menu links them: closed payments at /financial/payment-history (also the dashboard's
 * balance card), the current invoice at /financial/active-invoice (the consumption chart).
 */
const TABS: readonly AreaSection[] = [
  { to: 'increase-balance', titleId: 'billing.increaseBalance' },
  { to: 'payment-history', titleId: 'billing.closedPayments' },
  { to: 'active-invoice', titleId: 'billing.activeInvoice' },
  { to: 'transactions', titleId: 'billing.transactions' },
];

/** /financial/**: the wallet summary above the tabs; /financial itself opens the first tab. */
export function BillingRoutes() {
  const { basePath } = useParcelProps();
  return (
    <Routes>
      <Route path={basePath} element={<FinancialPage tabs={TABS} />}>
        <Route index element={<Navigate to={TABS[0]?.to ?? ''} replace />} />
        {TABS.map((tab) => (
          <Route key={tab.to} path={tab.to} element={<PendingSection descriptionId="area.pending" titleId={tab.titleId} />} />
        ))}
        <Route path="*" element={<AreaNotFound titleId="area.notFound.title" backId="area.notFound.back" />} />
      </Route>
    </Routes>
  );
}
