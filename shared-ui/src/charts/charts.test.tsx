import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithPortal } from '../testing/renderWithPortal';
import { DonutChart } from './DonutChart';
import { TimeSeriesChart } from './TimeSeriesChart';

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
  const series = [{ key: 'cpu', label: 'CPU', points: [{ t: Date.UTC(2024, 0, 1), value: 10 }, { t: Date.UTC(2024, 0, 2), value: 30 }] }];

  it('draws time left to right in both directions and moves the value axis to the reading start', async () => {
    const { unmount } = renderWithPortal(<TimeSeriesChart title="CPU" series={series} formatTime={(t) => new Date(t).toISOString().slice(5, 10)} />, 'en');
    expect(screen.getByRole('img', { name: 'CPU' })).toHaveAttribute('data-value-axis', 'left');
    expect((await screen.findAllByText('01-01', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    unmount();
    renderWithPortal(<TimeSeriesChart title="CPU" series={series} formatTime={(t) => new Date(t).toISOString().slice(5, 10)} />, 'fa');
    const plot = screen.getByRole('img', { name: 'CPU' });
    expect(plot).toHaveAttribute('dir', 'ltr');
    expect(plot).toHaveAttribute('data-value-axis', 'right');
    expect(within(screen.getByRole('figure')).getByRole('listitem')).toHaveTextContent('CPU');
  });

  it('draws a line per series and tells the values nearest to the pointer', async () => {
    const two = [
      { key: 'cpu', label: 'CPU', color: 'red', points: [{ t: Date.UTC(2024, 0, 1), value: 12 }, { t: Date.UTC(2024, 0, 2), value: 30 }] },
      { key: 'ram', label: 'RAM', color: 'teal', points: [{ t: Date.UTC(2024, 0, 1), value: 7 }, { t: Date.UTC(2024, 0, 2), value: 9 }] },
    ];
    const { container } = renderWithPortal(
      <TimeSeriesChart title="Usage" series={two} formatTime={(t) => new Date(t).toISOString().slice(5, 10)} formatValue={(v) => `${v} %`} />,
      'en',
    );
    await waitFor(() => expect(container.querySelectorAll('path')).toHaveLength(2), { timeout: 8000 });
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('stroke'))).toEqual(['red', 'teal']);
    // the value axis ticks from zero at a round step
    expect(screen.getByText('30 %')).toBeInTheDocument();
    expect(screen.queryByText('12 %')).not.toBeInTheDocument();
    const area = [...container.querySelectorAll('rect')].at(-1) as Element;
    fireEvent.pointerMove(area, { clientX: 0 });
    expect(screen.getByText('12 %')).toBeInTheDocument();
    expect(screen.getByText('7 %')).toBeInTheDocument();
    fireEvent.pointerLeave(area);
    expect(screen.queryByText('12 %')).not.toBeInTheDocument();
  });
});
