type Listener = (event: { matches: boolean }) => void;

/**
 * The system's colour scheme in jsdom, light before each test (with no stored choice and no mode on
 * <html>): `setDark(true)` turns it dark and tells whoever listens; `listenerCount()` tells whether
 * a component still listens.
 */
export function fakeSystemColorScheme() {
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
      removeEventListener: (_: string, listener: Listener) =>
        (listeners = listeners.filter((l) => l !== listener)),
    })) as unknown as typeof window.matchMedia;
  });
  return {
    setDark(dark: boolean) {
      systemDark = dark;
      listeners.forEach((listener) => listener({ matches: dark }));
    },
    listenerCount: () => listeners.length,
  };
}
