import { FormattedMessage } from 'react-intl';
import { DIALOG_WIDTH_PX } from '@portal/shared-sdk';
import { DialogFrame } from '@portal/shared-ui';
import { AddBalanceForm } from './AddBalanceForm';

export interface AddBalanceDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The add-balance dialog (500 px wide) around the top-up form. */
export function AddBalanceDialog({ open, onClose }: AddBalanceDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="billing.addBalance.title" />}
      widthPx={DIALOG_WIDTH_PX.addBalance}
      scrollInside
      lazy
    >
      <AddBalanceForm />
    </DialogFrame>
  );
}
