import { FormattedMessage } from 'react-intl';
import { DIALOG_WIDTH_PX } from '@portal/shared-sdk';
import { CloseButton, Dialog, Portal, usePortalLocale } from '@portal/shared-ui';
import { AddBalanceForm } from './AddBalanceForm';

export interface AddBalanceDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The add-balance dialog (SPEC §2: width 500) around the top-up form. */
export function AddBalanceDialog({ open, onClose }: AddBalanceDialogProps) {
  const { dir } = usePortalLocale();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        {/* portalled to <body>: carry the parcel's direction along */}
        <Dialog.Positioner dir={dir}>
          <Dialog.Content maxWidth={`${DIALOG_WIDTH_PX.addBalance}px`} width="full">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="billing.addBalance.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <AddBalanceForm />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
