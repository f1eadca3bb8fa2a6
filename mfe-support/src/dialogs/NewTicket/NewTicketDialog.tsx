import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DIALOG_WIDTH_PX } from '@portal/shared-sdk';
import { DialogFrame } from '@portal/shared-ui';
import { NewTicketForm } from './NewTicketForm';
import { NewTicketGuide } from './NewTicketGuide';

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The new-ticket dialog (750 px wide): the guide first, then the form. */
export function NewTicketDialog({ open, onClose }: NewTicketDialogProps) {
  const [step, setStep] = useState<'guide' | 'form'>('guide');
  // every opening starts at the guide
  useEffect(() => {
    if (open) setStep('guide');
  }, [open]);

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="support.newTicket.title" />}
      widthPx={DIALOG_WIDTH_PX.newTicket}
      width="calc(100vw - 2rem)"
      scrollInside
      closeOnOutsideClick={false}
      closeInset="3"
    >
      {step === 'guide' ? (
        <NewTicketGuide onStart={() => setStep('form')} />
      ) : (
        <NewTicketForm onCancel={onClose} onSent={onClose} />
      )}
    </DialogFrame>
  );
}
