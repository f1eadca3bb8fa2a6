import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { cdnReportFigures, reportRange } from '@portal/api-cdn';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { attackListRequests, reportRequests, reportsHandlers } from '../../testing/reportsHandlers';
import { setupCdnServer } from '../../testing/testServer';

jest.setTimeout(60_000);
const server = setupCdnServer();
beforeEach(() => {
  server.use(...reportsHandlers);
  reportRequests.length = 0;
  attackListRequests.length = 0;
});

const SHOP = '/cdn/example-shop.ir/1/reports';
// the first report page and its charts load lazily: a busy machine may take a while
const LOADED = { timeout: 15_000 };
const total = async (key: string) => (await screen.findByTestId(`total-${key}`, {}, LOADED)).textContent;

describe('CDN reports', () => {
  it("shows the status totals of the last 24 hours, and the 7 days' when that period is pressed", async () => {
    await mountCdn(`${SHOP}/status`);
    expect(await total('total')).toBe('36,085');
    expect(await total('4xx')).toBe('2,545');
    expect(screen.getByRole('img', { name: 'Requests by status class over time' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByText('279,711', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(reportRequests.map((r) => r.period)).toEqual(['24h', '7d']);
    expect(reportRequests[0]?.type).toBe('status');
  });

  it('reads the period from the address: errors of the last hour by code', async () => {
    await mountCdn(`${SHOP}/errors?period=1h`);
    expect(await total('total')).toBe('180');
    expect(screen.getByRole('button', { name: 'Last hour' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Errors by code' })).toBeInTheDocument();
    // in the legends of the codes' donut and of their lines
    expect(screen.getAllByText('404 Not found')).toHaveLength(2);
  });

  it('shows traffic in the unit that reads best, in Persian with Latin digits', async () => {
    await mountCdn(`${SHOP}/traffic`, 'fa');
    expect(await total('served')).toBe('2.51 گیگابایت');
    expect(await total('ratio')).toBe('62.8%');
    expect(screen.getByRole('img', { name: 'ترافیک ارائه‌شده و صرفه‌جویی‌شده با کش' })).toBeInTheDocument();
  });

  it('lists countries with their names in the locale, a bar per row, sorted by a header', async () => {
    await mountCdn(`${SHOP}/country`, 'fa');
    const table = await screen.findByRole('table', { name: 'درخواست‌ها و ترافیک به تفکیک کشور' }, LOADED);
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-country'));
    expect(names()[0]).toBe('IR');
    expect(within(table).getByText('ایران')).toBeInTheDocument();
    expect(within(table).getByRole('meter', { name: 'سهم درخواست‌های ایران' })).toHaveAttribute(
      'aria-valuetext',
      '50.3%',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'مرتب‌سازی بر اساس درخواست‌ها' }));
    expect(names()[0]).toBe('NL');
    await userEvent.click(within(table).getByRole('button', { name: 'مرتب‌سازی بر اساس کشور' }));
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe('DE'); // آلمان first in the Persian alphabet
  });

  it('shows attacks by type and over time', async () => {
    await mountCdn(`${SHOP}/attacks`);
    expect(await total('total')).toBe('334');
    expect(await total('top')).toBe('Bad bots');
    expect(screen.getByRole('img', { name: 'Attacks by type' })).toBeInTheDocument();
  });

  it("lists the period's attacks one by one, newest first, and pages through them", async () => {
    await mountCdn(`${SHOP}/attacks`, 'fa');
    const table = await screen.findByRole('table', { name: 'فهرست حملات' }, LOADED);
    const rows = () => within(table).getAllByRole('row').slice(1);
    await screen.findByText('1 تا 10 از 334', {}, LOADED);
    expect(rows()).toHaveLength(10);
    // the address reads left to right inside the Persian row; the type and the country in Persian
    const address = (row: HTMLElement) => within(row).getByText(/^\d{1,3}(\.\d{1,3}){3}$/);
    expect(address(rows()[0]!).closest('bdi')).toHaveAttribute('dir', 'ltr');
    const firstPage = rows().map((r) => address(r).textContent);
    const times = within(table)
      .getAllByRole('time')
      .map((el) => el.getAttribute('datetime') as string);
    expect(times).toEqual([...times].sort().reverse());
    await userEvent.click(screen.getByRole('button', { name: 'صفحه بعد' }));
    await screen.findByText('11 تا 20 از 334', {}, LOADED);
    expect(rows().map((r) => address(r).textContent)).not.toEqual(firstPage);
    expect(attackListRequests.map((r) => [r.period, r.page, r.per_page])).toEqual([
      ['24h', '1', '10'],
      ['24h', '2', '10'],
    ]);
  });

  it('asks for a custom range chosen on the calendar with the keyboard, sent from its first day to its last', async () => {
    await mountCdn(`${SHOP}/status`);
    await screen.findByText('36,085', {}, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Custom range' }));
    const calendar = await screen.findByRole('group', { name: 'Days of the range' }, LOADED);
    const today = within(calendar)
      .getAllByRole('button')
      .find((b) => b.getAttribute('tabindex') === '0') as HTMLElement;
    today.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByTestId('custom-range').textContent).toMatch(
      /^From \d{4}\/\d{2}\/\d{2} to \d{4}\/\d{2}\/\d{2}$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await screen.findByText(
      (_, el) =>
        el?.getAttribute('data-testid') === 'report-range' &&
        reportRequests.some((r) => r.period === 'custom'),
      {},
      LOADED,
    );
    const custom = reportRequests.find((r) => r.period === 'custom');
    expect(Number(custom?.until) - Number(custom?.since)).toBeGreaterThanOrEqual(3 * 86_400 - 3600);
    expect(screen.getByRole('button', { name: 'Custom range' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a pending domain has not been activated yet, and asks nothing', async () => {
    await mountCdn('/cdn/my-blog.com/2/reports/traffic');
    expect(await screen.findByText('Your domain has not been activated yet', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Period' })).not.toBeInTheDocument();
    expect(reportRequests).toEqual([]);
  });

  it('shows an empty state for a period without data', async () => {
    const range = reportRange({ period: '24h' }, FACTORY_NOW).range!;
    const fresh = { id: 1, requests: 1_250_000, traffic: 0, addedAt: FACTORY_NOW };
    server.use(
      http.post('/api/v1/cdn/ng/domains/:id/reports', () =>
        apiOk({ type: 'status', ...range, ...cdnReportFigures(fresh, 'status', range) }),
      ),
    );
    await mountCdn(`${SHOP}/status`);
    expect(await screen.findByText('No data for this period', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
  });
});
