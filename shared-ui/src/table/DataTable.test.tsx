import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { DataTable, type DataTableColumn } from './DataTable';
import type { PageSize } from './paging';

interface Server {
  id: number;
  name: string;
  ip: string;
}

const columns: DataTableColumn<Server>[] = [
  { key: 'name', header: 'Name', cell: (s) => s.name },
  { key: 'ip', header: 'IP', cell: (s) => s.ip, visibleFrom: 'md' },
];

const servers = (n: number): Server[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `server-${i + 1}`, ip: `10.0.0.${i + 1}` }));

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Servers' });
  // the first rowgroup is the header
  return within(within(table).getAllByRole('rowgroup')[1]!).queryAllByRole('row');
}

describe('DataTable', () => {
  it('pages as its caller says when the caller holds the page (e.g. in the address)', async () => {
    const user = userEvent.setup();
    const seen: [number, PageSize][] = [];
    function Held() {
      const [paging, setPaging] = useState<[number, PageSize]>([3, 10]);
      return (
        <DataTable
          label="Servers"
          columns={columns}
          rows={servers(42)}
          getRowId={(s) => s.id}
          paging={{
            page: paging[0],
            pageSize: paging[1],
            onChange: (page, size) => (seen.push([page, size]), setPaging([page, size])),
          }}
        />
      );
    }
    renderWithPortal(<Held />, 'en');
    expect(screen.getByText('21–30 of 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('31–40 of 42')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(screen.getByText('1–25 of 42')).toBeInTheDocument();
    expect(seen).toEqual([
      [4, 10],
      [1, 25],
    ]);
  });

  it('shows ten rows by default and pages with the numbered and arrow buttons', async () => {
    const user = userEvent.setup();
    renderWithPortal(
      <DataTable label="Servers" columns={columns} rows={servers(42)} getRowId={(s) => s.id} />,
      'en',
    );

    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('server-11')).toBeInTheDocument();
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('41–42 of 42')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(screen.getByText('server-1')).toBeInTheDocument();
  });

  it('changes the page size, back to page one, including all', async () => {
    const user = userEvent.setup();
    renderWithPortal(
      <DataTable label="Servers" columns={columns} rows={servers(120)} getRowId={(s) => s.id} />,
      'en',
    );
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100', 'All']);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.selectOptions(size, '25');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 120')).toBeInTheDocument();

    await user.selectOptions(size, 'all');
    expect(bodyRows()).toHaveLength(120);
    expect(screen.getByText('1–120 of 120')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(1);
  });

  it('shows shimmer rows and a busy table while loading', () => {
    renderWithPortal(
      <DataTable label="Servers" columns={columns} rows={undefined} loading getRowId={(s) => s.id} />,
      'en',
    );
    expect(screen.getByRole('table', { name: 'Servers' })).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows().every((r) => r.hasAttribute('data-skeleton'))).toBe(true);
    expect(screen.queryByText('The list is empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty picture and text for an empty list, in Persian by default', () => {
    renderWithPortal(<DataTable label="Servers" columns={columns} rows={[]} getRowId={(s) => s.id} />);
    expect(screen.getByText('لیست خالی است')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows an error with retry instead of rows', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithPortal(
      <DataTable
        label="Servers"
        columns={columns}
        rows={[]}
        error="Please Try Again"
        onRetry={onRetry}
        getRowId={(s) => s.id}
      />,
      'en',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please Try Again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('marks columns that show only from a breakpoint up', () => {
    renderWithPortal(
      <DataTable label="Servers" columns={columns} rows={servers(1)} getRowId={(s) => s.id} />,
      'en',
    );
    // display: none below md, so it is out of the accessibility tree at jsdom's (unset) width
    const ip = screen.getAllByRole('columnheader', { hidden: true }).find((h) => h.textContent === 'IP');
    expect(ip).toHaveAttribute('data-visible-from', 'md');
    expect(screen.queryByRole('columnheader', { name: 'IP' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('data-visible-from');
  });

  it('announces the number of results politely once loaded, and again when it changes', () => {
    const { rerender } = renderWithPortal(
      <DataTable label="Servers" columns={columns} rows={undefined} loading getRowId={(s) => s.id} />,
      'en',
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveTextContent(/^$/);
    rerender(<DataTable label="Servers" columns={columns} rows={servers(42)} getRowId={(s) => s.id} />);
    // the whole list's count, not the page's ten rows
    expect(screen.getByRole('status')).toHaveTextContent('42 results');
    rerender(<DataTable label="Servers" columns={columns} rows={servers(1)} getRowId={(s) => s.id} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
    rerender(<DataTable label="Servers" columns={columns} rows={[]} getRowId={(s) => s.id} />);
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });

  it('announces the count in Persian', () => {
    renderWithPortal(
      <DataTable label="Servers" columns={columns} rows={servers(3)} getRowId={(s) => s.id} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^(3|۳) نتیجه$/);
  });

  it('draws again only the row whose record changed, and shows its new data', () => {
    const drawn: string[] = [];
    const counted: DataTableColumn<Server>[] = [
      { key: 'name', header: 'Name', cell: (s) => (drawn.push(s.name), s.name) },
      { key: 'ip', header: 'IP', cell: (s) => s.ip },
    ];
    const before = servers(3);
    const { rerender } = renderWithPortal(
      <DataTable label="Servers" columns={counted} rows={before} getRowId={(s) => s.id} />,
      'en',
    );
    expect(drawn).toEqual(['server-1', 'server-2', 'server-3']);
    drawn.length = 0;
    const after = before.map((s) => (s.id === 2 ? { ...s, name: 'renamed', ip: '10.9.9.9' } : s));
    rerender(<DataTable label="Servers" columns={counted} rows={after} getRowId={(s) => s.id} />);
    expect(drawn).toEqual(['renamed']);
    const second = bodyRows()[1]!;
    expect(second).toHaveTextContent('renamed');
    expect(second).toHaveTextContent('10.9.9.9');
    expect(screen.queryByText('server-2')).not.toBeInTheDocument();
    // new columns (e.g. a cell that shows other state) draw every row again
    rerender(<DataTable label="Servers" columns={[...counted]} rows={after} getRowId={(s) => s.id} />);
    expect(drawn).toEqual(['renamed', 'server-1', 'renamed', 'server-3']);
  });

  it('opens a row with onRowClick, and aligns and hides cells as their column says', async () => {
    const user = userEvent.setup();
    const opened: number[] = [];
    const aligned: DataTableColumn<Server>[] = [
      { key: 'name', header: 'Name', cell: (s) => s.name },
      { key: 'ip', header: 'IP', cell: (s) => s.ip, visibleFrom: 'lg', align: 'end' },
    ];
    renderWithPortal(
      <DataTable
        label="Servers"
        columns={aligned}
        rows={servers(2)}
        getRowId={(s) => s.id}
        onRowClick={(s) => opened.push(s.id)}
      />,
      'en',
    );
    await user.click(screen.getByText('server-2'));
    expect(opened).toEqual([2]);
    const ip = screen.getByText('10.0.0.1');
    expect(ip).toHaveAttribute('data-visible-from', 'lg');
    expect(ip).toHaveAttribute('data-align', 'end');
  });
});
