import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeDomain, domainPlanOf } from '@portal/api-cdn/factories';
import type { Domain } from '@portal/api-cdn';
import { mountTestParcel } from '@portal/shared-ui/testing';
import { createParcel } from '@portal/shared-ui';
import { messages } from '../../messages/messages';
import { CurrentDomainContext } from './currentDomain';
import { DomainPlanGate } from './DomainPlanGate';

/** A section that gates zone-file import, inside a domain on the given plan. */
function gatedOn(domain: Domain) {
  return createParcel(
    () => (
      <Routes>
        <Route
          path="*"
          element={
            <CurrentDomainContext.Provider value={domain}>
              <DomainPlanGate feature="zone_import">
                <button type="button">Import a zone file</button>
              </DomainPlanGate>
            </CurrentDomainContext.Provider>
          }
        />
      </Routes>
    ),
    { messages },
  );
}

describe('DomainPlanGate', () => {
  it("says the domain's plan does not support the feature, with a link to its plans", async () => {
    await mountTestParcel(gatedOn(makeDomain(1, { name: 'example-shop.ir', plan: domainPlanOf('eco') })), {
      basePath: '/cdn',
      path: '/cdn/example-shop.ir/1/dns',
      locale: 'en',
    });
    expect(
      await screen.findByText('Unfortunately, your plan does not support this feature'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import a zone file' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/cdn/example-shop.ir/1/plans',
    );
  });

  it('shows the feature on a plan that has it', async () => {
    await mountTestParcel(gatedOn(makeDomain(4, { name: 'pro-store.com', plan: domainPlanOf('pro') })), {
      basePath: '/cdn',
      path: '/cdn/pro-store.com/4/dns',
      locale: 'fa',
    });
    expect(await screen.findByRole('button', { name: 'Import a zone file' })).toBeInTheDocument();
  });
});
