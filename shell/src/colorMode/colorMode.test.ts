import fs from 'node:fs';
import path from 'node:path';
import {
  COLOR_MODE_STORAGE_KEY,
  applyColorMode,
  readColorModePreference,
  resolveColorMode,
  writeColorModePreference,
} from './colorMode';

const SCRIPT = fs.readFileSync(path.join(__dirname, '../../public/color-mode.js'), 'utf8');

function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
  })) as unknown as typeof window.matchMedia;
}

/** Runs public/color-mode.js as the page does before the first paint. */
function runStartScript() {
  document.documentElement.className = '';
  new Function(SCRIPT)();
  return document.documentElement;
}

afterEach(() => localStorage.clear());

describe('the colour mode rules', () => {
  it('follows the system unless the customer chose light or dark', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('keeps only light or dark; "system" and anything unknown are no choice', () => {
    writeColorModePreference(localStorage, 'dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(readColorModePreference(localStorage)).toBe('dark');
    writeColorModePreference(localStorage, 'system');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'sepia');
    expect(readColorModePreference(localStorage)).toBe('system');
    expect(
      readColorModePreference({
        getItem: () => {
          throw new Error('refused');
        },
      }),
    ).toBe('system');
  });

  it("sets one class on <html> and the native controls' scheme", () => {
    const root = document.createElement('html');
    applyColorMode(root, 'dark');
    expect(root.className).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    applyColorMode(root, 'light');
    expect(root.className).toBe('light');
  });
});

describe('public/color-mode.js (before the first paint)', () => {
  it("takes the system's mode when nothing is stored", () => {
    systemPrefersDark(true);
    expect(runStartScript().className).toBe('dark');
    systemPrefersDark(false);
    expect(runStartScript().className).toBe('light');
  });

  it('takes the stored choice, under the key the shell writes, over the system', () => {
    systemPrefersDark(true);
    writeColorModePreference(localStorage, 'light');
    const root = runStartScript();
    expect(root.className).toBe('light');
    expect(root.style.colorScheme).toBe('light');
  });
});
