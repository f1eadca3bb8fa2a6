import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@portal/shared-sdk';
import { renderWithPortal } from '../testing/renderWithPortal';
import { QueryView } from './QueryView';

// QueryView reads only these fields of a query result; the rest does not matter here
function queryResult(state: Partial<UseQueryResult<string[]>>): UseQueryResult<string[]> {
  return { isPending: false, isError: false, refetch: jest.fn(), ...state } as UseQueryResult<string[]>;
}
const renderList = (data: string[]) => (
  <ul>
    {data.map((d) => (
      <li key={d}>{d}</li>
    ))}
  </ul>
);

describe('QueryView', () => {
  it('shows a loading state while the query is pending', () => {
    renderWithPortal(<QueryView query={queryResult({ isPending: true })}>{renderList}</QueryView>, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows what the caller gives while pending (a skeleton of the content), or its spinner text', () => {
    const { unmount } = renderWithPortal(
      <QueryView query={queryResult({ isPending: true })} loading={<p>chart placeholder</p>}>
        {renderList}
      </QueryView>,
      'en',
    );
    expect(screen.getByText('chart placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    renderWithPortal(
      <QueryView query={queryResult({ isPending: true })} loadingLabel="Loading the domain…">
        {renderList}
      </QueryView>,
      'en',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the domain…');
  });

  it('renders the data once it arrived', () => {
    renderWithPortal(
      <QueryView query={queryResult({ data: ['first', 'second'] })}>{renderList}</QueryView>,
      'en',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['first', 'second']);
  });

  it('shows the server’s message on failure and retries the query', async () => {
    const error = { name: 'ApiError', kind: 'http', status: 404, message: 'Invoice not found' } as ApiError;
    const query = queryResult({ isError: true, error });
    renderWithPortal(<QueryView query={query}>{renderList}</QueryView>, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Invoice not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalled();
  });

  it('keeps the data it shows when a later refetch fails', () => {
    const error = { name: 'ApiError', kind: 'network', status: 0, message: 'Network Error' } as ApiError;
    renderWithPortal(
      <QueryView query={queryResult({ isError: true, error, data: ['kept'] })}>{renderList}</QueryView>,
      'en',
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('kept');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the page's own fallback when the failure carries no message of the server's", () => {
    const error = new Error('raw') as unknown as ApiError;
    renderWithPortal(
      <QueryView query={queryResult({ isError: true, error })} errorFallbackId="ui.toast.error">
        {renderList}
      </QueryView>,
      'en',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error/);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Something went wrong');
  });

  it('keeps to the generic title when the failure is not an ApiError', () => {
    // a bug in a query function, not an answer of the provider
    const error = new Error('raw') as unknown as ApiError;
    renderWithPortal(<QueryView query={queryResult({ isError: true, error })}>{renderList}</QueryView>, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).not.toHaveTextContent('raw');
  });
});
