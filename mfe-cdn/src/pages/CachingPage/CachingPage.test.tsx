import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoCacheSettings, type DEFAULT_CACHE_SETTINGS } from '@portal/api-cdn/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupCdnServer } from '../../testing/testServer';

const server = setupCdnServer();
jest.setTimeout(45_000);
configure({ asyncUtilTimeout: 10_000 });

const DOMAIN = '/api/v1/cdn/ng/domains/:domainId';
const open = (path = '/cdn/example-shop.ir/1/caching', locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(parcel, { basePath: '/cdn', path, locale });

/** The provider's cache settings, changed by the calls the page makes; every call is recorded. */
function statefulCache() {
  const settings: typeof DEFAULT_CACHE_SETTINGS = demoCacheSettings();
  const calls: string[] = [];
  server.use(
    http.post(`${DOMAIN}/*`, async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*\/domains\/\d+\//, '');
      const body = new URLSearchParams(await request.text());
      calls.push(`${path} ${body}`);
      if (path === 'cache/edge/change-mode')
        settings.cache_mode = body.get('mode') as typeof settings.cache_mode;
      if (path === 'cache/edge/developer-mode') settings.developer_mode = body.get('enabled') === '1';
      if (path === 'cache/edge/change-ttl') settings.cache_ttl = Number(body.get('ttl'));
      if (path === 'cache/browser/change-mode') {
        settings.browser_cache_mode = body.get('mode') as typeof settings.browser_cache_mode;
        if (body.get('ttl')) settings.browser_cache_ttl = Number(body.get('ttl'));
      }
      if (path === 'cache/errors/cache-ttl') settings.errors_cache_ttl = Number(body.get('ttl'));
      if (path === 'acceleration/assets/minify') {
        settings.minify_html = body.get('html') === '1';
        settings.minify_css = body.get('css') === '1';
        settings.minify_js = body.get('js') === '1';
      }
      if (path === 'acceleration/images/resize') settings.image_resize = body.get('enabled') === '1';
      return apiOk({ ...settings }, 'Settings successfully applied');
    }),
  );
  return calls;
}

