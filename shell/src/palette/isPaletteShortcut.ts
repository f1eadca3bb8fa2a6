/**
 * Ctrl+K, or ⌘K on a Mac: by the physical key too, so a Persian keyboard layout (where K types "ن") opens it.
 */
export function isPaletteShortcut(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (e.key.toLowerCase() === 'k' || e.code === 'KeyK')
  );
}
