import type { AreaSection } from '../../area/SectionNav';
import { AreaLayout } from '../../area/AreaLayout';
import { WalletSummary } from './WalletSummary';

export interface FinancialPageProps {
  tabs: readonly AreaSection[];
}

/** /financial/{tab_name}: the wallet summary above the finance tabs. */
export function FinancialPage({ tabs }: FinancialPageProps) {
  return (
    <AreaLayout titleId="billing.title" sections={tabs}>
      <WalletSummary />
    </AreaLayout>
  );
}
