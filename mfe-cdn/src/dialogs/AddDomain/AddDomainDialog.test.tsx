import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { makeDomain } from '@portal/api-cdn/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import '../../testing/pointerEvent';
import { DEMO_SESSION, setupCdnServer } from '../../testing/testServer';
import * as dialogParcel from './remote';

const server = setupCdnServer();

const created = makeDomain(9, {
  name: 'new-site.ir',
  status: 'pending',
  current_nameservers: ['ns1.irnic-parking.example', 'ns2.irnic-parking.example'],
  mc_nameservers: ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'],
});

async function openWizard(locale: 'fa' | 'en' = 'en') {
  const onClose = jest.fn();
  const view = await mountTestParcel(dialogParcel, {
    basePath: '/cdn',
    path: '/',
    locale,
    session: DEMO_SESSION,
    props: { open: true, onClose },
  });
  const dialog = await screen.findByRole('dialog', {
    name: locale === 'en' ? 'Add a domain' : 'افزودن دامنه',
  });
  return { view, dialog, onClose };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const nameBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Domain name' });

/** Through steps 1 and 2 with a valid name; the domain is added. */
async function toNameservers(dialog: HTMLElement, user = userEvent.setup()) {
  await user.type(nameBox(dialog), 'https://www.New-Site.IR/');
  await user.click(button(dialog, 'Continue'));
  await user.click(
    await within(dialog).findByRole('checkbox', { name: 'I accept the terms and conditions' }),
  );
  await user.click(button(dialog, 'Continue'));
  await within(dialog).findByRole('table', { name: 'Nameservers' });
}

describe('the add-domain wizard', () => {
  it('checks the name: required, a domain name, not already in the list', async () => {
    const { dialog } = await openWizard();
    expect(within(dialog).getByText('Step 1 of 5')).toBeInTheDocument();
    await userEvent.click(button(dialog, 'Continue'));
    expect(await within(dialog).findByText('Enter the domain name')).toBeInTheDocument();
    await userEvent.type(nameBox(dialog), 'not a domain');
    await userEvent.click(button(dialog, 'Continue'));
    expect(
      await within(dialog).findByText('Enter a valid domain name, for example example.com'),
    ).toBeInTheDocument();
    await userEvent.clear(nameBox(dialog));
    await userEvent.type(nameBox(dialog), 'WWW.Example-Shop.ir');
    await userEvent.click(button(dialog, 'Continue'));
    expect(await within(dialog).findByText('This domain is already in your list')).toBeInTheDocument();
    // nothing typed is lost
    expect(nameBox(dialog)).toHaveValue('WWW.Example-Shop.ir');
    expect(button(dialog, 'Cancel')).toBeInTheDocument();
  });

  it('adds the normalised name after the terms, shows both sets of nameservers with copy, then a paid plan, then the DNS page after 3 s', async () => {
    const user = userEvent.setup();
    const sent: Record<string, Record<string, string>> = {};
    server.use(
      http.post('/api/v1/cdn/ng/domains', async ({ request }) => {
        sent.domain = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(created, 'The domain new-site.ir has been added');
      }),
      http.post('/api/v1/cdn/ng/plans', async ({ request }) => {
        sent.plan = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(
          { domain: created, charged: 10, paid_until: 0 },
          'The plan of new-site.ir is now Economy',
        );
      }),
    );
    const { view, dialog, onClose } = await openWizard();
    await user.type(nameBox(dialog), 'https://www.New-Site.IR/');
    await user.click(button(dialog, 'Continue'));
    await waitFor(() => expect(dialog).toHaveTextContent(/Before new-site\.ir is added/));
    // the terms first
    await user.click(button(dialog, 'Continue'));
    expect(
      await within(dialog).findByText('Accept the terms and conditions to continue'),
    ).toBeInTheDocument();
    expect(sent.domain).toBeUndefined();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(button(dialog, 'Continue'));
    const ns = await within(dialog).findByRole('table', { name: 'Nameservers' });
    expect(sent.domain).toEqual({ domain: 'new-site.ir' });
    expect(ns).toHaveTextContent('ns1.portal-cdn.example');
    expect(ns).toHaveTextContent('ns1.irnic-parking.example');
    expect(within(dialog).getByText(/can take up to 24 hours/)).toBeInTheDocument();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(ns).getByRole('button', { name: 'Copy ns1.portal-cdn.example' }));
    expect(write).toHaveBeenCalledWith('ns1.portal-cdn.example');
    expect(await screen.findByText('The text has been copied')).toBeInTheDocument();
    // from here the dialog closes instead of cancelling
    expect(within(dialog).getByText('Close', { selector: 'button' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Cancel', { selector: 'button' })).not.toBeInTheDocument();
    await user.click(button(dialog, 'Continue'));
    const plans = await within(dialog).findByRole('radiogroup', { name: 'Plan' });
    expect(within(plans).getByRole('radio', { name: /Free/ })).toBeChecked();
    await user.click(within(plans).getByRole('radio', { name: /Economy/ }));
    await user.click(button(dialog, 'Continue'));
    expect(await within(dialog).findByText('Preparing the records of your domain…')).toBeInTheDocument();
    expect(sent.plan).toEqual({ domain_id: '9', plan_id: '2' });
    await waitFor(() => expect(view.currentPath()).toBe('/cdn/new-site.ir/9/dns'), { timeout: 5000 });
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it('skips the call for the free plan', async () => {
    server.use(
      http.post('/api/v1/cdn/ng/domains', () => apiOk(created)),
      http.post('/api/v1/cdn/ng/plans', () => Promise.reject(new Error('the free plan needs no call'))),
    );
    const { dialog } = await openWizard();
    await toNameservers(dialog);
    await userEvent.click(button(dialog, 'Continue'));
    await within(dialog).findByRole('radiogroup', { name: 'Plan' });
    await userEvent.click(button(dialog, 'Continue'));
    expect(await within(dialog).findByText('Preparing the records of your domain…')).toBeInTheDocument();
  });

  it("goes back to the name with the provider's message when adding fails", async () => {
    server.use(
      http.post('/api/v1/cdn/ng/domains', () =>
        apiFailure(422, 'Domain exists!', { domain: ['Domain exists!'] }),
      ),
    );
    const { dialog } = await openWizard();
    await userEvent.type(nameBox(dialog), 'taken-elsewhere.com');
    await userEvent.click(button(dialog, 'Continue'));
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'I accept the terms and conditions' }),
    );
    await userEvent.click(button(dialog, 'Continue'));
    expect(await within(dialog).findByText('Domain exists!')).toBeInTheDocument();
    expect(within(dialog).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(nameBox(dialog)).toHaveValue('taken-elsewhere.com');
  });

  it('disables the buttons while the domain is being added', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(
        '/api/v1/cdn/ng/domains',
        () => new Promise((resolve) => (release = () => resolve(apiOk(created)))),
      ),
    );
    const { dialog } = await openWizard();
    await userEvent.type(nameBox(dialog), 'new-site.ir');
    await userEvent.click(button(dialog, 'Continue'));
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'I accept the terms and conditions' }),
    );
    await userEvent.click(button(dialog, 'Continue'));
    await waitFor(() => expect(button(dialog, 'Cancel')).toBeDisabled());
    expect(button(dialog, 'Back')).toBeDisabled();
    release();
    expect(await within(dialog).findByRole('table', { name: 'Nameservers' })).toBeInTheDocument();
  });

  it('goes back a step above the first, and does not add the domain again', async () => {
    let adds = 0;
    server.use(http.post('/api/v1/cdn/ng/domains', () => ((adds += 1), apiOk(created))));
    const { dialog } = await openWizard();
    await toNameservers(dialog);
    await userEvent.click(button(dialog, 'Back'));
    expect(await within(dialog).findByText('Step 2 of 5')).toBeInTheDocument();
    await userEvent.click(button(dialog, 'Continue'));
    expect(await within(dialog).findByRole('table', { name: 'Nameservers' })).toBeInTheDocument();
    expect(adds).toBe(1);
  });

  it('opens the plan details in a window of their own, and closing it selects the free plan', async () => {
    server.use(http.post('/api/v1/cdn/ng/domains', () => apiOk(created)));
    const details = { closed: false, focus: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(details as unknown as Window);
    const { dialog } = await openWizard();
    await toNameservers(dialog);
    await userEvent.click(button(dialog, 'Continue'));
    const plans = await within(dialog).findByRole('radiogroup', { name: 'Plan' });
    const link = within(dialog).getByRole('link', { name: 'More details about the plans' });
    expect(link).toHaveAttribute('href', '/plans/more-details');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('/plans/more-details', 'cdn-plan-details', expect.any(String));
    await userEvent.click(within(plans).getByRole('radio', { name: /Professional/ }));
    expect(within(plans).getByRole('radio', { name: /Professional/ })).toBeChecked();
    details.closed = true;
    // the dialog watches the window on a timer: as long as a busy machine needs
    await waitFor(() => expect(within(plans).getByRole('radio', { name: /Free/ })).toBeChecked(), {
      timeout: 5_000,
    });
    open.mockRestore();
  });

  it('speaks Persian, right to left', async () => {
    const { dialog } = await openWizard('fa');
    expect(within(dialog).getByRole('textbox', { name: 'نام دامنه' })).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByRole('button', { name: 'انصراف' })).toBeInTheDocument();
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