describe('the caching page', () => {
  it('shows the stored settings and saves each change with "Settings successfully applied"', async () => {
    const calls = statefulCache();
    await open();
    const user = userEvent.setup();
    const edge = await screen.findByRole('region', { name: 'Edge cache' });
    expect(within(edge).getByRole('combobox', { name: 'Cache mode' })).toHaveValue('WITH_QUERY_STRING');
    expect(within(edge).getByRole('combobox', { name: 'Edge cache TTL' })).toHaveValue('86400');
    expect(within(edge).getByRole('checkbox', { name: /Always online/ })).toBeChecked();
    await user.selectOptions(within(edge).getByRole('combobox', { name: 'Cache mode' }), 'NO_QUERY_STRING');
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    await user.click(within(edge).getByRole('checkbox', { name: /Developer mode/ }));
    await waitFor(() => expect(within(edge).getByRole('checkbox', { name: /Developer mode/ })).toBeChecked());
    await user.selectOptions(within(edge).getByRole('combobox', { name: 'Edge cache TTL' }), '3600');
    await waitFor(() =>
      expect(within(edge).getByRole('combobox', { name: 'Edge cache TTL' })).toHaveValue('3600'),
    );
    const browser = screen.getByRole('region', { name: 'Browser cache' });
    expect(within(browser).getByRole('combobox', { name: 'Browser cache TTL' })).toBeDisabled();
    await user.selectOptions(
      within(browser).getByRole('combobox', { name: 'Browser cache mode' }),
      'override',
    );
    await waitFor(() =>
      expect(within(browser).getByRole('combobox', { name: 'Browser cache TTL' })).toBeEnabled(),
    );
    await user.selectOptions(within(browser).getByRole('combobox', { name: 'Browser cache TTL' }), '604800');
    await user.selectOptions(within(browser).getByRole('combobox', { name: 'TTL of cached errors' }), '0');
    await waitFor(() =>
      expect(calls).toEqual([
        'cache/edge/change-mode mode=NO_QUERY_STRING',
        'cache/edge/developer-mode enabled=1',
        'cache/edge/change-ttl ttl=3600',
        'cache/browser/change-mode mode=override&ttl=14400',
        'cache/browser/change-mode mode=override&ttl=604800',
        'cache/errors/cache-ttl ttl=0',
      ]),
    );
    expect(within(browser).getByRole('option', { name: 'Do not cache errors' })).toBeInTheDocument();
  });

  it('shows TTLs in seconds, minutes or hours', async () => {
    await open();
    const edge = await screen.findByRole('region', { name: 'Edge cache' });
    const options = within(within(edge).getByRole('combobox', { name: 'Edge cache TTL' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(0, 5)).toEqual(['1 minute', '5 minutes', '10 minutes', '30 minutes', '1 hour']);
    expect(options.at(-1)).toBe('720 hours');
  });

  it('purges addresses, naming each line that does not follow the domain name', async () => {
    const purged: string[] = [];
    server.use(
      http.post(`${DOMAIN}/cache/edge/purge-cache`, async ({ request }) => {
        purged.push(decodeURIComponent(await request.text()));
        return apiOk({ purge_all: false, urls: [], purged_at: 1_742_032_800 }, 'The cache has been purged');
      }),
    );
    await open();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Purge' });
    const box = within(card).getByRole('textbox', { name: 'Addresses, one per line' });
    expect(box).toHaveAttribute('dir', 'ltr');
    await user.click(box);
    await user.paste('example-shop.ir/images/logo.png\n\n/css/site.css\nexample-shop.ir/app.js');
    await user.click(within(card).getByRole('button', { name: 'Purge' }));
    expect(await within(card).findByText('Line 3: The entered path is not correct')).toBeInTheDocument();
    expect(purged).toEqual([]);
    await user.clear(box);
    await user.click(box);
    await user.paste('example-shop.ir/images/logo.png\nexample-shop.ir/app.js');
    await user.click(within(card).getByRole('button', { name: 'Purge' }));
    expect(await screen.findByText('The cache has been purged')).toBeInTheDocument();
    expect(purged).toEqual([
      'purge_all=0&urls[0]=example-shop.ir/images/logo.png&urls[1]=example-shop.ir/app.js',
    ]);
  });

  it("shows the provider's line messages under the box", async () => {
    server.use(
      http.post(`${DOMAIN}/cache/edge/purge-cache`, () =>
        apiFailure(422, 'Line 1: The entered path is not correct', {
          urls: ['Line 1: The entered path is not correct', 'Line 2: The entered path is not correct'],
        }),
      ),
    );
    await open();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Purge' });
    await user.click(within(card).getByRole('textbox', { name: 'Addresses, one per line' }));
    await user.paste('example-shop.ir/a\nexample-shop.ir/b');
    await user.click(within(card).getByRole('button', { name: 'Purge' }));
    expect(await within(card).findByText(/Line 2: The entered path is not correct/)).toBeInTheDocument();
  });

  it('purges everything after a confirmation', async () => {
    const purged: string[] = [];
    server.use(
      http.post(`${DOMAIN}/cache/edge/purge-cache`, async ({ request }) => {
        purged.push(await request.text());
        return apiOk({ purge_all: true, urls: [], purged_at: 1_742_032_800 }, 'The cache has been purged');
      }),
    );
    await open();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Purge' });
    await user.click(within(card).getByRole('radio', { name: 'Everything' }));
    await user.click(within(card).getByRole('button', { name: 'Purge' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Purge the whole cache?' });
    expect(confirm).toHaveTextContent('example-shop.ir');
    expect(purged).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Purge' }));
    expect(await screen.findByText('The cache has been purged')).toBeInTheDocument();
    expect(purged).toEqual(['purge_all=1']);
  });

  it('reads in Persian', async () => {
    await open('/cdn/example-shop.ir/1/caching', 'fa');
    const edge = await screen.findByRole('region', { name: 'حافظه نهان لبه' });
    expect(within(edge).getByRole('option', { name: '24 ساعت' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'پاک‌سازی حافظه نهان' })).toBeInTheDocument();
  });
});

describe('the acceleration page', () => {
  it('minifies each kind of file and optimizes images, saving each change', async () => {
    const calls = statefulCache();
    await open('/cdn/example-shop.ir/1/acceleration');
    const user = userEvent.setup();
    const minify = await screen.findByRole('region', { name: 'Minify' });
    expect(within(minify).getByRole('checkbox', { name: 'CSS' })).toBeChecked();
    expect(within(minify).getByRole('checkbox', { name: 'HTML' })).not.toBeChecked();
    await user.click(within(minify).getByRole('checkbox', { name: 'HTML' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    await waitFor(() => expect(within(minify).getByRole('checkbox', { name: 'HTML' })).toBeChecked());
    const images = screen.getByRole('region', { name: 'Images' });
    expect(within(images).getByRole('checkbox', { name: /Image optimization/ })).toBeChecked();
    await user.click(within(images).getByRole('checkbox', { name: /Image resize/ }));
    await waitFor(() => expect(within(images).getByRole('checkbox', { name: /Image resize/ })).toBeChecked());
    expect(calls).toEqual([
      'acceleration/assets/minify html=1&css=1&js=1',
      'acceleration/images/resize enabled=1',
    ]);
  });
});
