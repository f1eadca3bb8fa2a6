import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FACTORY_NOW, makeServerReport } from '@portal/shared-sdk/factories';
import type { MetricPeriod, MetricType } from '@portal/shared-sdk';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { openCloudPage } from '../../testing/openCloudPage';
import { setupCloudServer } from '../../testing/testServer';

const server = setupCloudServer();

/** Answers the charts as the default handler does, remembering each `type/time` asked for. */
function recordReports() {
  const asked: string[] = [];
  server.use(
    http.get('/api/v1/cloud/servers/:id/reports', ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const type = query.get('type') as MetricType;
      const time = query.get('time') as MetricPeriod;
      asked.push(`${String(params.id)}:${type}/${time}`);
      return apiOk(
        makeServerReport(type, time, { now: FACTORY_NOW, base: type === 'network' ? 3 * 1024 ** 2 : 10 }),
      );
    }),
  );
  return asked;
}

describe('the monitoring page', () => {
  it("draws the server's CPU, RAM, disk and network over 24 hours, and its traffic this month with the price per GB", async () => {
    const asked = recordReports();
    await openCloudPage('/cloud/monitoring/1');
    expect(await screen.findByRole('heading', { name: 'Monitoring of web-1' })).toBeInTheDocument();
    for (const chart of ['CPU', 'RAM', 'Disk', 'Network']) {
      expect(await screen.findByRole('img', { name: `${chart} over the last 24 hours` })).toBeInTheDocument();
    }
    expect(asked.sort()).toEqual(['1:cpu/24h', '1:disk/24h', '1:network/24h', '1:ram/24h']);
    expect(screen.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'true');

    const network = screen.getByRole('article', { name: /^Network/ });
    expect(within(network).getByText('Incoming')).toBeInTheDocument();
    expect(within(network).getByText('Outgoing')).toBeInTheDocument();

    const traffic = screen.getByRole('region', { name: 'Traffic this month' });
    const fact = (key: string) => traffic.querySelector(`[data-fact="${key}"] dd`)?.textContent;
    await waitFor(() => expect(fact('inbound')).toBe('42 GB'));
    expect(fact('outbound')).toBe('118 GB');
    expect(fact('total')).toBe('160 GB');
    expect(fact('price')).toBe('5,900 Rials');
    expect(fact('cost')).toBe('696,200 Rials');
  });

  it('changes the period of every chart, keeping it in the address', async () => {
    const asked = recordReports();
    const page = await openCloudPage('/cloud/monitoring/1');
    await screen.findByRole('img', { name: 'CPU over the last 24 hours' });
    asked.length = 0;
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    for (const chart of ['CPU', 'RAM', 'Disk', 'Network']) {
      expect(await screen.findByRole('img', { name: `${chart} over the last 7 days` })).toBeInTheDocument();
    }
    expect(asked.sort()).toEqual(['1:cpu/7d', '1:disk/7d', '1:network/7d', '1:ram/7d']);
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '24 hours' })).toHaveAttribute('aria-pressed', 'false');
    expect(page.currentPath()).toBe('/cloud/monitoring/1?period=7d');
  });

  it('opens on the period the address names, and another server from the list', async () => {
    const asked = recordReports();
    const page = await openCloudPage('/cloud/monitoring/1?period=1h');
    expect(await screen.findByRole('img', { name: 'RAM over the last 1 hour' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'db-backup' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Server'), 'db-backup');
    expect(await screen.findByRole('heading', { name: 'Monitoring of db-backup' })).toBeInTheDocument();
    expect(page.currentPath()).toBe('/cloud/monitoring/2?period=1h');
    await waitFor(() => expect(asked).toContain('2:cpu/1h'));
  });

  it('names the unit of a network chart once, in the one its largest figure reads best in, the ticks round numbers of it', async () => {
    recordReports();
    await openCloudPage('/cloud/monitoring/1');
    // the test series run from 3 to 14 MB/s
    const network = await screen.findByRole('article', { name: /^Network/ });
    await waitFor(() =>
      expect(within(network).getByRole('heading', { level: 3 })).toHaveTextContent('Network (MB/s)'),
    );
    expect(screen.getByRole('heading', { name: 'CPU' })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Network over the last 24 hours' });
    // the plot is loaded lazily; its value ticks are bare numbers (the times have a colon)
    await waitFor(() => expect(chart.querySelectorAll('text').length).toBeGreaterThan(0));
    const ticks = [...chart.querySelectorAll('text')]
      .map((node) => node.textContent ?? '')
      .filter((text) => !text.includes(':'));
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks).toContain('0');
    expect(ticks.every((text) => /^\d+$/.test(text))).toBe(true);
  });

  it("shows a chart's failure with the provider's message and a retry, the other charts drawn", async () => {
    server.use(
      http.get('/api/v1/cloud/servers/:id/reports', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('type') === 'disk') return apiFailure(500, 'The monitoring service is not answering');
        return apiOk(
          makeServerReport(query.get('type') as MetricType, query.get('time') as MetricPeriod, {
            now: FACTORY_NOW,
          }),
        );
      }),
    );
    await openCloudPage('/cloud/monitoring/1');
    const disk = await screen.findByRole('article', { name: 'Disk' });
    expect(await within(disk).findByText('The monitoring service is not answering')).toBeInTheDocument();
    expect(within(disk).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'CPU over the last 24 hours' })).toBeInTheDocument();
  });

  it('reads right to left in Persian with the value axis on the right', async () => {
    recordReports();
    await openCloudPage('/cloud/monitoring/1', 'fa');
    expect(await screen.findByRole('heading', { name: 'مانیتورینگ سرور web-1' })).toBeInTheDocument();
    const cpu = await screen.findByRole('img', { name: 'پردازنده در 24 ساعت گذشته' });
    expect(cpu).toHaveAttribute('data-value-axis', 'right');
    expect(screen.getByRole('button', { name: '24 ساعت' })).toHaveAttribute('aria-pressed', 'true');
  });
});
