import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { mountTestParcel } from '../testing/mountTestParcel';
import { createDialogParcel, type DialogParcelProps } from './createDialogParcel';
import { DialogFrame } from './DialogFrame';

function HelloDialog({ open, onClose }: DialogParcelProps) {
  return (
    <DialogFrame open={open} onClose={onClose} title={<FormattedMessage id="hello.title" />}>
      <FormattedMessage id="hello.body" />
    </DialogFrame>
  );
}

const messages = {
  fa: { 'hello.title': 'سلام', 'hello.body': 'متن' },
  en: { 'hello.title': 'Hello', 'hello.body': 'Body' },
};
const parcel = createDialogParcel(HelloDialog, { messages });

describe('createDialogParcel', () => {
  it("opens the dialog with the shell's open prop, in the shell's locale", async () => {
    await mountTestParcel(parcel, {
      basePath: '/',
      path: '/',
      locale: 'en',
      props: { open: true, onClose: jest.fn() },
    });
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toHaveTextContent('Body');
  });

  it('tells the shell through onClose when the user closes it', async () => {
    const onClose = jest.fn();
    await mountTestParcel(parcel, { basePath: '/', path: '/', locale: 'en', props: { open: true, onClose } });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while the shell keeps it closed', async () => {
    await mountTestParcel(parcel, { basePath: '/', path: '/', locale: 'en', props: { open: false } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
