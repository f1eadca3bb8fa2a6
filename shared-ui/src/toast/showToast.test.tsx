import { act, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@portal/shared-sdk';
import { PortalProviders } from '../providers/PortalProviders';
import { renderWithPortal } from '../testing/renderWithPortal';
import { showToast, toaster } from './showToast';

afterEach(() => {
  act(() => toaster.remove());
});

function toastRegion() {
  return screen.getByRole('region', { name: /Notifications/ });
}

describe('showToast', () => {
  it('shows a success toast with its icon by default, for 2000 ms', async () => {
    const spy = jest.spyOn(toaster, 'create');
    renderWithPortal(<p>page</p>, 'en');
    act(() => void showToast({ title: 'Settings successfully applied' }));
    const region = toastRegion();
    expect(await within(region).findByText('Settings successfully applied')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Success' })).toHaveAttribute(
      'data-toast-type',
      'success',
    );
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', duration: 2000 }));
    spy.mockRestore();
  });

  it.each([
    ['error', 'Error'],
    ['warning', 'Warning'],
  ] as const)('shows a %s toast with the %s icon and its description', async (type, iconName) => {
    renderWithPortal(<p>page</p>, 'en');
    act(() => void showToast({ title: 'Title', description: 'Your payment was not successful', type }));
    const region = toastRegion();
    expect(await within(region).findByText('Your payment was not successful')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: iconName })).toHaveAttribute('data-toast-type', type);
  });

  it('turns bus toast events into toasts', async () => {
    renderWithPortal(<p>page</p>, 'fa');
    act(() => bus.emit('toast', { title: 'Please login again', type: 'error' }));
    const region = toastRegion();
    expect(await within(region).findByText('Please login again')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'خطا' })).toBeInTheDocument();
  });

  it('shows a toast once even with several providers in the page', async () => {
    render(
      <>
        <PortalProviders locale="en">
          <p>shell</p>
        </PortalProviders>
        <PortalProviders locale="en">
          <p>parcel</p>
        </PortalProviders>
      </>,
    );
    act(() => bus.emit('toast', { title: 'Only once', type: 'success' }));
    await waitFor(() => expect(screen.getAllByText('Only once')).toHaveLength(1));
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });
});
