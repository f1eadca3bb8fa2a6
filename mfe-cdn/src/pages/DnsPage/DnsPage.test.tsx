import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { makeDnsRecord } from '@portal/api-cdn/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { demoZone, dnsListHandlerOver } from '../../testing/settingsHandlers';
import { recordOwner } from './recordDisplay';
import { setupCdnServer } from '../../testing/testServer';

const server = setupCdnServer();
// a form typed key by key re-renders for each key, and the page loads on first use: slow on a busy machine
jest.setTimeout(45_000);
configure({ asyncUtilTimeout: 10_000 });

const DNS = '/api/v1/cdn/ng/domains/:domainId/dns';
const open = (path = '/cdn/example-shop.ir/1/dns', locale: 'fa' | 'en' = 'en') =>
  mountTestParcel(parcel, { basePath: '/cdn', path, locale });
const table = () => screen.findByRole('table', { name: 'DNS records of example-shop.ir' });
const bodyRows = (t: HTMLElement) =>
  within(within(t).getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

/** Records the bodies of POSTs to `path` and answers each with `answer`. */
function recordPosts(path: string, answer: (body: Record<string, string>) => Response) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = Object.fromEntries(new URLSearchParams(await request.text()));
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/** The domain list with one more domain, on the professional plan. */
describe('the DNS page: records', () => {
  it('lists the first page of records with type, name, content, TTL and proxy', async () => {
    await open();
    const records = await table();
    await waitFor(() => expect(bodyRows(records)).toHaveLength(25));
    const first = bodyRows(records)[0] as HTMLElement;
    expect(within(first).getByText('A')).toBeInTheDocument();
    expect(within(first).getAllByText('192.0.2.10').length).toBeGreaterThan(0);
    expect(within(first).getByText('5 minutes')).toBeInTheDocument();
    expect(within(first).getByRole('checkbox', { name: 'Proxy @ through the CDN' })).toBeChecked();
    // an MX record shows its priority before its server, and cannot be proxied
    const mx = bodyRows(records).find((row) => within(row).queryByText('MX')) as HTMLElement;
    expect(within(mx).getAllByText('10 mx1.mail.example.net').length).toBeGreaterThan(0);
    expect(within(mx).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(mx).getByText('DNS only')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 275')).toBeInTheDocument();
  });

  it('searches by name or content and filters by type, keeping both in the address', async () => {
    const mounted = await open();
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('searchbox', { name: 'Search name or content' }));
    await user.paste('letsencrypt');
    const matching = demoZone('1').filter((r) => r.content.includes('letsencrypt')).length;
    await waitFor(() => expect(screen.getByText(`1–${matching} of ${matching}`)).toBeInTheDocument());
    expect(mounted.currentPath()).toBe('/cdn/example-shop.ir/1/dns?q=letsencrypt');
    await user.clear(screen.getByRole('searchbox', { name: 'Search name or content' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'NS');
    await waitFor(() => expect(screen.getByText('1–25 of 25')).toBeInTheDocument());
    expect(mounted.currentPath()).toBe('/cdn/example-shop.ir/1/dns?type=NS');
    expect(bodyRows(await table()).every((row) => within(row).queryByText('NS'))).toBe(true);
  });

  it('opens with the search, type and page of the address, and says when nothing matches', async () => {
    await open('/cdn/example-shop.ir/1/dns?q=nothing-like-this&type=A');
    expect(await screen.findByText('No records match the search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search name or content' })).toHaveValue(
      'nothing-like-this',
    );
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveValue('A');
  });

  it('pages through the records', async () => {
    const mounted = await open();
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('26–50 of 275')).toBeInTheDocument());
    expect(mounted.currentPath()).toBe('/cdn/example-shop.ir/1/dns?page=2');
    expect(
      within(bodyRows(await table())[0] as HTMLElement).getByText(recordOwner(demoZone('1')[25]!)),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the records fail, and retry loads them", async () => {
    server.use(http.get(DNS, () => apiFailure(500, 'Please Try Again'), { once: true }));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please Try Again');
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(25));
  });
});

