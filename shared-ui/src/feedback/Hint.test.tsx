import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { Hint } from './Hint';

describe('Hint', () => {
  it('explains the element while it has focus, as its description, and Escape hides it', async () => {
    renderWithPortal(
      <Hint content="The domain waits for its nameservers">
        <button type="button">Pending</button>
      </Hint>,
      'en',
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('The domain waits for its nameservers');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAccessibleDescription(
      'The domain waits for its nameservers',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('explains it while pointed at, in the direction of the page', async () => {
    renderWithPortal(
      <Hint content="در انتظار">
        <button type="button">وضعیت</button>
      </Hint>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'وضعیت' }));
    const tip = await screen.findByRole('tooltip');
    expect(tip.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
