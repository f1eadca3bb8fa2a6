import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { TablePagination } from './TablePagination';

describe('TablePagination', () => {
  it('offers every page size by default, All included', () => {
    renderWithPortal(
      <TablePagination
        page={1}
        pageSize={10}
        total={30}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
      'en',
    );
    const options = within(screen.getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '25', '50', '100', 'All']);
  });

  it('offers only the sizes given, for lists the server pages', async () => {
    const sizes: (number | 'all')[] = [];
    renderWithPortal(
      <TablePagination
        page={1}
        pageSize={25}
        total={300}
        sizes={[25, 50, 100]}
        onPageChange={() => {}}
        onPageSizeChange={(s) => sizes.push(s)}
      />,
      'en',
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['25', '50', '100']);
    await userEvent.setup().selectOptions(select, '100');
    expect(sizes).toEqual([100]);
  });
});
