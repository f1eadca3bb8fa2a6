import type { APIRequestContext } from '@playwright/test';
import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CDN_API_HEADERS as AUTH, cdnApiRead, type ApiDnsRecord } from '../pages/CdnApi';
import { CdnSettingsPage, type RecordInput } from '../pages/CdnSettingsPage';

/** A record through the add dialog with choices other than the form's, what the provider keeps, and what its row says. */
interface Journey {
  input: RecordInput;
  stored: Record<string, unknown>;
  row: string[];
}

const proxied = { proxy: 'ACTIVE' };
const dnsOnly = { proxy: 'INACTIVE', protocol: 'DEFAULT', port: null };

// every type the form offers, the proxiable ones proxied (each way to the origin) and not, TTLs
// other than the hour the form starts with, and each type's own numbers and choices
const GROUPS: Record<string, Journey[]> = {
  'A and AAAA': [
    {
      input: {
        type: 'A',
        name: 'j-a-on',
        contentLabel: 'IPv4',
        content: '192.0.2.71',
        ttl: '120',
        proxy: { protocol: 'HTTPS', port: '8443' },
      },
      stored: { ...proxied, content: '192.0.2.71', ttl: 120, protocol: 'HTTPS', port: 8443 },
      row: ['j-a-on', '192.0.2.71', '2 minutes', 'Proxied'],
    },
    {
      input: { type: 'A', name: 'j-a-off', contentLabel: 'IPv4', content: '192.0.2.72', ttl: '86400' },
      stored: { ...dnsOnly, ttl: 86400 },
      row: ['j-a-off', '24 hours', 'DNS only'],
    },
    {
      input: {
        type: 'AAAA',
        name: 'j-aaaa-on',
        contentLabel: 'IPv6',
        content: '2001:DB8::71',
        ttl: '300',
        proxy: { protocol: 'HTTP' },
      },
      stored: { ...proxied, content: '2001:db8::71', ttl: 300, protocol: 'HTTP', port: null },
      row: ['j-aaaa-on', '2001:db8::71', '5 minutes', 'Proxied'],
    },
    {
      input: { type: 'AAAA', name: 'j-aaaa-off', contentLabel: 'IPv6', content: '2001:db8::72', ttl: '1800' },
      stored: { ...dnsOnly, ttl: 1800 },
      row: ['j-aaaa-off', '30 minutes', 'DNS only'],
    },
  ],
  'CNAME and ANAME': [
    {
      input: {
        type: 'CNAME',
        name: 'j-cname-on',
        contentLabel: 'Server',
        content: 'origin.example.net',
        ttl: '600',
        proxy: { port: '8080' },
      },
      stored: { ...proxied, ttl: 600, protocol: 'DEFAULT', port: 8080 },
      row: ['j-cname-on', 'origin.example.net', '10 minutes', 'Proxied'],
    },
    {
      input: {
        type: 'CNAME',
        name: 'j-cname-off',
        contentLabel: 'Server',
        content: 'alias.example.net',
        ttl: '7200',
      },
      stored: { ...dnsOnly, ttl: 7200 },
      row: ['j-cname-off', '2 hours', 'DNS only'],
    },
    {
      input: {
        type: 'ANAME',
        name: 'j-aname-on',
        contentLabel: 'Address',
        content: 'lb.example.net',
        ttl: '60',
        proxy: {},
      },
      stored: { ...proxied, ttl: 60, protocol: 'DEFAULT', port: null },
      // one minute: a plural's one
      row: ['j-aname-on', 'lb.example.net', '1 minute', 'Proxied'],
    },
    {
      input: {
        type: 'ANAME',
        name: 'j-aname-off',
        contentLabel: 'Address',
        content: 'lb2.example.net',
        ttl: '43200',
      },
      stored: { ...dnsOnly, ttl: 43200 },
      row: ['j-aname-off', '12 hours', 'DNS only'],
    },
  ],
  'MX, TXT, NS and PTR': [
    {
      input: {
        type: 'MX',
        name: 'j-mx',
        contentLabel: 'Server',
        content: 'mx.example.net',
        ttl: '1200',
        more: { Priority: '25' },
      },
      stored: { ...dnsOnly, ttl: 1200, priority: 25 },
      row: ['j-mx', '25 mx.example.net', '20 minutes'],
    },
    {
      input: { type: 'TXT', name: 'j-txt', contentLabel: 'Text', content: 'v=spf1 -all', ttl: '10' },
      stored: { ...dnsOnly, ttl: 10, content: 'v=spf1 -all' },
      row: ['j-txt', '"v=spf1 -all"', '10 seconds'],
    },
    {
      input: {
        type: 'NS',
        name: 'j-ns',
        contentLabel: 'Server',
        content: 'ns1.delegated.example.net',
        ttl: '259200',
      },
      stored: { ...dnsOnly, ttl: 259200 },
      row: ['j-ns', 'ns1.delegated.example.net', '72 hours'],
    },
    {
      input: { type: 'PTR', name: 'j-ptr', contentLabel: 'Server', content: 'host.example.net', ttl: '1' },
      stored: { ...dnsOnly, ttl: 1 },
      row: ['j-ptr', 'host.example.net', '1 second'],
    },
  ],
  'SRV, CAA and TLSA': [
    {
      input: {
        type: 'SRV',
        name: 'j-srv',
        contentLabel: 'Server',
        content: 'ldap.example.net',
        ttl: '14400',
        more: { Service: '_ldap._tcp', Priority: '1', Weight: '5', Port: '389' },
      },
      stored: { ...dnsOnly, ttl: 14400, service: '_ldap._tcp', priority: 1, weight: 5, port: 389 },
      row: ['_ldap._tcp.j-srv', '1 5 389 ldap.example.net', '4 hours'],
    },
    {
      input: {
        type: 'CAA',
        name: 'j-caa',
        contentLabel: 'Value',
        content: 'sectigo.com',
        ttl: '21600',
        more: { Flags: '128' },
        choose: { Tag: 'issuewild' },
      },
      stored: { ...dnsOnly, ttl: 21600, flags: 128, tag: 'issuewild' },
      row: ['j-caa', '128 issuewild "sectigo.com"', '6 hours'],
    },
    {
      input: {
        type: 'TLSA',
        name: '_25._tcp.j-mail',
        contentLabel: 'Certificate data (hex)',
        content: 'AB'.repeat(32),
        ttl: '604800',
        choose: { Usage: '2', Selector: '0', 'Matching type': '2' },
      },
      stored: { ...dnsOnly, ttl: 604800, usage: 2, selector: 0, matching_type: 2, content: 'ab'.repeat(32) },
      row: ['_25._tcp.j-mail', `2 0 2 ${'ab'.repeat(12)}…`, '168 hours'],
    },
  ],
};

