import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { ServerPagedTable } from './ServerPagedTable';
import type { PageSize } from './paging';

interface Row {
  id: number;
  name: string;
}

const columns = [{ key: 'name', header: 'Name', cell: (r: Row) => r.name }];
/** the provider's second page of 10, of 25 rows */
const page2 = Array.from({ length: 10 }, (_, i) => ({ id: 11 + i, name: `row ${11 + i}` }));

function renderTable(
  props: { rows?: Row[]; total?: number; error?: string },
  calls: { pages: number[]; sizes: PageSize[] },
) {
  return renderWithPortal(
    <ServerPagedTable
      columns={columns}
      rows={props.rows}
      getRowId={(r) => r.id}
      label="Rows"
      error={props.error}
      total={props.total ?? 25}
      page={2}
      pageSize={10}
      sizes={[10, 25, 50, 100]}
      onPageChange={(p) => calls.pages.push(p)}
      onPageSizeChange={(s) => calls.sizes.push(s)}
    />,
    'en',
  );
}

describe('ServerPagedTable', () => {
  it('shows the page the provider served as it came, and the pager of the whole list asks for other pages and sizes', async () => {
    const calls = { pages: [] as number[], sizes: [] as PageSize[] };
    renderTable({ rows: page2 }, calls);
    // the rows are not paged again inside the table: all ten of the served page
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('row', { name: 'row 11' })).toBeInTheDocument();
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(calls).toEqual({ pages: [3], sizes: [50] });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('has no pager while the list failed or when it is empty', () => {
    const calls = { pages: [] as number[], sizes: [] as PageSize[] };
    const failed = renderTable({ rows: undefined, error: 'The server failed' }, calls);
    expect(screen.getByText('The server failed')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    failed.unmount();
    renderTable({ rows: [], total: 0 }, calls);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });
});
