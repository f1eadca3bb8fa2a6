import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoRateLimitRoutes } from '@portal/api-cdn/factories';
import { apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { rulesHandlers } from '../../testing/rulesHandlers';
import { setupCdnServer } from '../../testing/testServer';

jest.setTimeout(30_000);
const server = setupCdnServer();
beforeEach(() => server.use(...rulesHandlers));

describe('rate limit', () => {
  it('lists the routes with their limit and the plan count', async () => {
    await mountCdn('/cdn/example-shop.ir/1/rate-limit');
    const table = await screen.findByRole('table', { name: 'Rate-limit routes' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'example-shop.ir/api/*100 requests per minuteBlock',
    );
    expect(screen.getByText('1 of 5 routes')).toBeInTheDocument();
  });

  it('refuses bad numbers beside the field and adds a valid route', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/rate-limit', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(
          { id: 2, path: 'example-shop.ir/login', requests: 10, period: 1, action: 'challenge' },
          'Settings successfully applied',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/rate-limit');
    const form = await screen.findByRole('form', { name: 'Add route' }, { timeout: 5000 });
    const requests = within(form).getByRole('textbox', { name: 'Requests' });
    await userEvent.clear(requests);
    await userEvent.type(requests, '0');
    await userEvent.tab();
    expect(await within(form).findByText('Enter a number of requests from 1 to 100000')).toBeInTheDocument();
    await userEvent.clear(requests);
    await userEvent.type(requests, '10');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Path' }), 'login');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Per' }), '1');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Past the limit' }),
      'challenge',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add route' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(body).toEqual({ path: 'example-shop.ir/login', requests: '10', period: '1', action: 'challenge' });
  });

  it("shows the plan's refusal once the routes reach the cap, and deletes a route after confirming", async () => {
    let deleted = false;
    server.use(
      http.get('/api/v1/cdn/ng/domains/2/rate-limit', () =>
        apiOk({ routes: demoRateLimitRoutes('my-blog.com'), max_routes: 1 }),
      ),
      http.post(
        '/api/v1/cdn/ng/domains/2/rate-limit/1',
        () => ((deleted = true), apiOk(null, 'The rule has been deleted')),
      ),
    );
    await mountCdn('/cdn/my-blog.com/2/rate-limit');
    expect(
      await screen.findByText(
        'Unfortunately, your plan does not support this feature',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the route my-blog.com/api/*' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this route?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The rule has been deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });
});
