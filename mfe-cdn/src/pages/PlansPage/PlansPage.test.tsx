import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { bus, formatNumber, planChargeToMonthEnd, planMonthlyRials } from '@portal/shared-sdk';
import { DEMO_WALLETS, FACTORY_NOW, demoPriceList } from '@portal/shared-sdk/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { domainNamed } from '../../testing/testServer';
import { mountCdn } from '../../testing/mountCdn';
import { setupCdnServer } from '../../testing/testServer';

const server = setupCdnServer();
afterEach(() => jest.restoreAllMocks());

const tier = (name: string) => screen.findByRole('article', { name });
const tomans = (rials: number) => formatNumber(Math.round(rials / 10));

describe("a domain's plans", () => {
  it('shows the tiers side by side with every feature and the monthly price of the price list, the current one marked', async () => {
    await mountCdn('/cdn/example-shop.ir/1/plans');
    const eco = await tier('Economy');
    expect(within(eco).getByText('Current plan')).toBeInTheDocument();
    expect(within(eco).queryByRole('button')).not.toBeInTheDocument();
    expect(
      await within(eco).findByText(tomans(planMonthlyRials(demoPriceList(), 'eco')!), { exact: false }),
    ).toBeInTheDocument();
    const pro = await tier('Professional');
    const features = within(pro)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(features).toEqual([
      'Traffic',
      'Requests',
      'Rules',
      'Firewall rules',
      'IPs per rule',
      'Rate-limit routes',
      'DDoS challenge validity',
      'Dedicated IP',
      'Dedicated nameserver',
      'Cache space',
      'DNSSEC',
      'Wildcard records',
      'Log forwarding',
      'API access',
      'Dedicated support',
    ]);
    expect(within(pro).getByText('3,000 GB a month')).toBeInTheDocument();
    expect(within(pro).getByText('10 minutes')).toBeInTheDocument();
    expect(await within(await tier('Free')).findByText('No monthly fee')).toBeInTheDocument();
    expect(within(await tier('Free')).getAllByText('No')).toHaveLength(7);
  });

  it('shows the amount charged now, to the end of the month, before changing, then changes and tells the wallet', async () => {
    let sent: Record<string, string> = {};
    const wallet = jest.fn();
    const off = bus.on('wallet:changed', wallet);
    // the charge depends on the moment: 2025-03-15 10:00 UTC, 16 days and 14 hours before April
    const clock = jest.spyOn(Date, 'now').mockReturnValue(FACTORY_NOW * 1000);
    server.use(
      http.post('/api/v1/cdn/ng/plans', async ({ request }) => {
        sent = Object.fromEntries(new URLSearchParams(await request.text()));
        const domain = {
          ...domainNamed('example-shop.ir'),
          plan: { id: 3, name: 'com', title: 'Commercial', max_traffic_proxy: 1000 },
        };
        return apiOk(
          { domain, charged: 100, paid_until: 0 },
          'The plan of example-shop.ir is now Commercial',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/plans');
    await userEvent.click(
      await within(await tier('Commercial')).findByRole('button', { name: 'Choose Commercial' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Change the plan of example-shop.ir to Commercial',
    });
    const now = planChargeToMonthEnd(demoPriceList(), 'com', FACTORY_NOW)!.rials;
    expect(dialog).toHaveTextContent(
      `${tomans(now)} Tomans is taken from your wallet now, for the rest of this month`,
    );
    expect(dialog).toHaveTextContent(
      `Then ${tomans(planMonthlyRials(demoPriceList(), 'com')!)} Tomans a month.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('The plan of example-shop.ir is now Commercial')).toBeInTheDocument();
    expect(sent).toEqual({ domain_id: '1', plan_id: '3' });
    await waitFor(() => expect(wallet).toHaveBeenCalledWith(DEMO_WALLETS[1]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    off();
    clock.mockRestore();
  });

  it('refuses a downgrade within 15 days of the purchase, with its message, and calls nothing', async () => {
    // bought five days before now
    const boughtAt = Math.floor(Date.now() / 1000) - 5 * 86_400;
    server.use(
      http.get('/api/v1/cdn/ng/domains/4', () =>
        apiOk({ ...domainNamed('pro-store.com'), plan_started_at: boughtAt }),
      ),
      http.post('/api/v1/cdn/ng/plans', () => Promise.reject(new Error('must not be called'))),
    );
    await mountCdn('/cdn/pro-store.com/4/plans');
    await userEvent.click(
      await within(await tier('Economy')).findByRole('button', { name: 'Choose Economy' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      /A plan can be downgraded only 15 days after it was bought; this domain can be downgraded from \d{4}\/\d{2}\/\d{2}/,
    );
    expect(within(dialog).queryByRole('button', { name: 'Change plan' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the provider's refusal in the dialog", async () => {
    server.use(
      http.post('/api/v1/cdn/ng/plans', () =>
        apiFailure(422, 'The selected plan does not exist', {
          plan_id: ['The selected plan does not exist'],
        }),
      ),
    );
    await mountCdn('/cdn/example-shop.ir/1/plans');
    await userEvent.click(await within(await tier('Free')).findByRole('button', { name: 'Choose Free' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This plan is free: nothing is taken from your wallet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await within(dialog).findByText('The selected plan does not exist')).toBeInTheDocument();
  });

  it("reads in Persian with tomans and the provider's titles", async () => {
    await mountCdn('/cdn/example-shop.ir/1/plans', 'fa');
    const eco = await tier('اقتصادی');
    expect(within(eco).getByText('پلن فعلی')).toBeInTheDocument();
    expect(await within(eco).findByText(/تومان/)).toBeInTheDocument();
  });
});

describe('the plan details window', () => {
  it('shows every plan with its price and a button that closes the window', async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    await mountCdn('/plans/more-details');
    expect(await tier('Commercial')).toBeInTheDocument();
    expect(screen.queryByText('Current plan')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close this window' }));
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });
});