describe('the DNS page: adding, editing and deleting', () => {
  it('adds an MX record with its own fields, after the checks of the record rule', async () => {
    const bodies = recordPosts(DNS, (body) =>
      apiOk(
        makeDnsRecord(999, { type: 'MX', name: body.name, content: body.content, priority: 20 }),
        'The record has been added',
      ),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a DNS record' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'MX');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'bad name');
    await user.type(within(dialog).getByRole('textbox', { name: 'Server' }), 'mail.example-shop.ir');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Record's name is invalid")).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter priority')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '@');
    await user.type(within(dialog).getByRole('textbox', { name: 'Priority' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The record has been added')).toBeInTheDocument();
    expect(bodies).toEqual([
      { type: 'MX', name: '@', content: 'mail.example-shop.ir', ttl: '3600', proxy: '0', priority: '20' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a DNS record' })).not.toBeInTheDocument(),
    );
  });

  it('opens the page that holds a record just added, its row highlighted, letting go of a search that hides it', async () => {
    const added = makeDnsRecord(5000, { type: 'A', name: 'zz-new', content: '192.0.2.250' });
    let stored = false;
    // the zone as the provider keeps it: the new record last in reading order once it is stored
    server.use(dnsListHandlerOver((id) => (stored && id === '1' ? [...demoZone(id), added] : demoZone(id))));
    recordPosts(DNS, () => {
      stored = true;
      return apiOk(added, 'The record has been added');
    });
    const mounted = await open('/cdn/example-shop.ir/1/dns?q=www');
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a DNS record' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'zz-new');
    await user.type(within(dialog).getByRole('textbox', { name: 'IPv4' }), '192.0.2.250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The record has been added')).toBeInTheDocument();
    // 276 records, 25 a page: the last page, the search let go
    await waitFor(() => expect(mounted.currentPath()).toBe('/cdn/example-shop.ir/1/dns?page=12'));
    expect(screen.getByRole('searchbox', { name: 'Search name or content' })).toHaveValue('');
    const row = (await screen.findByText('zz-new')).closest('tr') as HTMLElement;
    await waitFor(() => expect(row.querySelector('[data-just-added]')).not.toBeNull());
    expect(bodyRows(await table()).filter((r) => r.querySelector('[data-just-added]'))).toEqual([row]);
  });

  it("keeps the page it shows when the list cannot be read after a save, with the list's own message", async () => {
    const added = makeDnsRecord(5001, { type: 'A', name: 'zz-new', content: '192.0.2.251' });
    recordPosts(DNS, () => {
      // from now on the records cannot be read
      server.use(http.get(DNS, () => apiFailure(500, 'Please Try Again')));
      return apiOk(added, 'The record has been added');
    });
    const mounted = await open('/cdn/example-shop.ir/1/dns?page=2');
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a DNS record' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'zz-new');
    await user.type(within(dialog).getByRole('textbox', { name: 'IPv4' }), '192.0.2.251');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The record has been added')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Try Again');
    expect(mounted.currentPath()).toBe('/cdn/example-shop.ir/1/dns?page=2');
  });

  it("shows the provider's field message beside its field and keeps what was typed", async () => {
    recordPosts(DNS, () =>
      apiFailure(422, 'This record already exists', { content: ['This record already exists'] }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a DNS record' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'www');
    await user.type(within(dialog).getByRole('textbox', { name: 'IPv4' }), '192.0.2.11');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This record already exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'IPv4' })).toHaveValue('192.0.2.11');
  });

  it('refuses a wildcard name on a plan without wildcard records before asking the provider', async () => {
    await open('/cdn/my-blog.com/2/dns');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a DNS record' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '*');
    await user.type(within(dialog).getByRole('textbox', { name: 'IPv4' }), '192.0.2.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Unfortunately, your plan does not support this feature'),
    ).toBeInTheDocument();
  });

  it('edits a record in place', async () => {
    const bodies = recordPosts(`${DNS}/:recordId`, (body) =>
      apiOk(makeDnsRecord(2, { name: 'www', content: body.content }), 'The record has been updated'),
    );
    await open('/cdn/example-shop.ir/1/dns?q=www&type=A');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit A record www' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the DNS record' });
    const ip = within(dialog).getByRole('textbox', { name: 'IPv4' });
    expect(ip).toHaveValue('192.0.2.11');
    await user.clear(ip);
    await user.type(ip, '192.0.2.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The record has been updated')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ type: 'A', name: 'www', content: '192.0.2.99', proxy: '1' });
  });

  it('deletes a record after a confirmation, with "Requested record has been deleted"', async () => {
    const bodies = recordPosts(`${DNS}/:recordId`, () => apiOk(null, 'Requested record has been deleted'));
    await open('/cdn/example-shop.ir/1/dns?q=ftp&type=A');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete A record ftp' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this record?' });
    expect(confirm).toHaveTextContent('ftp');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete A record ftp' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete record' }),
    );
    expect(await screen.findByText('Requested record has been deleted')).toBeInTheDocument();
    expect(bodies).toEqual([{ _method: 'DELETE' }]);
  });
});

