import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { usePortalLocale } from '../i18n/PortalLocaleContext';

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
export function ConfirmDialog({ open, title, children, onConfirm, onClose, confirmLabel, danger, loading, size = 'sm' }: ConfirmDialogProps) {
  const { dir } = usePortalLocale();
  return (
    <Dialog.Root role="alertdialog" open={open} size={size} placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        {/* portalled to <body>: carry the parcel's direction along */}
        <Dialog.Positioner dir={dir}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                <FormattedMessage id="ui.common.cancel" />
              </Button>
              <Button colorPalette={danger ? 'red' : 'brand'} onClick={onConfirm} loading={loading}>
                {confirmLabel ?? <FormattedMessage id="ui.common.confirm" />}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
