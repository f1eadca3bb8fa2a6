import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared-ui';
import en from '../messages/en.json';
import fa from '../messages/fa.json';
import { COLOR_MODE_STORAGE_KEY } from './colorMode';
import { ColorModeSwitch } from './ColorModeSwitch';
import { fakeSystemColorScheme } from '../test/fakeSystemColorScheme';

const system = fakeSystemColorScheme();

function renderSwitch(locale: 'fa' | 'en' = 'en') {
  return render(
    <PortalProviders locale={locale} messages={{ fa, en }}>
      <ColorModeSwitch />
    </PortalProviders>,
  );
}

it('follows the system by default, live', () => {
  renderSwitch();
  expect(document.documentElement).toHaveClass('light');
  expect(screen.getByRole('button', { name: 'Theme: Follow the system' })).toBeInTheDocument();
  act(() => {
    system.setDark(true);
  });
  expect(document.documentElement).toHaveClass('dark');
  expect(document.documentElement).not.toHaveClass('light');
});

it('keeps the chosen mode with the keyboard, and back to the system', async () => {
  const user = userEvent.setup();
  renderSwitch();
  screen.getByRole('button', { name: 'Theme: Follow the system' }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Follow the system' }));
  expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  expect(document.documentElement).toHaveClass('light');
});

it('names the modes in Persian', async () => {
  const user = userEvent.setup();
  localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
  renderSwitch('fa');
  await user.click(screen.getByRole('button', { name: 'پوسته: تیره' }));
  expect(await screen.findByRole('menuitemradio', { name: 'روشن' })).toBeInTheDocument();
  expect(screen.getByRole('menuitemradio', { name: 'تیره' })).toHaveAttribute('aria-checked', 'true');
});
