import { screen } from '@testing-library/react';
import { describeParcelContract, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { setupAccountServer } from './testing/testServer';

setupAccountServer();

const basePath = '/profile';

describeParcelContract('account', parcel, {
  basePath,
  title: { fa: 'حساب کاربری', en: 'User account' },
  page: '/profile/audit-log',
  index: '/profile/edit-profile',
  notFound: {
    path: '/profile/nothing/here',
    text: 'This account page was not found',
    back: 'Back to your account',
  },
});

describe('the account area', () => {
  it('takes the tab from the address', async () => {
    await mountTestParcel(parcel, { basePath, path: '/profile/audit-log' });
    expect(await screen.findByRole('link', { name: 'گزارش فعالیت‌ها' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers every tab, each a page of its own', async () => {
    await mountTestParcel(parcel, { basePath, path: '/profile/change-password', locale: 'en' });
    expect(await screen.findByLabelText(/Current password/)).toBeInTheDocument();
    const tabs = [
      'Edit profile',
      'Change password',
      'Security',
      'API keys',
      'Message settings',
      'Login history',
      'Audit log',
    ];
    for (const [i, tab] of tabs.entries()) {
      expect(screen.getAllByRole('link')[i]).toHaveAccessibleName(tab);
    }
  });
});