describe('the DNS page: proxy', () => {
  it('turns the proxy off only after saying what is lost', async () => {
    const bodies = recordPosts(`${DNS}/:recordId`, (body) =>
      apiOk(
        makeDnsRecord(4, { name: 'api', proxy: body.proxy === '1' ? 'ACTIVE' : 'INACTIVE' }),
        'The record has been updated',
      ),
    );
    await open('/cdn/example-shop.ir/1/dns?q=api&type=A');
    const user = userEvent.setup({ delay: null });
    const toggle = await screen.findByRole('checkbox', { name: 'Proxy api through the CDN' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn the proxy off for api?' });
    expect(confirm).toHaveTextContent('the CDN stops caching and protecting this record');
    expect(confirm).toHaveTextContent('origin protocol and port');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Proxy api through the CDN' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Proxy api through the CDN' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn proxy off' }),
    );
    expect(await screen.findByText('The record has been updated')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ name: 'api', proxy: '0' })]);
    expect(bodies[0]).not.toHaveProperty('protocol');
  });

  it('turns the proxy on at once', async () => {
    const bodies = recordPosts(`${DNS}/:recordId`, () =>
      apiOk(makeDnsRecord(20, { name: 'docs', proxy: 'ACTIVE' }), 'The record has been updated'),
    );
    await open('/cdn/example-shop.ir/1/dns?q=docs&type=A');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Proxy docs through the CDN' }));
    expect(await screen.findByText('The record has been updated')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ name: 'docs', proxy: '1' })]);
  });
});

