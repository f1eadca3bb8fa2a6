import { DEMO, expect, resetSandbox, signIn, test } from '../fixtures';
import { CloudInfraPage, providerHeaders, type CloudInfraSection } from '../pages/CloudInfraPage';
import { ShellPage } from '../pages/ShellPage';

const api = (path: string) => `/api/v1${path}`;
const headers = providerHeaders(DEMO.token);

test.describe('cloud storage, keys, firewall, networks and monitoring', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('a volume is created with its cost a day shown first, attached to a server of its data center, and detached', async ({
    page,
  }) => {
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('volumes');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const create = cloud.dialog('Create a volume');
    await create.getByLabel(/^Name/).fill('logs');
    await create.getByLabel(/^Size/).fill('100');
    await create.getByLabel(/^Data center/).selectOption({ label: 'Tehran 1' });
    await expect(create.getByTestId('volume-cost')).toHaveText('Cost: 48,000 Rials a day');
    await create.getByRole('button', { name: 'Continue' }).click();
    await expect(create).toContainText(
      'Create the volume logs of 100 GB in Tehran 1 for 48,000 Rials a day?',
    );
    await cloud.screenshot('volume-create-confirm');
    await create.getByRole('button', { name: 'Create volume' }).click();
    await expect(cloud.toast('The volume logs has been created')).toBeVisible();
    const table = cloud.table('Volumes');
    await expect(cloud.row(table, 'logs')).toContainText('Not attached');

    await cloud.rowAction('logs', 'Attach');
    const attach = cloud.dialog('Attach logs');
    // logs is in Tehran 1: db-backup (Helsinki) is not offered
    await expect(attach.getByLabel(/^Server/).locator('option')).toHaveText(['Choose…', 'web-1']);
    await attach.getByLabel(/^Server/).selectOption({ label: 'web-1' });
    await attach.getByRole('button', { name: 'Attach' }).click();
    await expect(cloud.toast('The volume has been attached to web-1')).toBeVisible();
    await expect(cloud.row(table, 'logs')).toContainText('web-1');

    await cloud.rowAction('logs', 'Detach');
    const confirm = page.getByRole('alertdialog', { name: 'Detach logs?' });
    await confirm.getByRole('button', { name: 'Detach' }).click();
    await expect(cloud.toast('The volume has been detached from web-1')).toBeVisible();
    await expect(cloud.row(table, 'logs')).toContainText('Not attached');
    await page.reload();
    await expect(cloud.row(cloud.table('Volumes'), 'logs')).toContainText('Not attached');
  });

  test('a snapshot restore onto a smaller disk is refused with the reason, by the page and by the provider', async ({
    page,
    request,
  }) => {
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('snapshots');
    await cloud.rowAction('web-1-before-upgrade', 'Restore');
    const dialog = cloud.dialog('Restore web-1-before-upgrade');
    await expect(dialog).toContainText('The disk must be at least 80 GB.');
    let sent = 0;
    page.on('request', (r) => void (r.url().includes('/restore') && (sent += 1)));
    await dialog.getByLabel(/^Restore onto/).selectOption({ label: 'db-backup · 25 GB disk' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(
      dialog.getByText('This snapshot needs a disk of at least 80 GB; db-backup has 25 GB'),
    ).toBeVisible();
    await cloud.screenshot('snapshot-restore-refused');
    expect(sent).toBe(0);

    const refused = await request.post(api('/cloud/snapshots/1/restore'), {
      headers,
      data: { server_id: 2 },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).fields).toEqual({
      server_id: ['This snapshot needs a disk of at least 80 GB; db-backup has 25 GB'],
    });
    const servers = await (await request.get(api('/cloud/servers'), { headers })).json();
    expect(servers.data.find((s: { id: number }) => s.id === 2).os.name).toBe('debian');
  });

  test('a generated key pair shows its private key once, downloadable, and never again', async ({
    page,
    request,
  }) => {
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('ssh-keys');
    await page.getByRole('button', { name: 'Generate key pair' }).click();
    const form = cloud.dialog('Generate a key pair');
    await form.getByLabel(/^Name/).fill('deploy');
    await form.getByRole('button', { name: 'Generate' }).click();
    const result = cloud.dialog('Your new key pair');
    await expect(result.getByText('This is the only time the private key is shown')).toBeVisible();
    const privateKey = await result.getByRole('textbox', { name: 'Private key' }).inputValue();
    expect(privateKey).toMatch(
      /^-----BEGIN OPENSSH PRIVATE KEY-----\n[\s\S]+\n-----END OPENSSH PRIVATE KEY-----\n?$/,
    );
    await expect(result).toContainText(/ssh-ed25519 AAAAC3NzaC1lZDI1NTE5\S+ deploy/);
    await cloud.screenshot('ssh-private-key-once');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download' }).click(),
    ]);
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(privateKey);

    await result.getByRole('button', { name: 'I have saved it, close' }).click();
    await expect(result).toBeHidden();
    await expect(cloud.row(cloud.table('SSH keys'), 'deploy')).toContainText('ssh-ed25519');
    expect(await page.content()).not.toContain('PRIVATE KEY');

    // the provider kept the public half only: neither the list nor the key answers the private one
    const list = await (await request.get(api('/cloud/ssh'), { headers })).json();
    const made = list.data.find((k: { name: string }) => k.name === 'deploy');
    expect(JSON.stringify(list)).not.toContain('PRIVATE KEY');
    const one = await (await request.get(api(`/cloud/ssh/${made.id}`), { headers })).json();
    expect(one.data).not.toHaveProperty('private_key');
    expect(JSON.stringify(one)).not.toContain('PRIVATE KEY');
    await page.reload();
    await expect(cloud.row(cloud.table('SSH keys'), 'deploy')).toBeVisible();
    expect(await page.content()).not.toContain('PRIVATE KEY');
  });

  test('a firewall rule is added, checked first, and the group attached to a server', async ({ page }) => {
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('firewall');
    const db = cloud.card('db');
    await db.getByRole('button', { name: 'Add rule' }).click();
    const dialog = cloud.dialog('Add a rule to db');
    await dialog.getByLabel(/^Port or range/).fill('9000-8000');
    await dialog.getByLabel(/^From \(CIDR\)/).fill('203.0.113.7');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog.getByText('The range must start with the smaller port')).toBeVisible();
    await expect(
      dialog.getByText('Enter the addresses in CIDR form, such as 0.0.0.0/0 or 203.0.113.0/24'),
    ).toBeVisible();
    await cloud.screenshot('firewall-rule-refused');
    await dialog.getByLabel(/^Port or range/).fill('8000-8100');
    await dialog.getByLabel(/^From \(CIDR\)/).fill('203.0.113.0/24');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(cloud.toast('The rule has been added')).toBeVisible();
    await expect(db.getByRole('table', { name: 'Rules of db' })).toContainText('8000-8100');
    await expect(db.getByRole('table', { name: 'Rules of db' })).toContainText('203.0.113.0/24');

    await db.getByRole('button', { name: 'Attach server' }).click();
    const attach = cloud.dialog('Attach a server to db');
    await attach.getByLabel(/^Server/).selectOption({ label: 'db-backup' });
    await attach.getByRole('button', { name: 'Attach' }).click();
    await expect(cloud.toast('The group now guards db-backup')).toBeVisible();
    await expect(db.getByRole('button', { name: 'Detach db-backup from db' })).toBeVisible();
    await page.reload();
    await expect(cloud.card('db').getByRole('button', { name: 'Detach db-backup from db' })).toBeVisible();
    await expect(cloud.card('db').getByRole('table', { name: 'Rules of db' })).toContainText('8000-8100');
  });

  test('a private network is refused for each rule of its range, by the page and by the provider', async ({
    page,
    request,
  }) => {
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('servers/network');
    await page.getByRole('button', { name: 'Create network' }).click();
    const dialog = cloud.dialog('Create a private network');
    const good = {
      Subnet: '10.20.0.0/24',
      Gateway: '10.20.0.1',
      'DHCP from': '10.20.0.10',
      'DHCP to': '10.20.0.200',
    };
    const field = (label: string) => dialog.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries({ ...good, ...values })) await field(label).fill(value);
    };
    await field('Title').fill('app');
    await field('Data center').selectOption({ label: 'Tehran 1' });
    const cases: [string, Record<string, string>, string, string][] = [
      ['valid IPs', { 'DHCP from': '10.20.0.300' }, 'DHCP from', 'From is not a valid IP'],
      [
        'To after From',
        { 'DHCP from': '10.20.0.100', 'DHCP to': '10.20.0.50' },
        'DHCP to',
        'To must be greater than From',
      ],
      [
        'inside the subnet',
        { 'DHCP to': '10.20.1.20' },
        'DHCP to',
        'To must be inside the subnet (10.20.0.1 to 10.20.0.254)',
      ],
      [
        'gateway outside the range',
        { Gateway: '10.20.0.100' },
        'Gateway',
        'The gateway must be outside the DHCP range',
      ],
      [
        'no overlap',
        { Subnet: '10.10.0.0/16', Gateway: '10.10.1.1', 'DHCP from': '10.10.2.1', 'DHCP to': '10.10.2.100' },
        'Subnet',
        'This range already exists: it overlaps backend (10.10.0.0/24)',
      ],
      [
        'two addresses reserved',
        { 'DHCP from': '10.20.0.2', 'DHCP to': '10.20.0.254' },
        'DHCP to',
        'DHCP must leave at least 2 addresses of the subnet outside its range',
      ],
    ];
    let sent = 0;
    page.on(
      'request',
      (r) => void (r.method() === 'POST' && r.url().includes('/private-networks') && (sent += 1)),
    );
    for (const [, values, label, message] of cases) {
      await fill(values);
      await dialog.getByRole('button', { name: 'Create network' }).click();
      await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(message)).toBeVisible();
    }
    expect(sent).toBe(0);
    await cloud.screenshot('network-refused');
    await field('DNS server 1').fill('dns.example');
    await fill({});
    await dialog.getByRole('button', { name: 'Create network' }).click();
    await expect(dialog.getByText('The DNS server is not a valid IP')).toBeVisible();
    expect(sent).toBe(0);
    await field('DNS server 1').fill('9.9.9.9');
    await dialog.getByRole('button', { name: 'Create network' }).click();
    await expect(cloud.toast('The private network app has been made')).toBeVisible();
    await expect(cloud.card('app')).toContainText('10.20.0.10 – 10.20.0.200');

    // the provider checks the same rules: a field error each, nothing stored
    const count = async () =>
      (await (await request.get(api('/cloud/private-networks'), { headers })).json()).data.length;
    const before = await count();
    const body = {
      name: 'api',
      datacenter_id: 2,
      subnet: '10.30.0.0/24',
      gateway: '10.30.0.1',
      dhcp_from: '10.30.0.10',
      dhcp_to: '10.30.0.200',
    };
    const refusals: [Record<string, string>, string, string][] = [
      [{ dhcp_from: '10.30.0.300' }, 'dhcp_from', 'From is not a valid IP'],
      [{ dhcp_from: '10.30.0.100', dhcp_to: '10.30.0.50' }, 'dhcp_to', 'To must be greater than From'],
      [{ dhcp_to: '10.30.1.20' }, 'dhcp_to', 'To must be inside the subnet (10.30.0.1 to 10.30.0.254)'],
      [{ gateway: '10.30.0.100' }, 'gateway', 'The gateway must be outside the DHCP range'],
      [
        { subnet: '10.20.0.0/16', gateway: '10.20.1.1', dhcp_from: '10.20.2.1', dhcp_to: '10.20.2.100' },
        'subnet',
        'This range already exists: it overlaps app (10.20.0.0/24)',
      ],
      [
        { dhcp_from: '10.30.0.2', dhcp_to: '10.30.0.254' },
        'dhcp_to',
        'DHCP must leave at least 2 addresses of the subnet outside its range',
      ],
    ];
    for (const [change, key, message] of refusals) {
      const res = await request.post(api('/cloud/private-networks'), {
        headers,
        data: { ...body, ...change },
      });
      expect(res.status(), key).toBe(422);
      expect((await res.json()).fields[key]).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  test('monitoring draws the sandbox series and changes period without a reload', async ({ page }) => {
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.gotoMonitoring(1, 'web-1');
    for (const chart of cloud.t.charts) {
      await expect(page.getByRole('img', { name: cloud.t.chart(chart, '24 hours') })).toBeVisible();
    }
    const cpu = page.getByRole('img', { name: cloud.t.chart('CPU', '24 hours') });
    await expect(cpu.locator('path')).toHaveCount(1);
    const before = await cpu.locator('path').getAttribute('d');
    // web-1 sends about 50 KB a second on average: the network chart names its unit once
    await expect(
      page.getByRole('article', { name: /^Network/ }).getByRole('heading', { level: 3 }),
    ).toHaveText(/^Network\s*\(KB\/s\)$/);
    const traffic = page.getByRole('region', { name: cloud.t.traffic });
    await expect(traffic).toContainText('118 GB');
    await expect(traffic).toContainText('696,200');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\/cloud\/monitoring\/1\?period=7d/);
    for (const chart of cloud.t.charts) {
      await expect(page.getByRole('img', { name: cloud.t.chart(chart, '7 days') })).toBeVisible();
    }
    const week = page.getByRole('img', { name: cloud.t.chart('CPU', '7 days') });
    await expect(week.locator('path')).toHaveCount(1);
    expect(await week.locator('path').getAttribute('d')).not.toBe(before);
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe('cloud storage, keys, firewall, networks and monitoring: screenshots', () => {
  const pages: [CloudInfraSection | 'monitoring', string][] = [
    ['volumes', 'volumes'],
    ['snapshots', 'snapshots'],
    ['ssh-keys', 'ssh-keys'],
    ['firewall', 'firewall'],
    ['servers/network', 'networks'],
    ['monitoring', 'monitoring'],
  ];
  for (const locale of ['fa', 'en'] as const) {
    for (const phone of [false, true]) {
      test(`every page in ${locale}${phone ? ' at phone width' : ''}`, async ({ page, request }) => {
        // six pages, each drawn and pictured in full
        test.setTimeout(150_000);
        await resetSandbox(request);
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        await signIn(page);
        const cloud = new CloudInfraPage(page, locale);
        // the first page loaded, the others reached in the page as the area's links do
        for (const [i, [section, name]] of pages.entries()) {
          if (section === 'monitoring') {
            await cloud.gotoMonitoring(1, 'web-1', undefined, i > 0);
            await expect(
              page
                .getByRole('img', { name: cloud.t.chart(cloud.t.charts[3], cloud.t.period['24h']) })
                .locator('path'),
            ).toHaveCount(2);
          } else if (i === 0) {
            await cloud.goto(section);
          } else {
            await cloud.open(section);
          }
          await new ShellPage(page).expectDirection(locale === 'fa' ? 'rtl' : 'ltr', locale);
          await page.waitForLoadState('networkidle');
          // nothing wider than the screen
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBeLessThanOrEqual(0);
          await cloud.screenshot(name, phone ? `${locale}-phone` : locale);
        }
      });
    }
  }
});
