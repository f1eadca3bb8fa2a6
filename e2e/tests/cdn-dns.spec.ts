import { readFile } from 'node:fs/promises';
import { expect, resetSandbox, signIn, test } from '../fixtures';
import {
  CDN_API_HEADERS as AUTH,
  dnsRecords as records,
  professionalDomain,
  type ApiDnsRecord as ApiRecord,
} from '../pages/CdnApi';
import { CdnSettingsPage, type RecordInput } from '../pages/CdnSettingsPage';

// Each record type's own fields and each record rule are unit tests (the record fields, the shared
// rule) and the sandbox's tests (it stores every type and refuses each rule with its field's
// message); here one record goes through the page with its own fields, and one refusal of each kind
// (the page's rule, the provider's rule) shows its message beside its field.
/** A record with the most fields of its own: the service, priority, weight and port. */
const SRV: RecordInput = {
  type: 'SRV',
  name: 'e2e-srv',
  contentLabel: 'Server',
  content: 'ldap.example-shop.ir',
  more: { Service: '_ldap._tcp', Priority: '1', Weight: '5', Port: '389' },
};

test.describe('CDN DNS records', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('adds a record with its own fields; the list finds it by its name and type, kept in the address', async ({
    page,
    request,
  }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns');
    const before = (await records(request, 1)).length;
    const dialog = await dns.fillNewRecord(SRV);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dns.toast('The record has been added').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = await records(request, 1);
    expect(stored).toHaveLength(before + 1);
    expect(stored.find((r) => r.type === 'SRV' && r.name === 'e2e-srv')).toMatchObject({
      content: 'ldap.example-shop.ir',
      service: '_ldap._tcp',
      priority: 1,
      weight: 5,
      port: 389,
    });
    await dns.goto('dns', 'example-shop.ir', 1, 'q=e2e-srv&type=SRV');
    await expect(dns.recordRows()).toHaveCount(1);
    await expect(dns.recordRows().first()).toContainText('ldap.example-shop.ir');
  });

  test("refuses a record by the page's rule and by the provider's, with the message beside its field, storing nothing", async ({
    page,
    request,
  }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns');
    const before = await records(request, 1);
    const refusals: [RecordInput, string][] = [
      [{ ...SRV, name: 'ok', more: { ...SRV.more, Port: '99999' } }, 'Invalid Port'],
      // the provider's own rule: the zone has this record already
      [{ type: 'A', name: 'www', contentLabel: 'IPv4', content: '192.0.2.11' }, 'This record already exists'],
    ];
    for (const [record, message] of refusals) {
      const dialog = await dns.fillNewRecord(record);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        dialog.getByText(message).first(),
        `${record.type} ${record.name}: ${message}`,
      ).toBeVisible();
      // what was typed stays
      await expect(dialog.getByRole('textbox', { name: record.contentLabel, exact: true })).toHaveValue(
        record.content,
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    expect(await records(request, 1)).toEqual(before);
  });

  test('refuses a wildcard record on the free plan, and the provider refuses it too', async ({
    page,
    request,
  }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns', 'my-blog.com', 2);
    const dialog = await dns.fillNewRecord({
      type: 'A',
      name: '*',
      contentLabel: 'IPv4',
      content: '192.0.2.1',
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(dns.t.planGate)).toBeVisible();
    const res = await request.post('/api/v1/cdn/ng/domains/2/dns', {
      headers: AUTH,
      form: { type: 'A', name: '*', content: '192.0.2.1', ttl: '300' },
    });
    expect(res.status()).toBe(422);
    expect((await res.json()).fields).toEqual({ name: [dns.t.planGate] });
  });

  test('searches and filters in the address, and edits and deletes a record after a confirmation', async ({
    page,
    request,
  }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns');
    await page.getByRole('searchbox', { name: 'Search name or content' }).fill('ftp');
    await page.getByRole('combobox', { name: 'Record type' }).selectOption('A');
    await expect(page).toHaveURL(/[?&]q=ftp/);
    await expect(page).toHaveURL(/[?&]type=A/);
    await expect(dns.recordRows()).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search name or content' })).toHaveValue('ftp');
    await expect(dns.recordRows()).toHaveCount(1);

    await page.getByRole('button', { name: 'Edit A record ftp' }).click();
    const edit = dns.dialog('Edit the DNS record');
    await edit.getByRole('textbox', { name: 'IPv4', exact: true }).fill('192.0.2.77');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(dns.toast('The record has been updated')).toBeVisible();
    await expect(dns.recordRows().first()).toContainText('192.0.2.77');

    await page.getByRole('button', { name: 'Delete A record ftp' }).click();
    const confirm = dns.confirmation('Delete this record?');
    await expect(confirm).toContainText('ftp');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await records(request, 1)).some((r) => r.type === 'A' && r.name === 'ftp')).toBe(true);
    await page.getByRole('button', { name: 'Delete A record ftp' }).click();
    await dns.confirmation('Delete this record?').getByRole('button', { name: 'Delete record' }).click();
    await expect(dns.toast('Requested record has been deleted')).toBeVisible();
    await expect(page.getByText('No records match the search')).toBeVisible();
    expect((await records(request, 1)).some((r) => r.type === 'A' && r.name === 'ftp')).toBe(false);
  });

  test('turns the proxy off only after saying what is lost', async ({ page, request }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns', 'example-shop.ir', 1, 'q=api&type=A');
    const toggle = page.getByRole('checkbox', { name: 'Proxy api through the CDN' });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    const confirm = dns.confirmation('Turn the proxy off for api?');
    await expect(confirm).toContainText('the CDN stops caching and protecting this record');
    await expect(confirm).toContainText('origin protocol and port');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // the cancelled dialog is gone before the next one opens (its exit must not be the one clicked)
    await expect(confirm).toBeHidden();
    await expect(toggle).toBeChecked();
    const api = () =>
      records(request, 1).then((list) => list.find((r) => r.type === 'A' && r.name === 'api'));
    expect(await api()).toMatchObject({ proxy: 'ACTIVE', protocol: 'HTTPS', port: 8443 });
    await toggle.click({ force: true });
    await dns
      .confirmation('Turn the proxy off for api?')
      .getByRole('button', { name: 'Turn proxy off' })
      .click();
    await expect(dns.toast('The record has been updated')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect(await api()).toMatchObject({ proxy: 'INACTIVE', protocol: 'DEFAULT', port: null });
    // no proxy toggle on a type that cannot have one
    await dns.goto('dns', 'example-shop.ir', 1, 'type=MX');
    await expect(dns.recordRows().first()).toBeVisible();
    await expect(dns.recordsTable().getByRole('checkbox')).toHaveCount(0);
  });

  test('DNSSEC: refused for .ir domains in the page and by the provider', async ({ page, request }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns');
    const card = dns.card('DNSSEC');
    await expect(card.getByText('.ir domains do not support DNSSEC')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Turn DNSSEC on' })).toHaveCount(0);
    const res = await request.post('/api/v1/cdn/ng/domains/1/dns/dnssec', {
      headers: AUTH,
      form: { enabled: '1' },
    });
    expect(res.status()).toBe(422);
    const body = await res.json();
    expect(body.fields.enabled).toEqual([body.message]);
    expect(
      (await (await request.get('/api/v1/cdn/ng/domains/1/dns/dnssec', { headers: AUTH })).json()).data
        .enabled,
    ).toBe(false);
  });

  test('custom nameservers and zone import say the plan lacks them', async ({ page }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns');
    await expect(dns.card('Custom nameservers').getByText(dns.t.planGate)).toBeVisible();
    await page.getByRole('button', { name: 'Import zone file' }).click();
    const dialog = dns.dialog('Import a zone file');
    await expect(dialog.getByText(dns.t.planGate)).toBeVisible();
  });

  test('an exported zone imported into the emptied domain gives the same records', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const pro = await professionalDomain(request);
    test.skip(!pro, 'the seed has no professional-plan domain (zone import needs that plan)');
    if (!pro) return;
    // a zone with records of several types, added through the provider
    const added: Record<string, string>[] = [
      { type: 'MX', name: '@', content: 'mx9.example.net', priority: '10', ttl: '3600' },
      { type: 'TXT', name: '@', content: 'v=spf1 -all', ttl: '3600' },
      {
        type: 'SRV',
        name: '@',
        service: '_sip._tcp',
        content: 'sip.example.net',
        priority: '1',
        weight: '2',
        port: '5060',
        ttl: '3600',
      },
      { type: 'CAA', name: '@', flags: '0', tag: 'issue', content: 'letsencrypt.org', ttl: '3600' },
      { type: 'AAAA', name: 'v6', content: '2001:db8::9', ttl: '300', proxy: '1' },
    ];
    for (const form of added) {
      const res = await request.post(`/api/v1/cdn/ng/domains/${pro.id}/dns`, { headers: AUTH, form });
      expect(res.ok(), form.type).toBe(true);
    }
    const original = await records(request, pro.id);
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns', pro.name, pro.id);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export zone file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${pro.name}.zone`);
    const zone = await readFile(await download.path(), 'utf8');
    expect(zone).toContain(`$ORIGIN ${pro.name}.`);

    // the domain emptied, through the provider
    for (const record of original) {
      const res = await request.post(`/api/v1/cdn/ng/domains/${pro.id}/dns/${record.id}`, {
        headers: AUTH,
        form: { _method: 'DELETE' },
      });
      expect(res.ok()).toBe(true);
    }
    await page.reload();
    await expect(page.getByText('No records yet')).toBeVisible();
    await page.getByRole('button', { name: 'Import zone file' }).click();
    const dialog = dns.dialog('Import a zone file');
    await dialog.getByRole('textbox', { name: 'Zone file text' }).fill(zone);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText(`${original.length} records to add`)).toBeVisible();
    await dialog.getByRole('button', { name: `Import ${original.length} records` }).click();
    await expect(dns.toast(`${original.length} records have been added`)).toBeVisible();
    const strip = (list: ApiRecord[]) =>
      list.map(({ id: _id, created_at: _c, updated_at: _u, ...rest }) => JSON.stringify(rest)).sort();
    expect(strip(await records(request, pro.id))).toEqual(strip(original));
  });

  test('a zone file with a bad line previews the line and imports nothing', async ({ page, request }) => {
    const pro = await professionalDomain(request);
    test.skip(!pro, 'the seed has no professional-plan domain (zone import needs that plan)');
    if (!pro) return;
    const before = await records(request, pro.id);
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns', pro.name, pro.id);
    await page.getByRole('button', { name: 'Import zone file' }).click();
    const dialog = dns.dialog('Import a zone file');
    await dialog
      .getByRole('textbox', { name: 'Zone file text' })
      .fill('e2e1 300 IN A 192.0.2.1\ne2e2 300 IN A 1.2.3\n');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('Line 2: IP4 is invalid')).toBeVisible();
    expect(await records(request, pro.id)).toEqual(before);
  });

  test('"Fetch records" offers what the scan finds and adds the chosen ones', async ({ page, request }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns', 'my-blog.com', 2);
    const before = (await records(request, 2)).length;
    await page.getByRole('button', { name: 'Fetch records' }).click();
    const dialog = dns.dialog('Records found');
    const choices = dialog.getByRole('checkbox');
    await expect(choices.first()).toBeVisible();
    const offered = await choices.count();
    expect(offered).toBeGreaterThan(0);
    const add = dialog.getByRole('button', { name: /^Add \d+ records?$/ });
    const label = (await add.textContent()) ?? '';
    const chosen = Number(/\d+/.exec(label)?.[0]);
    await add.click();
    await expect(dns.toast(/ha(s|ve) been added$/)).toBeVisible();
    expect((await records(request, 2)).length).toBe(before + chosen);
  });
});
