import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DIALOG_WIDTH_PX } from '@portal/shared-sdk';
import { CloseButton, Dialog, Portal, usePortalLocale } from '@portal/shared-ui';
import { NewTicketForm } from './NewTicketForm';
import { NewTicketGuide } from './NewTicketGuide';

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §2 add-ticket modal (750 px): the guide first, then the form. */
export function NewTicketDialog({ open, onClose }: NewTicketDialogProps) {
  const { dir, locale } = usePortalLocale();
  const [step, setStep] = useState<'guide' | 'form'>('guide');
  // every opening starts at the guide
  useEffect(() => {
    if (open) setStep('guide');
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        {/* portalled to <body>: carry the parcel's direction and language along */}
        <Dialog.Positioner dir={dir} lang={locale}>
          <Dialog.Content maxW={`${DIALOG_WIDTH_PX.newTicket}px`} width="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="support.newTicket.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {step === 'guide' ? <NewTicketGuide onStart={() => setStep('form')} /> : <NewTicketForm onCancel={onClose} onSent={onClose} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild insetEnd="3" top="3">
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
