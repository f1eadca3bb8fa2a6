import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { makeDnsRecord } from '@portal/api-cdn/factories';
import type { DnsRecord } from '@portal/api-cdn';
import { renderWithPortal } from '@portal/shared-ui/testing';
import { messages } from '../../messages/messages';
import { DnsRecordsTable } from './DnsRecordsTable';

const records = [
  makeDnsRecord(1, { type: 'A', name: 'www', content: '192.0.2.1', proxy: 'ACTIVE' }),
  makeDnsRecord(2, { type: 'A', name: 'api', content: '192.0.2.2', proxy: 'ACTIVE' }),
  makeDnsRecord(3, { type: 'MX', name: '@', content: 'mail.example.net', proxy: 'INACTIVE' }),
];

/** The table with its records held by the test, as the page holds a query's page. */
function Held({
  initial,
  onReady,
}: {
  initial: DnsRecord[];
  onReady: (set: (next: DnsRecord[]) => void) => void;
}) {
  const [rows, setRows] = useState(initial);
  onReady(setRows);
  return (
    <DnsRecordsTable
      domainId={1}
      label="DNS records"
      records={rows}
      loading={false}
      onRetry={() => undefined}
      emptyText="No records"
      onEdit={() => undefined}
      onDelete={() => undefined}
    />
  );
}

function renderTable() {
  let setRows: (next: DnsRecord[]) => void = () => undefined;
  renderWithPortal(
    <QueryClientProvider client={new QueryClient()}>
      <Held initial={records} onReady={(set) => (setRows = set)} />
    </QueryClientProvider>,
    'en',
    messages,
  );
  return (next: DnsRecord[]) => act(() => setRows(next));
}

const row = (name: string) =>
  screen
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('button', { name: `Edit A record ${name}` })) as HTMLElement;

describe('DnsRecordsTable', () => {
  it('asks again after Cancel, each time about the switch clicked, with one confirmation for the table', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const www = screen.getByRole('checkbox', { name: 'Proxy www through the CDN' });
    await user.click(www);
    const first = await screen.findByRole('alertdialog', { name: 'Turn the proxy off for www?' });
    expect(first).toHaveTextContent('192.0.2.1');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('checkbox', { name: 'Proxy www through the CDN' });
    expect(www).toBeChecked();

    await user.click(www);
    const again = await screen.findByRole('alertdialog', { name: 'Turn the proxy off for www?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(www).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Proxy api through the CDN' }));
    const api = await screen.findByRole('alertdialog', { name: 'Turn the proxy off for api?' });
    expect(api).toHaveTextContent('192.0.2.2');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('shows a record that changed, beside the rows that did not', () => {
    const setRows = renderTable();
    expect(within(row('api')).getByRole('checkbox')).toBeChecked();
    setRows(
      records.map((r) =>
        r.id === 2 ? { ...r, content: '198.51.100.7', proxy: 'INACTIVE' as const, ttl: 60 } : r,
      ),
    );
    const api = row('api');
    expect(within(api).getAllByText('198.51.100.7').length).toBeGreaterThan(0);
    expect(within(api).queryByText('192.0.2.2')).not.toBeInTheDocument();
    expect(within(api).getByRole('checkbox', { name: 'Proxy api through the CDN' })).not.toBeChecked();
    expect(within(api).getByText('1 minute')).toBeInTheDocument();
    expect(within(row('www')).getAllByText('192.0.2.1').length).toBeGreaterThan(0);
    expect(within(row('www')).getByRole('checkbox')).toBeChecked();
  });
});