/** example-shop.ir's record of that type and name, as the provider keeps it. */
async function storedRecord(request: APIRequestContext, type: string, name: string) {
  const found = await cdnApiRead<ApiDnsRecord[]>(
    request,
    1,
    `dns?type=${type}&search=${encodeURIComponent(name)}`,
  );
  return found.find((r) => r.name === name);
}

test.describe('CDN DNS: every record type with its own choices', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const [group, journeys] of Object.entries(GROUPS)) {
    test(`${group}: stored as chosen and shown on its row`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const dns = new CdnSettingsPage(page, 'en');
      await dns.goto('dns');
      for (const { input, stored, row } of journeys) {
        const dialog = await dns.fillNewRecord(input);
        await dialog.getByRole('button', { name: dns.t.save }).click();
        await expect(dns.toast(dns.t.recordAdded).first()).toBeVisible();
        await expect(dialog).toBeHidden();
        // on screen at once, on its page, highlighted (for a few seconds: looked at before anything else)
        const shown = dns.highlightedRows();
        await expect(shown).toHaveCount(1);
        for (const text of row)
          await expect(shown, `${input.type} ${input.name}: ${text}`).toContainText(text);
        await expect(shown).toBeInViewport();
        expect(
          await storedRecord(request, input.type, input.name),
          `${input.type} ${input.name}`,
        ).toMatchObject({ type: input.type, ...stored });
      }
      const last = journeys.at(-1)!.input.name;
      await dns.screenshots(
        `dns-types-${journeys[0]!.input.type.toLowerCase()}`,
        dns.recordRows().filter({ hasText: last }),
      );
    });
  }

  test('a type that cannot be proxied: the form offers no proxy, and the provider refuses one, storing nothing', async ({
    page,
    request,
  }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns');
    const dialog = await dns.fillNewRecord({
      type: 'A',
      name: 'j-x',
      contentLabel: 'IPv4',
      content: '192.0.2.9',
    });
    await expect(dialog.getByRole('checkbox', { name: /^Proxy through the CDN/ })).toBeVisible();
    for (const type of ['MX', 'TXT', 'NS', 'SRV', 'CAA', 'PTR', 'TLSA']) {
      await dialog.getByRole('combobox', { name: 'Type', exact: true }).selectOption(type);
      await expect(dialog.getByRole('checkbox'), type).toHaveCount(0);
    }
    await dialog.getByRole('button', { name: dns.t.cancel }).click();

    const res = await request.post('/api/v1/cdn/ng/domains/1/dns', {
      headers: AUTH,
      form: {
        type: 'MX',
        name: 'j-mx-proxied',
        content: 'mx.example.net',
        priority: '10',
        ttl: '3600',
        proxy: '1',
      },
    });
    expect(res.status()).toBe(422);
    expect((await res.json()).fields).toEqual({
      proxy: ['Only A, AAAA, CNAME and ANAME records can be proxied'],
    });
    expect(await storedRecord(request, 'MX', 'j-mx-proxied')).toBeUndefined();
  });
});