describe('the DNS page: DNSSEC and nameservers', () => {
  it('says .ir domains do not support DNSSEC, and offers nothing to turn on', async () => {
    await open();
    const card = await screen.findByRole('region', { name: 'DNSSEC' });
    expect(await within(card).findByText('.ir domains do not support DNSSEC')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Turn DNSSEC on' })).not.toBeInTheDocument();
  });

  it('shows the plan gate where a plan lacks DNSSEC and custom nameservers', async () => {
    await open('/cdn/my-blog.com/2/dns');
    const dnssec = await screen.findByRole('region', { name: 'DNSSEC' });
    expect(
      await within(dnssec).findByText('Unfortunately, your plan does not support this feature'),
    ).toBeInTheDocument();
    const ns = screen.getByRole('region', { name: 'Custom nameservers' });
    expect(
      await within(ns).findByText('Unfortunately, your plan does not support this feature'),
    ).toBeInTheDocument();
  });

  it('turns DNSSEC on and shows the DS record to give the registrar; off after a warning', async () => {
    const status = {
      enabled: true,
      algorithm: 13,
      key_tag: 4242,
      digest_type: 2,
      digest: 'AB12',
      ds: 'pro-store.com. 3600 IN DS 4242 13 2 AB12',
    };
    const bodies = recordPosts(`${DNS}/dnssec`, (body) =>
      apiOk(
        body.enabled === '1'
          ? status
          : { enabled: false, algorithm: null, key_tag: null, digest_type: null, digest: null, ds: null },
        'Settings successfully applied',
      ),
    );
    await open('/cdn/pro-store.com/4/dns');
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'DNSSEC' });
    await user.click(await within(card).findByRole('button', { name: 'Turn DNSSEC on' }));
    expect(await within(card).findByText('pro-store.com. 3600 IN DS 4242 13 2 AB12')).toBeInTheDocument();
    expect(within(card).getByText('4242')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Turn DNSSEC off' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn DNSSEC off?' });
    expect(confirm).toHaveTextContent('Remove the DS record at your registrar first');
    await user.click(within(confirm).getByRole('button', { name: 'Turn DNSSEC off' }));
    expect(await within(card).findByRole('button', { name: 'Turn DNSSEC on' })).toBeInTheDocument();
    expect(bodies).toEqual([{ enabled: '1' }, { enabled: '0' }]);
  });

  it('sets custom nameservers on the professional plan, with the field messages of the provider', async () => {
    const bodies = recordPosts(`${DNS}/custom-ns`, (body) =>
      body.ns2 === 'bad'
        ? apiFailure(422, 'Enter a valid nameserver name', { ns2: ['Enter a valid nameserver name'] })
        : apiOk({ enabled: true, ns1: body.ns1, ns2: body.ns2 }, 'Settings successfully applied'),
    );
    await open('/cdn/pro-store.com/4/dns');
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'Custom nameservers' });
    await user.type(
      await within(card).findByRole('textbox', { name: 'First nameserver' }),
      'ns1.pro-store.com',
    );
    await user.type(within(card).getByRole('textbox', { name: 'Second nameserver' }), 'bad');
    await user.click(within(card).getByRole('button', { name: 'Save nameservers' }));
    expect(await within(card).findByText('Enter a valid nameserver name')).toBeInTheDocument();
    await user.clear(within(card).getByRole('textbox', { name: 'Second nameserver' }));
    await user.type(within(card).getByRole('textbox', { name: 'Second nameserver' }), 'ns2.pro-store.com');
    await user.click(within(card).getByRole('button', { name: 'Save nameservers' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(await within(card).findByText('Your custom nameservers are in use.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ enabled: '1', ns1: 'ns1.pro-store.com', ns2: 'ns2.pro-store.com' });
  });
});

describe('the DNS page: zone files and the scan', () => {
  it('says zone import needs another plan before anything is tried', async () => {
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Import zone file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a zone file' });
    expect(
      within(dialog).getByText('Unfortunately, your plan does not support this feature'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('previews an import with each line’s problem, and imports once the file is right', async () => {
    const bodies = recordPosts(`${DNS}/import`, (body) => {
      const bad = body.zone?.includes('1.2.3\n');
      const record = { line: 1, ...makeDnsRecord(1, { name: 'www' }), id: undefined };
      return apiOk(
        {
          preview: body.preview === '1',
          records: [record],
          count: 1,
          skipped: [],
          errors: bad ? [{ line: 2, field: 'content', message: 'IP4 is invalid' }] : [],
        },
        body.preview === '1' ? 'OK' : '1 records have been added',
      );
    });
    await open('/cdn/pro-store.com/4/dns');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Import zone file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a zone file' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByText('Choose a file or paste the zone text')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Zone file text' }),
      'www 300 IN A 192.0.2.10{Enter}bad 300 IN A 1.2.3{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Line 2: IP4 is invalid')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 record' })).toBeDisabled();
    const text = within(dialog).getByRole('textbox', { name: 'Zone file text' });
    await user.clear(text);
    await user.type(text, 'www 300 IN A 192.0.2.10{Enter}');
    // a changed text needs a new preview before it can be imported
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('1 record to add')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 record' }));
    expect(await screen.findByText('1 records have been added')).toBeInTheDocument();
    expect(bodies.map((b) => b.preview)).toEqual(['1', '1', '0']);
  });

  it('exports the zone as a .zone download', async () => {
    server.use(
      http.get(`${DNS}/export`, () =>
        apiOk({ zone: '$ORIGIN example-shop.ir.\n', file_name: 'example-shop.ir.zone' }),
      ),
    );
    const created: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:zone';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await open();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Export zone file' }));
    await waitFor(() => expect(downloads).toEqual(['example-shop.ir.zone']));
    expect(await created[0]?.text()).toBe('$ORIGIN example-shop.ir.\n');
    click.mockRestore();
  });

  it('offers the records the scan finds and adds the chosen ones', async () => {
    server.use(
      http.post(`${DNS}/fetch-records`, () =>
        apiOk({
          records: [
            { ...makeDnsRecord(1, { type: 'A', name: 'www', content: '203.0.113.9' }), id: undefined },
            { ...makeDnsRecord(2, { type: 'TXT', name: '@', content: 'v=spf1 a mx ~all' }), id: undefined },
          ],
          count: 2,
        }),
      ),
    );
    const bodies = recordPosts(DNS, () => apiOk(makeDnsRecord(500), 'The record has been added'));
    await open('/cdn/my-blog.com/2/dns');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Fetch records' }));
    const dialog = await screen.findByRole('dialog', { name: 'Records found' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Add TXT @' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 record' }));
    expect(await screen.findByText('1 record has been added')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ type: 'A', name: 'www', content: '203.0.113.9', proxy: '0' }),
    ]);
  });
});

describe('the DNS page in Persian', () => {
  it('reads right to left with Persian texts, names and addresses kept left to right', async () => {
    await open('/cdn/example-shop.ir/1/dns', 'fa');
    const records = await screen.findByRole('table', { name: 'رکوردهای DNS دامنه example-shop.ir' });
    await waitFor(() => expect(bodyRows(records)).toHaveLength(25));
    expect(within(bodyRows(records)[0] as HTMLElement).getByText('5 دقیقه')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'افزودن رکورد' })).toBeInTheDocument();
    expect(screen.getByText('دامنه‌های ‎.ir از DNSSEC پشتیبانی نمی‌کنند')).toBeInTheDocument();
    const name = within(bodyRows(records)[0] as HTMLElement).getByText('@');
    expect(name.closest('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
