import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoSupportPlanList } from '@portal/api-support/factories';
import * as parcel from '../../remote';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { setupSupportServer } from '../../testing/testServer';

const server = setupSupportServer();

const open = (locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(parcel, { basePath: '/support', path: '/support/plans', locale });

function recordChange() {
  const sent: string[] = [];
  server.use(
    http.post('/api/v1/financial/support-plans', async ({ request }) => {
      const planId = new URLSearchParams(await request.text()).get('plan_id') ?? '';
      sent.push(planId);
      const downgrade = planId === '1';
      return apiOk(
        {
          change: downgrade ? 'downgrade' : 'upgrade',
          effective_at: 1,
          current: {
            plan_id: downgrade ? 2 : Number(planId),
            started_at: 1,
            next_plan_id: downgrade ? 1 : null,
            next_plan_at: downgrade ? 1 : null,
          },
        },
        downgrade
          ? 'Your support plan will change on the first day of next month'
          : 'Your support plan has been changed',
      );
    }),
  );
  return sent;
}

describe('the support plans page', () => {
  it('shows each package with its price without VAT, response time, SLA and channels', async () => {
    await open();
    const premium = (await screen.findByRole('heading', { name: 'Premium' })).closest(
      '[data-plan]',
    ) as HTMLElement;
    expect(within(premium).getByText('15,000,000')).toBeInTheDocument();
    expect(within(premium).getByText('per month, VAT excluded')).toBeInTheDocument();
    expect(within(premium).getByText('60 minutes')).toBeInTheDocument();
    expect(within(premium).getByText('99.9%')).toBeInTheDocument();
    const standard = screen.getByRole('heading', { name: 'Standard' }).closest('[data-plan]') as HTMLElement;
    expect(within(standard).getByText('Current plan')).toBeInTheDocument();
    expect(within(standard).getByText('4 hours')).toBeInTheDocument();
  });

  it('buys a dearer plan after a confirmation', async () => {
    const sent = recordChange();
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Premium' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The Premium plan starts now');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Your support plan has been changed')).toBeInTheDocument();
    expect(sent).toEqual(['3']);
  });

  it('says a downgrade takes effect next month before changing', async () => {
    const sent = recordChange();
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change to Basic' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('takes effect next month');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(
      await screen.findByText('Your support plan will change on the first day of next month'),
    ).toBeInTheDocument();
    expect(sent).toEqual(['1']);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const sent = recordChange();
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change to Basic' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it('reads in Persian', async () => {
    await open('fa');
    // the titles come from the provider, in Persian
    expect(await screen.findByRole('heading', { name: 'ویژه' })).toBeInTheDocument();
    // every package's price reads "a month, VAT excluded"
    expect(screen.getAllByText('ماهانه، بدون مالیات بر ارزش افزوده')).toHaveLength(
      demoSupportPlanList().length,
    );
  });
});
