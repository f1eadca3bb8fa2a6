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
  notFound: { path: '/profile/nothing/here', text: 'This account page was not found', back: 'Back to your account' },
});

describe('the account area', () => {
  it('takes the tab from the address', async () => {
    await mountTestParcel(parcel, { basePath, path: '/profile/audit-log' });
    expect(await screen.findByRole('link', { name: 'گزارش فعالیت‌ها' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the tabs to come as honest empty sections', async () => {
    await mountTestParcel(parcel, { basePath, path: '/profile/change-password', locale: 'en' });
    expect(await screen.findByText('Change password', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/arrives with the account issue/)).toBeInTheDocument();
    for (const tab of ['Edit profile', 'API keys', 'Message settings', 'Security', 'Audit log']) {
      expect(screen.getByRole('link', { name: tab })).toBeInTheDocument();
    }
  });
});
