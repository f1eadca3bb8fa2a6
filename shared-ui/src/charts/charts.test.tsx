import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithPortal } from '../testing/renderWithPortal';
import { DonutChart } from './DonutChart';
import { TimeSeriesChart } from './TimeSeriesChart';

// The plots are lazy chunks whose first transform can take many seconds on a busy machine: load
// them once before the tests, so each test waits for rendering, not for the transform.
beforeAll(async () => {
  await Promise.all([import('./TimeSeriesPlot'), import('./DonutPlot')]);
}, 120_000);

const invoice = [
  { key: 'cdn', label: 'CDN', value: 300, color: 'blue' },
  { key: 'cloud', label: 'CLOUD', value: 0, color: 'purple' },
  { key: 'support', label: 'Support Plan', value: 100, color: 'green' },
];

describe('DonutChart', () => {
  it('omits zero slices and lists the legend in data order', async () => {
    const { container } = renderWithPortal(<DonutChart title="Last invoice" data={invoice} />, 'en');
    // the plot is a lazy chunk: its first transform takes a while
    await waitFor(() => expect(container.querySelector('svg')).toBeInTheDocument(), { timeout: 8000 });
    const legend = within(screen.getByRole('figure')).getAllByRole('listitem');
    expect(legend.map((li) => li.textContent)).toEqual(['CDN300', 'Support Plan100']);
    const paths = [...container.querySelectorAll('path')];
    expect(paths.map((p) => p.getAttribute('fill'))).toEqual(['blue', 'green']);
    expect(paths.every((p) => /^M.*Z$/.test(p.getAttribute('d') ?? ''))).toBe(true);
    expect(screen.getByRole('img', { name: 'Last invoice' })).toBeInTheDocument();
  });

  it('keeps the SVG left-to-right while the legend follows RTL', () => {
    renderWithPortal(<DonutChart title="فاکتور" data={invoice} />, 'fa');
    const svgBox = screen.getByRole('img', { name: 'فاکتور' });
    expect(svgBox).toHaveAttribute('dir', 'ltr');
    const legend = within(screen.getByRole('figure')).getByRole('list');
    expect(legend.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('says there is no data when every slice is zero', () => {
    renderWithPortal(<DonutChart title="x" data={[{ key: 'a', label: 'A', value: 0 }]} />, 'en');
    expect(screen.getByText('No data to show')).toBeInTheDocument();
  });
});

describe('TimeSeriesChart', () => {
  const day = (d: number) => Date.UTC(2024, 0, d);
  const mmdd = (t: number) => new Date(t).toISOString().slice(5, 13).replace('T', ' ');
  const traffic = [
    {
      key: 'out',
      label: 'Outgoing',
      color: 'red',
      points: [1, 2, 3].map((d) => ({ t: day(d), value: d * 1024 ** 3 })),
    },
  ];
  /** x of the tick label that reads `text` */
  const tickX = async (text: string) =>
    Number(
      (await screen.findByText(text, {}, { timeout: 8000 }))
        .closest('text')
        ?.querySelector('tspan')
        ?.getAttribute('x'),
    );

  it('runs time left to right in English, with the value axis at the left and the unit named', async () => {
    renderWithPortal(
      <TimeSeriesChart title="Traffic" series={traffic} formatTime={mmdd} unit="bytes" />,
      'en',
    );
    const plot = screen.getByRole('img', { name: 'Traffic' });
    expect(plot).toHaveAttribute('data-time-runs', 'ltr');
    expect(plot).toHaveAttribute('data-value-axis', 'left');
    expect(await tickX('01-01 00')).toBeLessThan(await tickX('01-03 00'));
    // 3 GB at most: the axis counts gigabytes at a round step
    expect(screen.getByTestId('chart-unit')).toHaveTextContent('Values in GB');
    for (const tick of ['0', '1', '2', '3']) expect(screen.getByText(tick)).toBeInTheDocument();
  });

  it('runs time right to left in Persian, with the value axis at the right, Latin digits and a Persian unit', async () => {
    renderWithPortal(
      <TimeSeriesChart title="ترافیک" series={traffic} formatTime={mmdd} unit="bytes" />,
      'fa',
    );
    const plot = screen.getByRole('img', { name: 'ترافیک' });
    expect(plot).toHaveAttribute('dir', 'ltr');
    expect(plot).toHaveAttribute('data-time-runs', 'rtl');
    expect(plot).toHaveAttribute('data-value-axis', 'right');
    expect(await tickX('01-01 00')).toBeGreaterThan(await tickX('01-03 00'));
    expect(screen.getByTestId('chart-unit')).toHaveTextContent('مقادیر به گیگابایت');
    expect(plot.textContent).not.toMatch(/[\u06f0-\u06f9]/);
    expect(within(screen.getByRole('figure')).getByRole('listitem')).toHaveTextContent('Outgoing');
  });

  it('draws a line per series, or areas when filled', async () => {
    const two = [
      {
        key: 'cpu',
        label: 'CPU',
        color: 'red',
        points: [
          { t: day(1), value: 12 },
          { t: day(2), value: 30 },
        ],
      },
      {
        key: 'ram',
        label: 'RAM',
        color: 'teal',
        points: [
          { t: day(1), value: 7 },
          { t: day(2), value: 9 },
        ],
      },
    ];
    const { container, unmount } = renderWithPortal(
      <TimeSeriesChart title="Usage" series={two} formatTime={mmdd} unit="percent" />,
      'en',
    );
    await waitFor(() => expect(container.querySelectorAll('path[role="presentation"]')).toHaveLength(2), {
      timeout: 8000,
    });
    const lines = [...container.querySelectorAll('path[role="presentation"]')];
    expect(lines.map((p) => (p as SVGPathElement).style.stroke)).toEqual(['red', 'teal']);
    expect(lines.map((p) => (p as SVGPathElement).style.fill)).not.toContain('red');
    // one image, named by the title: the drawing inside it is presentation, not a second, unnamed image
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Usage' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('role', 'presentation');
    // the value axis ticks from zero at a round step, in percent
    expect(screen.getByText('30')).toBeInTheDocument();
    expect(screen.queryByText('12')).not.toBeInTheDocument();
    unmount();

    const filled = renderWithPortal(
      <TimeSeriesChart title="Usage" series={two} formatTime={mmdd} unit="percent" filled />,
      'en',
    );
    // each area: its fill down to zero (a closed path), and its line on top
    await waitFor(
      () => expect(filled.container.querySelectorAll('path[role="presentation"]')).toHaveLength(4),
      { timeout: 8000 },
    );
    const areas = [...filled.container.querySelectorAll('path[role="presentation"]')].filter((p) =>
      /Z$/.test(p.getAttribute('d') ?? ''),
    );
    expect(areas.map((p) => (p as SVGPathElement).style.fill)).toEqual(['red', 'teal']);
  });

  it("tells the time and every series' value, with its unit, where the pointer is", async () => {
    const two = [
      {
        key: 'in',
        label: 'In',
        color: 'red',
        points: [
          { t: day(1), value: 1.5e6 },
          { t: day(2), value: 3e6 },
        ],
      },
      {
        key: 'out',
        label: 'Out',
        color: 'teal',
        points: [
          { t: day(1), value: 250_000 },
          { t: day(2), value: 500_000 },
        ],
      },
    ];
    const { container } = renderWithPortal(
      <TimeSeriesChart title="Speed" series={two} formatTime={mmdd} unit="bitsPerSecond" />,
      'en',
    );
    await screen.findByText('01-01 00', {}, { timeout: 8000 });
    const svg = container.querySelector('svg') as SVGSVGElement;
    // jsdom lays nothing out: the page's pixels are taken as the plot's own
    svg.getScreenCTM = () => ({ inverse: () => ({ a: 1, d: 1, e: 0, f: 0 }) }) as unknown as DOMMatrix;
    // the pointer at the plot's left edge: the first time
    fireEvent.mouseMove(svg, { clientX: 60, clientY: 100 });
    expect(await screen.findByText(/In: 1\.5 Mbps/)).toBeInTheDocument();
    expect(screen.getByText(/Out: 0\.25 Mbps/)).toBeInTheDocument();
    expect(screen.getAllByText('01-01 00').length).toBeGreaterThan(1);
  });

  it('says there is no data when no series has a point', () => {
    renderWithPortal(
      <TimeSeriesChart title="x" series={[{ key: 'a', label: 'A', points: [] }]} formatTime={mmdd} />,
      'en',
    );
    expect(screen.getByText('No data to show')).toBeInTheDocument();
  });
});
