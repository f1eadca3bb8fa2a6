import { act, screen, waitFor } from '@testing-library/react';
import { bus, getLocale, LOCALE_STORAGE_KEY, setToken } from '@portal/shared-sdk';
import { currentUrl, renderShell, resetSession } from '../test/renderShell';
import { DEMO_TOKEN, setupTestServer } from '../test/testServer';

setupTestServer();
beforeEach(resetSession);

describe('locale', () => {
  it('is Persian, right to left, by default', async () => {
    renderShell('/login');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fa'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('switches with ?locale=en, persists it and removes it from the URL', async () => {
    renderShell('/login?locale=en&next=1');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(currentUrl()).toBe('/login?next=1'));
    expect(getLocale()).toBe('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toContain('en');
  });

  it('keeps the asked locale through the redirect to /login', async () => {
    renderShell('/cdn?locale=en');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(getLocale()).toBe('en');
  });

  it('ignores an unsupported locale but still cleans the URL', async () => {
    renderShell('/login?locale=de');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(getLocale()).toBe('fa');
  });

  it('follows a locale change from another tab', async () => {
    setToken(DEMO_TOKEN);
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
    act(() => bus.emit('locale:changed', { locale: 'en' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches from the header switch', async () => {
    setToken(DEMO_TOKEN);
    renderShell('/');
    const english = await screen.findByRole('button', { name: 'English' });
    act(() => english.click());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(getLocale()).toBe('en');
  });
});
