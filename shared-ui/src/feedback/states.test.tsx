import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

describe('states', () => {
  it('ErrorState shows the message and retries', async () => {
    const onRetry = jest.fn();
    renderWithPortal(<ErrorState message="Ticket does not exist!" onRetry={onRetry} />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Ticket does not exist!');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('ErrorState without a message or retry shows the generic title only', () => {
    renderWithPortal(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('مشکلی پیش آمد');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('LoadingState is a polite status', () => {
    renderWithPortal(<LoadingState />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('EmptyState shows the list-is-empty text or the given one', () => {
    const { rerender } = renderWithPortal(<EmptyState />, 'en');
    expect(screen.getByText('The list is empty')).toBeInTheDocument();
    rerender(<EmptyState title="no domains added" />);
    expect(screen.getByText('no domains added')).toBeInTheDocument();
  });

  it('PageHeader shows a level-one heading and its actions', () => {
    renderWithPortal(<PageHeader title="Servers" actions={<button type="button">Add</button>} />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Servers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});
