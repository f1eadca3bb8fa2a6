import { act, render } from '@testing-library/react';
import { ColorModeSync } from './ColorModeSync';
import { fakeSystemColorScheme } from '../test/fakeSystemColorScheme';

const system = fakeSystemColorScheme();

it('follows the system live on a page without the theme switch (sign-in, not found)', () => {
  const { unmount } = render(<ColorModeSync />);
  expect(document.documentElement).toHaveClass('light');
  act(() => {
    system.setDark(true);
  });
  expect(document.documentElement).toHaveClass('dark');
  expect(document.documentElement).not.toHaveClass('light');
  unmount();
  expect(system.listenerCount()).toBe(0);
});
