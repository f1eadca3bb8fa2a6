import { act, render } from '@testing-library/react';
import { ColorModeSync } from './ColorModeSync';

type Listener = (event: { matches: boolean }) => void;
let listeners: Listener[] = [];
let systemDark = false;

beforeEach(() => {
  listeners = [];
  systemDark = false;
  localStorage.clear();
  document.documentElement.className = '';
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return systemDark;
    },
    addEventListener: (_: string, listener: Listener) => listeners.push(listener),
    removeEventListener: (_: string, listener: Listener) => (listeners = listeners.filter((l) => l !== listener)),
  })) as unknown as typeof window.matchMedia;
});

it('follows the system live on a page without the theme switch (sign-in, not found)', () => {
  const { unmount } = render(<ColorModeSync />);
  expect(document.documentElement).toHaveClass('light');
  act(() => {
    systemDark = true;
    listeners.forEach((l) => l({ matches: true }));
  });
  expect(document.documentElement).toHaveClass('dark');
  expect(document.documentElement).not.toHaveClass('light');
  unmount();
  expect(listeners).toHaveLength(0);
});
