import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AuditEntry } from '@portal/api-account';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
const server = setupAccountServer();

const entries: AuditEntry[] = [
  {
    id: 2,
    action: 'ticket.create',
    resource_kind: 'ticket',
    resource_id: '6',
    resource_name: 'Audit me',
    actor: { kind: 'session', id: 200, name: 'Chrome 131 on Linux' },
    ip: '203.0.113.7',
    created_at: FACTORY_NOW,
  },
  {
    id: 1,
    action: 'api_token.create',
    resource_kind: 'api_token',
    resource_id: '9',
    resource_name: 'CI',
    actor: { kind: 'api_token', id: 1, name: 'Demo API token' },
    ip: '2001:db8::1',
    created_at: FACTORY_NOW - 60,
  },
];

describe('the audit-log tab', () => {
  it('shows what was done, on what, by whom, and keeps the filters and page in the address', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/auth/profile/user_reports', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const kind = url.searchParams.get('resource_kind');
        const items = entries.filter((e) => !kind || e.resource_kind === kind);
        return apiOk({ items, total: items.length, page: 1, per_page: 10 });
      }),
    );
    const view = await mountTestParcel(parcel, {
      basePath: '/profile',
      path: '/profile/audit-log?period=7d',
      locale: 'en',
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Ticket sent')).toBeInTheDocument();
    expect(within(table).getByText('Audit me')).toBeInTheDocument();
    expect(within(table).getByText('Demo API token')).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('7d');

    await userEvent.setup({ delay: null }).selectOptions(screen.getByLabelText('Resource'), 'ticket');
    expect(view.currentPath()).toBe('/profile/audit-log?period=7d&kind=ticket');
    await waitFor(() => expect(within(table).queryByText('API token created')).not.toBeInTheDocument());
    expect(asked).toEqual([
      '?period=7d&page=1&per_page=10',
      '?period=7d&resource_kind=ticket&page=1&per_page=10',
    ]);
  });

  it('exports the filtered rows as CSV', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/auth/profile/user_reports', ({ request }) => {
        asked.push(new URL(request.url).search);
        return apiOk({ items: entries, total: 2, page: 1, per_page: 10 });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:audit';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await mountTestParcel(parcel, {
      basePath: '/profile',
      path: '/profile/audit-log?action=ticket.create',
      locale: 'en',
    });
    await screen.findByText('Audit me');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(asked.at(-1)).toBe('?period=all&action=ticket.create&export=true');
    const bytes = new Uint8Array(await (created[0] as Blob).arrayBuffer());
    // a byte-order mark, so spreadsheet programs read Persian as UTF-8
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      'When,Action,Resource,Resource ID,Resource name,By,Token or device,IP',
    );
    expect(text).toContain(',Ticket sent,Ticket,6,Audit me,Session,Chrome 131 on Linux,203.0.113.7');
    clicked.mockRestore();
  });
});
