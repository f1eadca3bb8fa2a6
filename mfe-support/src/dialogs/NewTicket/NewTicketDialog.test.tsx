import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import { setupSupportServer } from '../../testing/testServer';
import * as dialogParcel from './remote';

const server = setupSupportServer();

const DOCS = 'https://docs.example.com';

async function openDialog(onClose = jest.fn()) {
  const view = await mountTestParcel(dialogParcel, {
    props: { open: true, onClose, docsUrl: DOCS },
    basePath: '/support',
    path: '/',
    locale: 'en',
  });
  const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
  return { view, dialog, onClose };
}

async function toForm() {
  const opened = await openDialog();
  await userEvent.click(within(opened.dialog).getByRole('button', { name: 'Send a new ticket' }));
  await within(opened.dialog).findByLabelText(/^Subject/);
  return opened;
}

const file = (name: string, body = 'hello') => new File([body], name, { type: 'text/plain' });

describe('the new-ticket dialog', () => {
  it('starts with the guide: send a new ticket, or go to the documentation', async () => {
    const { dialog } = await openDialog();
    const docs = within(dialog).getByRole('link', { name: 'Go to the documentation' });
    expect(docs).toHaveAttribute('href', DOCS);
    expect(docs).toHaveAttribute('target', '_blank');
    expect(within(dialog).queryByLabelText(/^Subject/)).not.toBeInTheDocument();
  });

  it('names every missing field', async () => {
    const { dialog } = await toForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await within(dialog).findByText('Please enter the subject of your ticket')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a department')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write your message')).toBeInTheDocument();
  });

  it('wants a message of at least 5 characters', async () => {
    const { dialog } = await toForm();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Message/), 'abcd');
    await user.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await within(dialog).findByText('The message must be at least 5 characters')).toBeInTheDocument();
  });

  it('offers domains for CDN and servers for CLOUD, and MEDIUM priority by default', async () => {
    const { dialog } = await toForm();
    const user = userEvent.setup();
    expect(within(dialog).getByLabelText(/^Priority/)).toHaveValue('MEDIUM');
    const department = within(dialog).getByLabelText(/^Department/);
    await waitFor(() => expect(within(department).getByRole('option', { name: 'CDN' })).toBeInTheDocument());
    await user.selectOptions(department, 'CDN');
    const service = within(dialog).getByLabelText(/^Service/);
    await waitFor(() =>
      expect(within(service).getByRole('option', { name: 'example-shop.ir' })).toBeInTheDocument(),
    );
    await user.selectOptions(service, '2');
    await user.selectOptions(department, 'CLOUD');
    await waitFor(() => expect(within(service).getByRole('option', { name: 'web-1' })).toBeInTheDocument());
    expect(service).toHaveValue('');
  });

  it('refuses a sixth file and a file of another type', async () => {
    server.use(
      http.post('/api/v1/support/tickets/file-uploader', () =>
        apiOk({
          content: {
            data: {
              file_storage_id: 1,
              static_slug: 'aaaaaaaa',
              original_name: 'a.txt',
              size: 5,
              mime: 'text/plain',
            },
          },
        }),
      ),
    );
    const { dialog } = await toForm();
    const user = userEvent.setup({ applyAccept: false });
    const input = within(dialog).getByLabelText('Attachments');
    await user.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.txt`)),
    );
    expect(await within(dialog).findByText("You can't attach more than 5 files")).toBeInTheDocument();
    expect(within(dialog).getByText('5 of 5 files')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove 5.txt' }));
    await user.upload(input, file('virus.exe'));
    expect(await within(dialog).findByText('The type of virus.exe is not allowed')).toBeInTheDocument();
  });

  it('uploads two attachments with progress, sends the ticket, toasts and goes to it', async () => {
    let nextId = 30;
    const created: Record<string, string>[] = [];
    server.use(
      http.post('/api/v1/support/tickets/file-uploader', () => {
        nextId += 1;
        return apiOk({
          content: {
            data: {
              file_storage_id: nextId,
              static_slug: `slug${nextId}xx`,
              original_name: 'x',
              size: 5,
              mime: 'text/plain',
            },
          },
        });
      }),
      http.post('/api/v1/support/tickets', async ({ request }) => {
        created.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return apiOk({ content: { data: { ticket_id: 42 } } }, 'Your ticket has been sent');
      }),
    );
    const { dialog, view, onClose } = await toForm();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Site is slow');
    const department = within(dialog).getByLabelText(/^Department/);
    await waitFor(() => expect(within(department).getByRole('option', { name: 'CDN' })).toBeInTheDocument());
    await user.selectOptions(department, 'CDN');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'example-shop.ir' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), '1');
    await user.selectOptions(within(dialog).getByLabelText(/^Priority/), 'HIGH');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Pages take ten seconds.');
    await user.upload(within(dialog).getByLabelText('Attachments'), [file('one.txt'), file('two.txt')]);
    expect(await within(dialog).findByRole('img', { name: 'one.txt uploaded' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'two.txt uploaded' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Your ticket has been sent')).toBeInTheDocument();
    expect(created).toEqual([
      {
        subject: 'Site is slow',
        department: 'CDN',
        message: 'Pages take ten seconds.',
        priority: 'HIGH',
        resource_id: '1',
        'files_id[0]': '31',
        'files_id[1]': '32',
      },
    ]);
    await waitFor(() => expect(view.currentPath()).toBe('/support/tickets/42'));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps everything typed and shows the server message when sending fails', async () => {
    server.use(http.post('/api/v1/support/tickets', () => apiFailure(500, 'The support service is busy')));
    const { dialog, view } = await toForm();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Billing question');
    const department = within(dialog).getByLabelText(/^Department/);
    await waitFor(() =>
      expect(within(department).getByRole('option', { name: 'Financial' })).toBeInTheDocument(),
    );
    await user.selectOptions(department, 'FINANCIAL');
    await user.type(within(dialog).getByLabelText(/^Message/), 'How is traffic priced?');
    await user.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('The support service is busy')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Billing question');
    expect(within(dialog).getByLabelText(/^Department/)).toHaveValue('FINANCIAL');
    expect(within(dialog).getByLabelText(/^Message/)).toHaveValue('How is traffic priced?');
    expect(view.currentPath()).toBe('/');
  });
});
