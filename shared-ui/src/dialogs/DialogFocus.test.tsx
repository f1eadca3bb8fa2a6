import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { renderWithPortal } from '../testing/renderWithPortal';
import { DialogFrame } from './DialogFrame';

function OpenedByButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add a key</Button>
      <Button>Elsewhere</Button>
      <DialogFrame open={open} onClose={() => setOpen(false)} title="New key">
        <input aria-label="Key name" />
      </DialogFrame>
    </>
  );
}

function OpenedFromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu.Root onSelect={() => setOpen(true)}>
        <Menu.Trigger asChild>
          <Button>Actions</Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="rename">Rename</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DialogFrame open={open} onClose={() => setOpen(false)} title="Rename">
        <input aria-label="Name" />
      </DialogFrame>
    </>
  );
}

describe('DialogFrame focus', () => {
  it('moves focus into the dialog and back to the button that opened it on Escape, keyboard only', async () => {
    const user = userEvent.setup();
    renderWithPortal(<OpenedByButton />, 'en');
    const opener = screen.getByRole('button', { name: 'Add a key' });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New key' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus to the opener after the close button too', async () => {
    const user = userEvent.setup();
    renderWithPortal(<OpenedByButton />, 'en');
    const opener = screen.getByRole('button', { name: 'Add a key' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'New key' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus to the menu button when the dialog was opened from a menu item that is gone', async () => {
    const user = userEvent.setup();
    renderWithPortal(<OpenedFromMenu />, 'en');
    const trigger = screen.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await user.keyboard('{Enter}');
    // the menu holds focus and highlights its items (aria-activedescendant)
    await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Rename' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
