import { WalletSummary } from './WalletSummary';
import { type AreaSection, AreaLayout } from '@portal/shared-ui';

export interface FinancialPageProps {
  tabs: readonly AreaSection[];
}

/** /financial/{tab_name}: the wallet summary above the finance tabs. */
export function FinancialPage({ tabs }: FinancialPageProps) {
  return (
    <AreaLayout titleId="billing.title" sectionsLabelId="area.sections" sections={tabs}>
      <WalletSummary />
    </AreaLayout>
  );
}
