import { mountTestParcel } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@portal/shared-sdk';
import * as widget from './remote';
import { setupBillingServer } from '../../testing/testServer';

setupBillingServer();

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`);

describe('the balance card', () => {
  it('shows balance and credit, links to the payment history and opens the add-balance dialog', async () => {
    const openDialog = jest.fn();
    await mountTestParcel(widget, {
      props: { openDialog },
      basePath: '/financial',
      path: '/',
      locale: 'en',
    });
    await waitFor(() => expect(figure('balance')).toHaveTextContent('12,500,000 Rials'));
    expect(figure('credit')).toHaveTextContent('2,000,000 Rials');
    expect(screen.getByRole('link', { name: 'Balance and credit' })).toHaveAttribute(
      'href',
      '/financial/payment-history',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Increase balance' }));
    expect(openDialog).toHaveBeenCalledWith('AddBalance');
  });

  it('follows wallet:changed without a reload', async () => {
    await mountTestParcel(widget, { basePath: '/financial', path: '/', locale: 'en' });
    await waitFor(() => expect(figure('balance')).toHaveTextContent('12,500,000'));
    bus.emit('wallet:changed', { balance: -20_000, credit: 0, debt: 20_000 });
    await waitFor(() => expect(figure('balance')).toHaveTextContent('-20,000 Rials'));
  });
});
