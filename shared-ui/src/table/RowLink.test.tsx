import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithPortal } from '../testing/renderWithPortal';
import { DataTable } from './DataTable';
import { RowLink } from './RowLink';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('RowLink', () => {
  it('is a real link to the row target, and following it does not also run the row click', async () => {
    const user = userEvent.setup();
    const rowClicks: number[] = [];
    renderWithPortal(
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route
            path="/list"
            element={
              <DataTable
                label="Domains"
                columns={[
                  {
                    key: 'name',
                    header: 'Name',
                    cell: (d: { id: number; name: string }) => <RowLink to={`/d/${d.id}`}>{d.name}</RowLink>,
                  },
                ]}
                rows={[{ id: 7, name: 'example.com' }]}
                getRowId={(d) => d.id}
                onRowClick={(d) => rowClicks.push(d.id)}
              />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
      'en',
    );
    const link = screen.getByRole('link', { name: 'example.com' });
    expect(link).toHaveAttribute('href', '/d/7');
    expect(link.querySelector('bdi')).toHaveTextContent('example.com');
    await user.click(link);
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/d/7');
    expect(rowClicks).toEqual([]);
  });
});
