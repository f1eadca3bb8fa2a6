import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { bus } from '@portal/shared-sdk';
import { FACTORY_NOW, demoTransactions } from '@portal/shared-sdk/factories';
import { apiOk, mountTestParcel, providerLang } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupBillingServer } from '../../testing/testServer';

const server = setupBillingServer();
const open = (path = '/financial/payment-history') =>
  mountTestParcel(parcel, { basePath: '/financial', path, locale: 'en' });

describe('the transactions', () => {
  it('lists number, amount, VAT, date, description, result and payment method, ten a page', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Number',
      'Amount (rials)',
      'VAT (rials)',
      'Date',
      'Description',
      'Result',
      'Payment method',
    ]);
    await within(table).findByText('TRX-100212');
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(11); // header + 10
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('TRX-100212')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('1,000,000');
    expect(rows[1]).toHaveTextContent('100,000');
    expect(first.getByText('Invoice payment')).toBeInTheDocument();
    expect(first.getByText('Successful')).toBeInTheDocument();
    expect(first.getByText('Wallet credit')).toBeInTheDocument();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Failed')).toBeInTheDocument();
    expect(await second.findByText('Bank gateway (Mellat Bank)')).toBeInTheDocument();
  });

  it('pages to the rest', async () => {
    await open();
    await screen.findByText('TRX-100212');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('TRX-100201')).toBeInTheDocument();
    expect(screen.queryByText('TRX-100212')).not.toBeInTheDocument();
  });

  it('says there are no transactions when the list is empty', async () => {
    server.use(http.get('/api/v1/financial/transactions', () => apiOk([])));
    await open();
    expect(await screen.findByText('There are no transactions')).toBeInTheDocument();
  });

  it('answers the menu link /financial/transactions with the same tab', async () => {
    const { visited } = await open('/financial/transactions');
    await screen.findByRole('table', { name: 'Transactions' });
    expect(visited[visited.length - 1]).toBe('/financial/payment-history');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the list again when the wallet changes (a payment, here or in another tab)', async () => {
    let asked = 0;
    server.use(
      http.get('/api/v1/financial/transactions', () => {
        asked += 1;
        return apiOk(demoTransactions({ now: FACTORY_NOW }).slice(asked === 1 ? 1 : 0));
      }),
    );
    await open();
    expect(await screen.findByText('TRX-100205')).toBeInTheDocument();
    expect(screen.queryByText('TRX-100206')).not.toBeInTheDocument();
    bus.emit('wallet:changed', { balance: 1, credit: 0, debt: 0 });
    expect(await screen.findByText('TRX-100206')).toBeInTheDocument();
  });

  it('shows the descriptions the provider localizes in the language switched to', async () => {
    server.use(
      http.get('/api/v1/financial/transactions', ({ request }) =>
        apiOk(demoTransactions({ now: FACTORY_NOW, lang: providerLang(request) })),
      ),
    );
    const view = await open();
    expect((await screen.findAllByText('Invoice payment')).length).toBeGreaterThan(0);
    await view.setLocale('fa');
    await waitFor(() => expect(screen.getAllByText('پرداخت صورتحساب').length).toBeGreaterThan(0));
  });
});
