import { useState } from 'react';
import { useParcelProps } from '@portal/shared-ui';
import { NewTicketDialog } from '../NewTicket/NewTicketDialog';
import { LatestTickets } from './LatestTickets';

/**
 * The card's parcel root. The shell passes `openDialog(name)` to dashboard widgets; without it
 * (a shell that does not host dialogs) the card opens its own copy of the dialog.
 */
export function LatestTicketsParcel() {
  const props = useParcelProps();
  const [localOpen, setLocalOpen] = useState(false);
  const openDialog = typeof props.openDialog === 'function' ? (props.openDialog as (name: string) => void) : undefined;
  return (
    <>
      <LatestTickets onNewTicket={() => (openDialog ? openDialog('NewTicket') : setLocalOpen(true))} />
      {!openDialog && <NewTicketDialog open={localOpen} onClose={() => setLocalOpen(false)} />}
    </>
  );
}
