import { lazy, Suspense, useState } from 'react';
import { useParcelProps } from '@portal/shared-ui';
import { LatestTickets } from './LatestTickets';

// only a shell that hosts no dialogs needs it, and only once asked: not part of the card's download
const NewTicketDialog = lazy(() =>
  import('../../dialogs/NewTicket/NewTicketDialog').then((m) => ({ default: m.NewTicketDialog })),
);

/**
 * The card's parcel root. The shell passes `openDialog(name)` to dashboard widgets; without it
 * (a shell that does not host dialogs) the card opens its own copy of the dialog.
 */
export function LatestTicketsParcel() {
  const props = useParcelProps();
  const [localOpen, setLocalOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const openDialog =
    typeof props.openDialog === 'function' ? (props.openDialog as (name: string) => void) : undefined;
  const openLocal = () => {
    setAsked(true);
    setLocalOpen(true);
  };
  return (
    <>
      <LatestTickets onNewTicket={() => (openDialog ? openDialog('NewTicket') : openLocal())} />
      {!openDialog && asked && (
        <Suspense fallback={null}>
          <NewTicketDialog open={localOpen} onClose={() => setLocalOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
