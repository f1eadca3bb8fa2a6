import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../auth/useLogout';
import { useDialogs } from '../remotes/DialogsContext';
import type { MenuAction } from './navigation';

/** Runs a menu entry's action. */
export function useMenuAction(): (action: MenuAction) => void {
  const navigate = useNavigate();
  const { openDialog } = useDialogs();
  const logout = useLogout();
  return useCallback(
    (action: MenuAction) => {
      if ('to' in action) void navigate(action.to);
      else if ('dialog' in action) openDialog(action.dialog);
      else void logout();
    },
    [navigate, openDialog, logout],
  );
}
