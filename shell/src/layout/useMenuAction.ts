import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../auth/useLogout';
import type { ItemAction } from '../contributions/menuItems';
import { useDialogs } from '../remotes/DialogsContext';

/** Runs a menu entry's or a tile's action. */
export function useMenuAction(): (action: ItemAction) => void {
  const navigate = useNavigate();
  const { openDialog } = useDialogs();
  const logout = useLogout();
  return useCallback(
    (action: ItemAction) => {
      if ('to' in action) void navigate(action.to);
      else if ('dialog' in action) openDialog(action.dialog);
      else void logout();
    },
    [navigate, openDialog, logout],
  );
}
