import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { ddosHandlers } from '../../testing/ddosHandlers';
import { setupCdnServer } from '../../testing/testServer';

jest.setTimeout(30_000);
const server = setupCdnServer();
beforeEach(() => server.use(...ddosHandlers));

const PLAN_REFUSAL = 'Unfortunately, your plan does not support this feature';

describe('DDoS protection', () => {
  it("shows the plan's modules with their validity and the others as not in the plan", async () => {
    await mountCdn('/cdn/example-shop.ir/1/ddos-protection');
    const cookie = await screen.findByRole(
      'form',
      { name: 'Validity of the Cookie challenge' },
      { timeout: 5000 },
    );
    expect(within(cookie).getByRole('textbox', { name: 'Validity (seconds)' })).toHaveValue('1800');
    expect(screen.getByRole('form', { name: 'Validity of the JavaScript challenge' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Validity of the Captcha challenge' })).not.toBeInTheDocument();
    // captcha's card and the captcha service both give way to the plan's refusal
    expect(screen.getAllByText(PLAN_REFUSAL)).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'Captcha (not in your plan)' })).toBeDisabled();
    expect(screen.getByText('No rules by path yet')).toBeInTheDocument();
  });

  it('refuses a validity beyond the plan beside the field, keeps what was typed, then saves a valid one', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/ddos/set-ttl/js', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(
          {
            challenges: [
              { type: 'cookie', offered: true, ttl: 1800 },
              { type: 'js', offered: true, ttl: 900 },
              { type: 'captcha', offered: false, ttl: null },
            ],
            captcha_module: null,
            min_ttl: 60,
            max_ttl: 1800,
          },
          'The challenge validity has been saved',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/ddos-protection');
    const form = await screen.findByRole(
      'form',
      { name: 'Validity of the JavaScript challenge' },
      { timeout: 5000 },
    );
    const ttl = within(form).getByRole('textbox', { name: 'Validity (seconds)' });
    await userEvent.clear(ttl);
    await userEvent.type(ttl, '3600');
    await userEvent.click(within(form).getByRole('button', { name: 'Save validity' }));
    expect(await within(form).findByText('Enter a validity from 60 to 1800 seconds')).toBeInTheDocument();
    expect(ttl).toHaveValue('3600');
    expect(body).toEqual({});
    await userEvent.clear(ttl);
    await userEvent.type(ttl, '۹۰۰');
    await userEvent.click(within(form).getByRole('button', { name: 'Save validity' }));
    expect(await screen.findByText('The challenge validity has been saved')).toBeInTheDocument();
    expect(body).toEqual({ ttl: '900' });
  });

  it("shows the provider's field message when it refuses", async () => {
    server.use(
      http.post('/api/v1/cdn/ng/domains/4/ddos/captcha-module', () =>
        apiFailure(422, 'Choose a captcha service', { module: ['Choose a captcha service'] }),
      ),
    );
    await mountCdn('/cdn/pro-store.com/4/ddos-protection');
    const form = await screen.findByRole('form', { name: 'Captcha module' }, { timeout: 5000 });
    expect(within(form).getByRole('combobox', { name: 'Captcha service' })).toHaveValue('recaptcha');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Captcha service' }),
      'turnstile',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save captcha service' }));
    expect(await within(form).findByText('Choose a captcha service')).toBeInTheDocument();
  });

  it('adds a rule by path, edits it and deletes it after confirming', async () => {
    const calls: string[] = [];
    let rules = [] as { id: number; path: string; challenge: string }[];
    server.use(
      http.get('/api/v1/cdn/ng/domains/1/ddos/rules', () => apiOk(rules)),
      http.post('/api/v1/cdn/ng/domains/1/ddos/rules', async ({ request }) => {
        const b = Object.fromEntries(new URLSearchParams(await request.text()));
        calls.push(`add ${b.path} ${b.challenge}`);
        rules = [{ id: 7, path: b.path!, challenge: b.challenge! }];
        return apiOk(rules[0], 'The DDoS rule has been saved');
      }),
      http.post('/api/v1/cdn/ng/domains/1/ddos/rules/7', async ({ request }) => {
        const b = Object.fromEntries(new URLSearchParams(await request.text()));
        calls.push(`${b._method} ${b.path ?? ''} ${b.challenge ?? ''}`.trim());
        rules = b._method === 'DELETE' ? [] : [{ id: 7, path: b.path!, challenge: b.challenge! }];
        return apiOk(
          rules[0] ?? null,
          b._method === 'DELETE' ? 'The rule has been deleted' : 'The DDoS rule has been saved',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/ddos-protection');
    const form = await screen.findByRole('form', { name: 'Add rule' }, { timeout: 5000 });
    const path = within(form).getByRole('textbox', { name: 'Path' });
    await userEvent.clear(path);
    await userEvent.type(path, '/api/*');
    await userEvent.tab();
    expect(await within(form).findByText('The path must start with the domain name')).toBeInTheDocument();
    await userEvent.clear(path);
    await userEvent.type(path, 'example-shop.ir/api/*');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Challenge' }), 'js');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    const table = await screen.findByRole('table', { name: 'Rules by path' });
    expect(await within(table).findByText('example-shop.ir/api/*')).toBeInTheDocument();
    expect(within(table).getByText('JavaScript')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit the rule for example-shop.ir/api/*' }));
    const edit = await screen.findByRole('form', { name: 'Edit rule' });
    await userEvent.selectOptions(within(edit).getByRole('combobox', { name: 'Challenge' }), 'cookie');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save rule' }));
    expect(await within(table).findByText('Cookie')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Add rule' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the rule for example-shop.ir/api/*' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this DDoS rule?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The rule has been deleted')).toBeInTheDocument();
    expect(await screen.findByText('No rules by path yet')).toBeInTheDocument();
    expect(calls).toEqual(['add example-shop.ir/api/* js', 'PUT example-shop.ir/api/* cookie', 'DELETE']);
  });
});
