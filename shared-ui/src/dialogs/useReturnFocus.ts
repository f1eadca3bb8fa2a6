import { useCallback, useRef } from 'react';

/**
 * Where focus goes when a dialog closes: the element that had it when the dialog opened (its
 * opener); for a menu item (its menu closed as the dialog opened) the button that opens that menu,
 * the one whose `aria-controls` names it. `null` (the opener is gone) leaves the choice to the dialog.
 */
export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const opener = useRef<HTMLElement | null>(null);
  const menuId = useRef<string | null>(null);
  const wasOpen = useRef(false);
  // Read during render, before the dialog moves focus into itself.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    menuId.current = opener.current?.closest('[role="menu"]')?.id ?? null;
  }
  wasOpen.current = open;

  return useCallback(() => {
    if (menuId.current) {
      const trigger = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menuId.current)}"]`);
      if (trigger) return trigger;
    }
    const el = opener.current;
    return el?.isConnected ? el : null;
  }, []);
}
