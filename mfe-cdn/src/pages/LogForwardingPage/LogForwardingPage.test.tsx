import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { rulesHandlers } from '../../testing/rulesHandlers';
import { setupCdnServer } from '../../testing/testServer';

jest.setTimeout(30_000);
const server = setupCdnServer();
beforeEach(() => server.use(...rulesHandlers));

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
  await userEvent.tab();
}

describe('log forwarding', () => {
  it('tells a plan without log forwarding that it does not support it', async () => {
    await mountCdn('/cdn/example-shop.ir/1/log-forwarding');
    expect(
      await screen.findByText(
        'Unfortunately, your plan does not support this feature',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add log forwarder' })).not.toBeInTheDocument();
  });

  it('lists the forwarders with their log line', async () => {
    await mountCdn('/cdn/pro-store.com/4/log-forwarding');
    const table = await screen.findByRole('table', { name: 'Log forwarders' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('logs.pro-store.com:514');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('time,client_ip,uri,status');
  });

  it('refuses an empty parameter list and a value with #, then saves', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('/api/v1/cdn/ng/domains/4/log-forwarders', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(
          { id: 2, service: 'http', receiver: 'https://in.example', parameters: ['time'], delimiter: ';' },
          'The log forwarder has been saved',
        );
      }),
    );
    await mountCdn('/cdn/pro-store.com/4/log-forwarding');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add log forwarder' }, { timeout: 5000 }),
    );
    const form = await screen.findByRole('form', { name: 'Add log forwarder' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save forwarder' }));
    expect(await within(form).findByText('Choose a service')).toBeInTheDocument();
    expect(within(form).getByText('Enter a receiver')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Service' }), 'http');
    await fill(within(form).getByRole('textbox', { name: 'Receiver' }), 'https://in.example');
    const parameters = within(form).getByRole('textbox', { name: 'Parameters' });
    await userEvent.clear(parameters);
    await userEvent.tab();
    expect(await within(form).findByText('The parameter list cannot be empty')).toBeInTheDocument();
    await fill(parameters, 'time\nuri#1');
    expect(await within(form).findByText('A parameter may not contain #')).toBeInTheDocument();
    expect(body).toEqual({});
    await fill(parameters, 'time');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Delimiter' }), ';');
    await userEvent.click(within(form).getByRole('button', { name: 'Save forwarder' }));
    expect(await screen.findByText('The log forwarder has been saved')).toBeInTheDocument();
    expect(body).toEqual({
      service: 'http',
      receiver: 'https://in.example',
      'parameters[0]': 'time',
      delimiter: ';',
    });
  });

  it('edits a forwarder with its values filled in, and deletes one after confirming', async () => {
    let method = '';
    server.use(
      http.post('/api/v1/cdn/ng/domains/4/log-forwarders/1', async ({ request }) => {
        method = new URLSearchParams(await request.text()).get('_method') ?? '';
        return apiOk(null, 'The log forwarder has been deleted');
      }),
    );
    await mountCdn('/cdn/pro-store.com/4/log-forwarding');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Edit the forwarder to logs.pro-store.com:514' },
        { timeout: 5000 },
      ),
    );
    const form = await screen.findByRole('form', { name: 'Edit log forwarder' });
    expect(within(form).getByRole('textbox', { name: 'Receiver' })).toHaveValue('logs.pro-store.com:514');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the forwarder to logs.pro-store.com:514' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The log forwarder has been deleted')).toBeInTheDocument();
    expect(method).toBe('DELETE');
  });
});
