import { screen } from '@testing-library/react';
import { renderWithPortal } from '../testing/renderWithPortal';
import { PlanGate } from './PlanGate';

describe('PlanGate', () => {
  it('shows the feature when the plan includes it', () => {
    renderWithPortal(
      <PlanGate allowed>
        <button type="button">Import a zone file</button>
      </PlanGate>,
      'en',
    );
    expect(screen.getByRole('button', { name: 'Import a zone file' })).toBeInTheDocument();
    expect(screen.queryByText(/does not support/)).not.toBeInTheDocument();
  });

  it("says the plan does not support it, in place of the feature, with the caller's way out", () => {
    renderWithPortal(
      <PlanGate allowed={false} action={<a href="/plans">See the plans</a>}>
        <button type="button">Import a zone file</button>
      </PlanGate>,
      'en',
    );
    expect(screen.getByText('Unfortunately, your plan does not support this feature')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import a zone file' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeInTheDocument();
  });

  it('says it in Persian', () => {
    renderWithPortal(<PlanGate allowed={false} />);
    expect(screen.getByText('متأسفانه پلن شما از این قابلیت پشتیبانی نمی‌کند')).toBeInTheDocument();
  });
});
