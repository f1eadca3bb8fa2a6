import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import * as parcel from '../../remote';
import { setupBillingServer } from '../../testing/testServer';

const server = setupBillingServer();
const open = (locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(parcel, { basePath: '/financial', path: '/financial/active-invoice', locale });

describe('the current invoice', () => {
  it('splits the donut into CDN and Support Plan, leaving out the zero-priced CLOUD', async () => {
    await open();
    const chart = await screen.findByRole('figure');
    expect(within(chart).getByText('CDN')).toBeInTheDocument();
    expect(within(chart).getByText('Support Plan')).toBeInTheDocument();
    expect(within(chart).queryByText('CLOUD')).not.toBeInTheDocument();
    expect(within(chart).getByText('1,650,000 Rials')).toBeInTheDocument();
  });

  it('shows the totals: final price, VAT and the price including VAT', async () => {
    const { domElement } = await open();
    await screen.findByText('Totals');
    expect(domElement.querySelector('[data-total="_final_price"]')).toHaveTextContent('6,782,000 Rials');
    expect(domElement.querySelector('[data-total="_final_vat"]')).toHaveTextContent('678,200 Rials');
    expect(domElement.querySelector('[data-total="_final_price_included_vat"]')).toHaveTextContent(
      '7,460,200 Rials',
    );
  });

  it('lists the groups with their lines, resources and additional usages', async () => {
    const { domElement } = await open();
    await screen.findByText('Breakdown');
    const groups = [...domElement.querySelectorAll('[data-group]')].map((g) => g.getAttribute('data-group'));
    expect(groups).toEqual(['cdn', 'supportplan', 'free_volumes', 'additional_items']);
    const cdn = screen.getByRole('region', { name: 'CDN' });
    expect(within(cdn).getByText('example-shop.ir')).toBeInTheDocument();
    expect(within(cdn).getByText('eco')).toBeInTheDocument();
    const resources = within(cdn).getByRole('table', { name: 'Resources of example-shop.ir' });
    expect(within(resources).getByText('Domain')).toBeInTheDocument();
    expect(within(resources).getByText('Additional requests')).toBeInTheDocument();
    expect(resources).toHaveTextContent('Value 1,250,000');
    expect(within(resources).getByText('Service logs')).toBeInTheDocument();
    expect(within(resources).getByText('Additional traffic')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Free volumes' })).toHaveTextContent('-118,000 Rials');
    expect(
      within(screen.getByRole('region', { name: 'Support plan' })).getByText('standard'),
    ).toBeInTheDocument();
  });

  it('says there is no bill when there is no pre-invoice', async () => {
    server.use(http.get('/api/v1/financial/last-invoice', () => apiOk(null)));
    await open();
    expect(await screen.findByText('There is no bill')).toBeInTheDocument();
  });

  it('reads in Persian with Jalali dates', async () => {
    await open('fa');
    expect(await screen.findByText('جمع کل با مالیات')).toBeInTheDocument();
    expect(screen.getByText(/پیش‌فاکتور/)).toHaveTextContent('1403/12/11');
  });
});
