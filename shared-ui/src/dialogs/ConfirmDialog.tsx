import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@chakra-ui/react';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** the question or consequences, already localized */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  confirmLabel?: ReactNode;
  /** red confirm button for destructive actions */
  danger?: boolean;
  /** disables the buttons and shows a spinner while the action runs */
  loading?: boolean;
  /** Chakra dialog size; sm by default */
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** A yes/no dialog (role alertdialog) with Cancel and Confirm. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onClose,
  confirmLabel,
  danger,
  loading,
  size = 'sm',
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      size={size}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            <FormattedMessage id="ui.common.cancel" />
          </Button>
          <Button colorPalette={danger ? 'red' : 'brand'} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? <FormattedMessage id="ui.common.confirm" />}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
