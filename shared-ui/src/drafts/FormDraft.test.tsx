import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { setProfile, type Profile } from '@portal/shared-sdk';
import { PasswordField } from '../form/PasswordField';
import { TextareaField } from '../form/TextareaField';
import { renderWithPortal } from '../testing/renderWithPortal';
import { FormDraft } from './FormDraft';
import { readFormDraft, saveFormDraft } from './formDrafts';

const account = (userId: number) =>
  ({ id: userId, user_id: userId, email: `u${userId}@example.com` }) as unknown as Profile;

function ReplyForm({ onSend }: { onSend: (values: Record<string, unknown>) => void }) {
  return (
    <Form
      onSubmit={(values, form) => {
        onSend(values);
        form.restart({});
      }}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormDraft id="support.reply.5" />
          <TextareaField name="message" label="Message" />
          <PasswordField name="password" label="Password" />
          <button type="submit">Send</button>
        </form>
      )}
    />
  );
}

beforeEach(() => {
  localStorage.clear();
  act(() => setProfile(account(7)));
});
afterEach(() => act(() => setProfile(null)));

it('keeps what is typed, never the password, and removes the draft once sent', async () => {
  const user = userEvent.setup();
  const sent: Record<string, unknown>[] = [];
  renderWithPortal(<ReplyForm onSend={(v) => sent.push(v)} />, 'en');
  await user.click(screen.getByRole('textbox', { name: 'Message' }));
  await user.paste('The server will not boot');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('S3cret!');
  expect(readFormDraft('7', 'support.reply.5')?.values).toEqual({ message: 'The server will not boot' });
  expect(JSON.stringify(localStorage)).not.toContain('S3cret');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toHaveLength(1);
  expect(readFormDraft('7', 'support.reply.5')).toBeNull();
}, 30_000);

it('restores the draft with a note when the form opens again, until it is sent', async () => {
  const user = userEvent.setup();
  saveFormDraft('7', 'support.reply.5', { message: 'Half a ticket' });
  renderWithPortal(<ReplyForm onSend={() => undefined} />, 'fa');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a ticket');
  expect(
    screen.getByText('آنچه ارسال نکرده بودید به‌صورت پیش‌نویس نگه داشته شد و بازگردانده شد.'),
  ).toBeInTheDocument();
  // still kept: a second 401 before sending loses nothing
  expect(readFormDraft('7', 'support.reply.5')?.values).toEqual({ message: 'Half a ticket' });

  // sent: the form starts over, the draft and its note go
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(
    screen.queryByText('آنچه ارسال نکرده بودید به‌صورت پیش‌نویس نگه داشته شد و بازگردانده شد.'),
  ).not.toBeInTheDocument();
  expect(readFormDraft('7', 'support.reply.5')).toBeNull();
}, 30_000);

it('a restored draft can be discarded', async () => {
  const user = userEvent.setup();
  saveFormDraft('7', 'support.reply.5', { message: 'Half a ticket' });
  renderWithPortal(<ReplyForm onSend={() => undefined} />, 'fa');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a ticket');
  await user.click(screen.getByRole('button', { name: 'حذف پیش‌نویس' }));
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(readFormDraft('7', 'support.reply.5')).toBeNull();
});

it("waits for the account to be known, and never shows another account's draft", async () => {
  saveFormDraft('8', 'support.reply.5', { message: 'someone else' });
  act(() => setProfile(null));
  renderWithPortal(<ReplyForm onSend={() => undefined} />, 'en');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  saveFormDraft('7', 'support.reply.5', { message: 'mine, typed before the 401' });
  act(() => setProfile(account(7)));
  expect(await screen.findByDisplayValue('mine, typed before the 401')).toBeInTheDocument();
  expect(screen.queryByDisplayValue('someone else')).not.toBeInTheDocument();
});
