import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { WAF_CATALOG } from '@portal/api-cdn/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { setupCdnServer } from '../../testing/testServer';

jest.setTimeout(30_000);
const server = setupCdnServer();

const BASE = '/api/v1/cdn/ng/domains/1/waf';
type Rule = { id: number; path: string; action: 'protect' | 'passthrough'; expires_at: number | null };

/** A WAF as the sandbox answers it, kept in memory so a switch or a new rule shows on the next read. */
function wafServer(start: { mode: 'off' | 'on' | 'debug'; seconds_left?: number; rules?: Rule[] }) {
  const state = {
    mode: start.mode,
    seconds_left: start.seconds_left ?? 0,
    off: new Set<string>(),
    rules: start.rules ?? [],
    posts: [] as Record<string, string>[],
  };
  const body = async (request: Request): Promise<Record<string, string>> =>
    Object.fromEntries(new URLSearchParams(await request.text()));
  const waf = () => ({
    mode: state.mode,
    debug_ends_at: state.mode === 'debug' ? 1_800_000_000 : null,
    seconds_left: state.mode === 'debug' ? state.seconds_left : 0,
  });
  server.use(
    http.get(BASE, () => apiOk(waf())),
    http.post(BASE, async ({ request }) => {
      const b = await body(request);
      state.mode = b.mode as typeof state.mode;
      state.seconds_left = 1800;
      return apiOk(waf(), 'The WAF settings have been applied');
    }),
    http.get(`${BASE}/layers`, () =>
      apiOk(
        WAF_CATALOG.map((l) => ({
          id: l.id,
          name: l.name.en,
          groups: l.groups.map((g) => ({
            id: g.id,
            name: g.name.en,
            enabled: !state.off.has(g.id),
            rules: g.rules.map((r) => ({ id: r.id, name: r.name.en, enabled: !state.off.has(r.id) })),
          })),
        })),
      ),
    ),
    http.get(`${BASE}/disabled-rules`, () =>
      apiOk(
        WAF_CATALOG.flatMap((l) =>
          l.groups.flatMap((g) =>
            g.rules
              .filter((r) => state.off.has(r.id) || state.off.has(g.id))
              .map((r) => ({ id: r.id, name: r.name.en, group_id: g.id })),
          ),
        ),
      ),
    ),
    http.post(`${BASE}/switch-rule`, async ({ request }) => {
      const b = await body(request);
      state.posts.push(b);
      if (b.enabled === '1') state.off.delete(b.rule_id ?? '');
      else state.off.add(b.rule_id ?? '');
      return apiOk({ id: b.rule_id, enabled: b.enabled === '1' }, 'The WAF settings have been applied');
    }),
    http.get(`${BASE}/rules`, () => apiOk(state.rules)),
    http.post(`${BASE}/rules`, async ({ request }) => {
      const b = await body(request);
      state.posts.push(b);
      const rule: Rule = {
        id: state.rules.length + 1,
        path: b.path ?? '',
        action: b.action as Rule['action'],
        expires_at: state.mode === 'debug' ? 1_800_000_000 : null,
      };
      state.rules.push(rule);
      return apiOk(rule, 'The WAF settings have been applied');
    }),
  );
  return state;
}

describe('WAF', () => {
  it('switches to debug mode and counts its time down, then reads the WAF again when it ends', async () => {
    const state = wafServer({ mode: 'on' });
    await mountCdn('/cdn/example-shop.ir/1/waf');
    const modes = await screen.findByRole('group', { name: 'WAF mode' }, { timeout: 5000 });
    expect(within(modes).getByRole('button', { name: 'On' })).toHaveAttribute('aria-pressed', 'true');
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await userEvent.click(within(modes).getByRole('button', { name: 'Debug' }));
      expect(
        await screen.findByText('The WAF settings have been applied', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(await screen.findByText(/Debug mode switches off in/, {}, { timeout: 5000 })).toHaveTextContent(
        'Debug mode switches off in 30:00',
      );
      state.seconds_left = 0;
      state.mode = 'off';
      await act(async () => {
        jest.advanceTimersByTime(1_801_000);
      });
      expect(await within(modes).findByRole('button', { name: 'Off' }, { timeout: 5000 })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.queryByText(/Debug mode switches off in/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('switches a single rule off; it joins the disabled rules', async () => {
    const state = wafServer({ mode: 'on' });
    await mountCdn('/cdn/example-shop.ir/1/waf');
    expect(await screen.findByText('All rules are enabled.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: '942100 SQL injection found by libinjection' }),
    );
    const disabled = await screen.findByRole('list', { name: 'Disabled rules' }, { timeout: 5000 });
    expect(disabled).toHaveTextContent('942100 SQL injection found by libinjection');
    expect(state.posts).toEqual([{ rule_id: '942100', enabled: '0' }]);
    expect(
      screen.getByRole('checkbox', { name: '942100 SQL injection found by libinjection' }),
    ).not.toBeChecked();
  });

  it('refuses a path off the domain beside the field, and adds a rule in debug mode that lasts 30 minutes', async () => {
    const state = wafServer({ mode: 'debug', seconds_left: 600 });
    await mountCdn('/cdn/example-shop.ir/1/waf');
    const form = await screen.findByRole('form', { name: 'Add custom rule' }, { timeout: 5000 });
    expect(
      within(form).getByText('WAF is in debug mode: a rule added now stops after 30 minutes.'),
    ).toBeInTheDocument();
    const path = within(form).getByRole('textbox', { name: 'Path' });
    await userEvent.clear(path);
    await userEvent.type(path, 'other.com/admin');
    await userEvent.click(within(form).getByRole('button', { name: 'Add custom rule' }));
    expect(
      await within(form).findByText('The path must start with the domain name', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    expect(within(form).getByRole('textbox', { name: 'Path' })).toHaveValue('other.com/admin');
    await userEvent.clear(path);
    await userEvent.type(path, 'example-shop.ir/admin/*');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'passthrough');
    await userEvent.click(within(form).getByRole('button', { name: 'Add custom rule' }));
    expect(
      await screen.findByText('The WAF settings have been applied', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(state.posts).toEqual([{ path: 'example-shop.ir/admin/*', action: 'passthrough' }]);
    const table = await screen.findByRole('table', { name: 'Custom rules by path' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'example-shop.ir/admin/*Pass through30 minutes (made in debug mode)',
    );
  });

  it('says "The desired rule does not exist" when a stale rule is deleted', async () => {
    wafServer({
      mode: 'on',
      rules: [{ id: 7, path: 'example-shop.ir/old', action: 'protect', expires_at: null }],
    });
    server.use(http.post(`${BASE}/rules/7`, () => apiFailure(404, 'The desired rule does not exist')));
    await mountCdn('/cdn/example-shop.ir/1/waf');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Delete the rule for example-shop.ir/old' },
        { timeout: 5000 },
      ),
    );
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Delete this WAF rule?' }, { timeout: 5000 }),
      ).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('The desired rule does not exist', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says above the form that the server could not be reached', async () => {
    wafServer({ mode: 'on' });
    server.use(http.post(`${BASE}/rules`, () => HttpResponse.error()));
    await mountCdn('/cdn/example-shop.ir/1/waf');
    const form = await screen.findByRole('form', { name: 'Add custom rule' }, { timeout: 5000 });
    const path = within(form).getByRole('textbox', { name: 'Path' });
    await userEvent.type(path, 'login');
    await userEvent.click(within(form).getByRole('button', { name: 'Add custom rule' }));
    expect(
      await within(form).findByText('Could not reach the server. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(path).toHaveValue('example-shop.ir/login');
  });
});
