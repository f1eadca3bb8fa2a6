import { screen } from '@testing-library/react';
import { describeParcelContract, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupBillingServer } from './testing/testServer';

setupBillingServer();

const basePath = '/financial';

describeParcelContract('financial', parcel, {
  basePath,
  title: { fa: 'مالی', en: 'Financial' },
  page: '/financial/active-invoice',
  index: '/financial/increase-balance',
  notFound: { path: '/financial/nope', text: 'This financial page was not found', back: 'Back to financial' },
});

describe('the financial area', () => {
  it('takes the tab from the address', async () => {
    await mountTestParcel(parcel, { basePath, path: '/financial/active-invoice' });
    expect(await screen.findByRole('link', { name: 'صورت‌حساب جاری' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await mountTestParcel(parcel, { basePath, path: '/financial/closed-payments', locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Closed payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
