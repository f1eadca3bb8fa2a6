import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../testing/renderWithPortal';
import { toaster } from '../toast/showToast';
import { CopyButton } from './CopyButton';

afterEach(() => act(() => toaster.remove()));

describe('CopyButton', () => {
  it('copies the text and shows the copied toast', async () => {
    const user = userEvent.setup();
    renderWithPortal(<CopyButton text="ns1.example.com" />, 'en');
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(write).toHaveBeenCalledWith('ns1.example.com');
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('The text has been copied')).toBeInTheDocument();
  });

  it('only logs when copying fails', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    renderWithPortal(<CopyButton text="secret" />, 'fa');
    await user.click(screen.getByRole('button', { name: 'کپی' }));
    expect(log).toHaveBeenCalledWith('[CopyButton] copy failed', expect.any(Error));
    expect(screen.queryByText('متن با موفقیت کپی شد')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
