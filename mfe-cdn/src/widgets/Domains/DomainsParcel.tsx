import { lazy, Suspense, useState } from 'react';
import { useParcelProps } from '@portal/shared-ui';
import { DomainsWidget } from './DomainsWidget';

// only a shell that hosts no dialogs needs it, and only once asked: not part of the card's download
const AddDomainDialog = lazy(() =>
  import('../../dialogs/AddDomain/AddDomainDialog').then((m) => ({ default: m.AddDomainDialog })),
);

/**
 * The widget's parcel root. The shell passes `openDialog(name)` (its add-domain dialog) and, in
 * the resources card, `onEmptyChange`; without `openDialog` the widget opens its own wizard.
 */
export function DomainsParcel() {
  const props = useParcelProps();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const openDialog =
    typeof props.openDialog === 'function' ? (props.openDialog as (name: string) => void) : undefined;
  const onEmptyChange =
    typeof props.onEmptyChange === 'function' ? (props.onEmptyChange as (empty: boolean) => void) : undefined;
  const add = () => {
    if (openDialog) return openDialog('AddDomain');
    setAsked(true);
    setOpen(true);
  };
  return (
    <>
      <DomainsWidget onAdd={add} onEmptyChange={onEmptyChange} />
      {!openDialog && asked && (
        <Suspense fallback={null}>
          <AddDomainDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
