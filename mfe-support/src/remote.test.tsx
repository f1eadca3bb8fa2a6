import { screen, waitFor } from '@testing-library/react';
import { describeParcelContract, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from './remote';
import { demoLists, setupSupportServer } from './testing/testServer';

setupSupportServer();

const basePath = '/support';

describeParcelContract('support', parcel, {
  basePath,
  title: { fa: 'پشتیبانی', en: 'Support' },
  page: '/support/plans',
  index: '/support/tickets',
  notFound: {
    path: '/support/nothing-here',
    text: 'This support page was not found',
    back: 'Back to support',
  },
});

describe('the support area', () => {
  it('marks the tickets section current once /support has led there', async () => {
    const { currentPath } = await mountTestParcel(parcel, { basePath, path: '/support', locale: 'en' });
    await waitFor(() => expect(currentPath()).toBe('/support/tickets'));
    expect(await screen.findByRole('link', { name: 'My tickets' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a ticket under its own address', async () => {
    const ticket = demoLists.opened_list[0]!;
    await mountTestParcel(parcel, { basePath, path: `/support/tickets/${ticket.id}`, locale: 'en' });
    expect(await screen.findByRole('heading', { name: ticket.subject })).toBeInTheDocument();
  });
});
