import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogFrame } from './DialogFrame';
import { TypedPhraseConfirmDialog } from './TypedPhraseConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderWithPortal(
      <ConfirmDialog open title="Remove the coupon?" onConfirm={onConfirm} onClose={onClose} />,
      'en',
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the coupon?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('carries the direction into the portal', async () => {
    renderWithPortal(<ConfirmDialog open title="حذف؟" onConfirm={jest.fn()} onClose={jest.fn()} />, 'fa');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'تأیید' })).toBeInTheDocument();
  });
});

describe('TypedPhraseConfirmDialog', () => {
  it('refuses a wrong phrase with the incorrect-phrase message and accepts the right one', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithPortal(
      <TypedPhraseConfirmDialog
        open
        title="Delete example.com"
        phrase="example.com"
        onConfirm={onConfirm}
        onClose={jest.fn()}
      />,
      'en',
    );
    const input = await screen.findByRole('textbox', { name: 'Confirmation phrase' });
    await user.type(input, 'example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('The entered phrase is incorrect')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(input);
    expect(screen.queryByText('The entered phrase is incorrect')).not.toBeInTheDocument();
    await user.type(input, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the mismatch message in Persian', async () => {
    const user = userEvent.setup();
    renderWithPortal(
      <TypedPhraseConfirmDialog
        open
        title="حذف سرور"
        phrase="web-1"
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'عبارت تأیید' }), 'web-2{Enter}');
    expect(screen.getByText('عبارت وارد شده صحیح نیست')).toBeInTheDocument();
  });
});

describe('DialogFrame', () => {
  it('lets clicks through its backdrop once closed, while it fades out', async () => {
    renderWithPortal(
      <ConfirmDialog open title="Remove the coupon?" onConfirm={jest.fn()} onClose={jest.fn()} />,
      'en',
    );
    await screen.findByRole('alertdialog', { name: 'Remove the coupon?' });
    const backdrop = document.querySelector<HTMLElement>('[data-part="backdrop"]');
    expect(backdrop).not.toBeNull();
    // the state it has during its exit animation, the page taking clicks again
    backdrop!.setAttribute('data-state', 'closed');
    document.body.style.pointerEvents = 'auto';
    expect(getComputedStyle(backdrop!).pointerEvents).toBe('none');
  });

  it('shows the title and body, closes from its close button and holds its pixel width', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithPortal(
      <DialogFrame open title="Add balance" onClose={onClose} widthPx={500}>
        <p>body</p>
      </DialogFrame>,
      'en',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add balance' });
    expect(dialog).toHaveTextContent('body');
    expect(dialog.closest('[lang]')).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
