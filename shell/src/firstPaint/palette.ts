/**
 * Ctrl+K / ⌘K on the painted frame, before the application has taken it over, is kept (the
 * browser's own Ctrl+K, its address-bar search, is held back) as window.portalEarlyPalette, and
 * the header's search field opens the command palette when it mounts; from then on its own
 * listener answers (it sets window.portalPaletteReady). The keys are isPaletteShortcut's: by the
 * physical key too, so a Persian layout opens it (shell/src/palette/earlyPalette.ts).
 */
export function holdPaletteShortcut(): void {
  window.addEventListener(
    'keydown',
    (e) => {
      if (window.portalPaletteReady) return;
      if (
        (e.ctrlKey || e.metaKey) &&
        !e.altKey &&
        !e.shiftKey &&
        (String(e.key).toLowerCase() === 'k' || e.code === 'KeyK')
      ) {
        e.preventDefault();
        window.portalEarlyPalette = true;
      }
    },
    true,
  );
}
