import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CloudInfraApi, CloudInfraPage, OFFICE_KEY } from '../pages/CloudInfraPage';
import { CloudApi, CloudServerPage } from '../pages/CloudServerPage';
import { ShellPage } from '../pages/ShellPage';

interface VolumeRecord {
  id: number;
  name: string;
  size: number;
  datacenter: { id: number };
  server: { id: number; name: string } | null;
}
interface SnapshotRecord {
  id: number;
  name: string;
  server: { id: number } | null;
  disk_size: number;
}
interface KeyRecord {
  id: number;
  name: string;
  type: string;
  fingerprint: string;
  datacenter: { id: number } | null;
}
interface RuleRecord {
  direction: string;
  protocol: string;
  port_min: number | null;
  port_max: number | null;
  remote_ip: string;
  description: string | null;
}
const ruleOf = ({
  direction,
  protocol,
  port_min,
  port_max,
  remote_ip,
  description,
}: RuleRecord): RuleRecord => ({ direction, protocol, port_min, port_max, remote_ip, description });
interface GroupRecord {
  id: number;
  name: string;
  datacenter: { id: number };
  rules: RuleRecord[];
  servers: { id: number; name: string }[];
}
interface NetworkRecord {
  id: number;
  name: string;
  subnet: string;
  gateway: string;
  dhcp_from: string;
  dhcp_to: string;
  dns_servers: string[];
  servers: { id: number; name: string; ip_address: string }[];
}

// Each form of the cloud's storage, key, firewall and network pages with choices other than its
// defaults: what the provider stored is read back, and what was added is on screen at once,
// highlighted, beside its toast.
test.describe('cloud storage, keys, firewall and networks, with choices other than the defaults', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('a volume of 250 GB in Helsinki: created, attached to db-backup, grown, detached and deleted', async ({
    page,
    request,
  }) => {
    const api = new CloudInfraApi(request);
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('volumes');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const create = cloud.dialog('Create a volume');
    await create.getByLabel(/^Name/).fill('pg-data');
    await create.getByLabel(/^Size/).fill('250');
    await create.getByLabel(/^Data center/).selectOption({ label: 'Helsinki, Finland' });
    await expect(create.getByTestId('volume-cost')).toHaveText('Cost: 120,000 Rials a day');
    await create.getByRole('button', { name: 'Continue' }).click();
    await expect(create).toContainText(
      'Create the volume pg-data of 250 GB in Helsinki, Finland for 120,000 Rials a day?',
    );
    await create.getByRole('button', { name: 'Create volume' }).click();
    await expect(cloud.toast('The volume pg-data has been created')).toBeVisible();
    const table = cloud.table('Volumes');
    await cloud.expectJustAdded(cloud.row(table, 'pg-data'));
    await cloud.screenshot('volume-added');
    expect(await api.named<VolumeRecord>('/cloud/volumes', 'pg-data')).toMatchObject({
      size: 250,
      datacenter: { id: 1 },
      server: null,
    });

    await cloud.rowAction('pg-data', 'Attach');
    const attach = cloud.dialog('Attach pg-data');
    // in Helsinki: db-backup (off) is offered, web-1 (Tehran 1) is not
    await expect(attach.getByLabel(/^Server/).locator('option')).toHaveText(['Choose…', 'db-backup']);
    await attach.getByLabel(/^Server/).selectOption({ label: 'db-backup' });
    await attach.getByRole('button', { name: 'Attach' }).click();
    await expect(cloud.toast('The volume has been attached to db-backup')).toBeVisible();
    await expect(cloud.row(table, 'pg-data')).toContainText('db-backup');
    expect((await api.named<VolumeRecord>('/cloud/volumes', 'pg-data')).server).toMatchObject({
      id: 2,
      name: 'db-backup',
    });

    await cloud.rowAction('pg-data', 'Grow');
    const grow = cloud.dialog('Grow pg-data');
    await grow.getByLabel(/^New size/).fill('400');
    await grow.getByRole('button', { name: 'Grow volume' }).click();
    await expect(cloud.toast('The volume pg-data now holds 400 GB')).toBeVisible();
    await expect(cloud.row(table, 'pg-data')).toContainText('400 GB');
    expect((await api.named<VolumeRecord>('/cloud/volumes', 'pg-data')).size).toBe(400);

    await cloud.rowAction('pg-data', 'Detach');
    await page
      .getByRole('alertdialog', { name: 'Detach pg-data?' })
      .getByRole('button', { name: 'Detach' })
      .click();
    await expect(cloud.toast('The volume has been detached from db-backup')).toBeVisible();
    await expect(cloud.row(table, 'pg-data')).toContainText('Not attached');
    expect((await api.named<VolumeRecord>('/cloud/volumes', 'pg-data')).server).toBeNull();

    await cloud.rowAction('pg-data', 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Delete pg-data?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(cloud.toast('The volume has been deleted')).toBeVisible();
    await expect(cloud.row(table, 'pg-data')).toHaveCount(0);
    expect((await api.list<VolumeRecord>('/cloud/volumes')).map((v) => v.name)).not.toContain('pg-data');
  });

  test('a new volume on a list of many pages: its page opens, the row highlighted', async ({
    page,
    request,
  }) => {
    const api = new CloudInfraApi(request);
    for (let i = 1; i <= 11; i += 1)
      await api.create('/cloud/volumes', { name: `old-${i}`, size: 10, datacenter_id: 2 });
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('volumes');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Create volume' }).click();
    const create = cloud.dialog('Create a volume');
    await create.getByLabel(/^Name/).fill('fresh');
    await create.getByLabel(/^Data center/).selectOption({ label: 'Tehran 2' });
    await create.getByRole('button', { name: 'Continue' }).click();
    await create.getByRole('button', { name: 'Create volume' }).click();
    await expect(cloud.toast('The volume fresh has been created')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await cloud.expectJustAdded(cloud.row(cloud.table('Volumes'), 'fresh'));
  });

  test("a snapshot of db-backup, restored onto web-1's larger disk", async ({ page, request }) => {
    const api = new CloudInfraApi(request);
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('snapshots');
    await page.getByRole('button', { name: 'Take snapshot' }).click();
    const take = cloud.dialog('Take a snapshot');
    await take.getByLabel(/^Server/).selectOption({ label: 'db-backup' });
    await take.getByLabel(/^Name/).fill('db-backup.before-move');
    await take.getByRole('button', { name: 'Take snapshot' }).click();
    await expect(cloud.toast('The snapshot db-backup.before-move has been taken')).toBeVisible();
    const table = cloud.table('Snapshots');
    await cloud.expectJustAdded(cloud.row(table, 'db-backup.before-move'));
    await cloud.screenshot('snapshot-added');
    const taken = await api.named<SnapshotRecord>('/cloud/snapshots', 'db-backup.before-move');
    expect(taken).toMatchObject({ server: { id: 2 }, disk_size: 25 });

    await cloud.rowAction('db-backup.before-move', 'Restore');
    const restore = cloud.dialog('Restore db-backup.before-move');
    await restore.getByLabel(/^Restore onto/).selectOption({ label: 'web-1 · 80 GB disk' });
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expect(cloud.toast('The snapshot is being restored onto web-1')).toBeVisible();
    await expect(restore).toBeHidden();
    // web-1's disk now holds db-backup's system
    const servers = await api.list<{ id: number; os: { display_name: string } }>('/cloud/servers');
    expect(servers.find((s) => s.id === 1)?.os.display_name).toBe('Debian 12');
  });

  test('an SSH key pasted for Tehran 2, and a key pair made for every data center', async ({
    page,
    request,
  }) => {
    const api = new CloudInfraApi(request);
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('ssh-keys');
    await page.getByRole('button', { name: 'Add key' }).click();
    const add = cloud.dialog('Add an SSH key');
    await add.getByLabel(/^Name/).fill('backup@office');
    await add.getByLabel(/^Public key/).fill(OFFICE_KEY.public_key);
    await add.getByLabel(/^Data center/).selectOption({ label: 'Tehran 2' });
    await add.getByRole('button', { name: 'Add key' }).click();
    await expect(cloud.toast('The key backup@office has been added')).toBeVisible();
    const table = cloud.table('SSH keys');
    await cloud.expectJustAdded(cloud.row(table, 'backup@office'));
    await expect(cloud.row(table, 'backup@office')).toContainText('Tehran 2');
    await cloud.screenshot('ssh-key-added');
    expect(await api.named<KeyRecord>('/cloud/ssh', 'backup@office')).toMatchObject({
      type: 'ssh-ed25519',
      fingerprint: OFFICE_KEY.fingerprint,
      datacenter: { id: 3 },
    });

    await page.getByRole('button', { name: 'Generate key pair' }).click();
    const generate = cloud.dialog('Generate a key pair');
    await generate.getByLabel(/^Name/).fill('deploy-2');
    await generate.getByRole('button', { name: 'Generate' }).click();
    const result = cloud.dialog('Your new key pair');
    await result.getByRole('button', { name: 'I have saved it, close' }).click();
    await cloud.expectJustAdded(cloud.row(table, 'deploy-2'));
    await expect(cloud.row(table, 'deploy-2')).toContainText('Every data center');
    expect(await api.named<KeyRecord>('/cloud/ssh', 'deploy-2')).toMatchObject({
      type: 'ssh-ed25519',
      datacenter: null,
    });
  });

  test('a firewall group made in Tehran 1 while Helsinki is shown, then an inbound TCP and an outbound UDP rule', async ({
    page,
    request,
  }) => {
    const api = new CloudInfraApi(request);
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('firewall');
    await page.getByLabel('Data center', { exact: true }).selectOption({ label: 'Helsinki, Finland' });
    await expect(cloud.card('web')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create group' }).click();
    const create = cloud.dialog('Create a firewall group');
    await create.getByLabel(/^Name/).fill('api');
    await create.getByLabel(/^Data center/).selectOption({ label: 'Tehran 1' });
    await create.getByRole('button', { name: 'Create group' }).click();
    await expect(cloud.toast('The firewall group api has been made')).toBeVisible();
    // the page moves to the group's data center, where it is highlighted
    await expect(page).toHaveURL(/\/cloud\/firewall\?datacenter=2$/);
    const api1 = cloud.card('api');
    await cloud.expectJustAdded(api1);
    await cloud.screenshot('firewall-group-added');

    await cloud.addRule('api', {
      direction: 'Inbound',
      protocol: 'TCP',
      port: '8080-8090',
      cidr: '203.0.113.0/24',
      description: 'app',
    });
    await cloud.addRule('api', {
      direction: 'Outbound',
      protocol: 'UDP',
      port: '53',
      cidr: '9.9.9.9/32',
      description: 'dns',
    });
    const stored = await api.named<GroupRecord>('/cloud/firewall', 'api');
    expect(stored.datacenter.id).toBe(2);
    // the provider lists inbound rules first
    expect(stored.rules.map(ruleOf)).toEqual([
      {
        direction: 'ingress',
        protocol: 'tcp',
        port_min: 8080,
        port_max: 8090,
        remote_ip: '203.0.113.0/24',
        description: 'app',
      },
      {
        direction: 'egress',
        protocol: 'udp',
        port_min: 53,
        port_max: 53,
        remote_ip: '9.9.9.9/32',
        description: 'dns',
      },
    ]);
  });

  test('rules without a port: ICMP inbound and any protocol outbound', async ({ page, request }) => {
    const api = new CloudInfraApi(request);
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('firewall');
    await cloud.addRule('db', {
      direction: 'Inbound',
      protocol: 'ICMP',
      cidr: '10.10.0.0/16',
      description: 'ping',
    });
    await cloud.addRule('db', {
      direction: 'Outbound',
      protocol: 'Any',
      cidr: '10.20.0.0/16',
      description: 'replicas',
    });
    await cloud.screenshot('firewall-rules-added');
    const stored = await api.named<GroupRecord>('/cloud/firewall', 'db');
    expect(stored.rules.map(ruleOf)).toEqual([
      {
        direction: 'ingress',
        protocol: 'tcp',
        port_min: 5432,
        port_max: 5432,
        remote_ip: '10.10.0.0/16',
        description: 'PostgreSQL',
      },
      {
        direction: 'ingress',
        protocol: 'icmp',
        port_min: null,
        port_max: null,
        remote_ip: '10.10.0.0/16',
        description: 'ping',
      },
      {
        direction: 'egress',
        protocol: 'any',
        port_min: null,
        port_max: null,
        remote_ip: '0.0.0.0/0',
        description: null,
      },
      {
        direction: 'egress',
        protocol: 'any',
        port_min: null,
        port_max: null,
        remote_ip: '10.20.0.0/16',
        description: 'replicas',
      },
    ]);
  });

  test('a firewall group attached to a server of its data center, then detached', async ({
    page,
    request,
  }) => {
    const api = new CloudInfraApi(request);
    await api.create('/cloud/firewall', { name: 'api', datacenter_id: 2 });
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('firewall');
    const api1 = cloud.card('api');
    await api1.getByRole('button', { name: 'Attach server' }).click();
    const attach = cloud.dialog('Attach a server to api');
    // the group is in Tehran 1: db-backup (Helsinki) is not offered
    await expect(attach.getByLabel(/^Server/).locator('option')).toHaveText(['Choose…', 'web-1']);
    await attach.getByLabel(/^Server/).selectOption({ label: 'web-1' });
    await attach.getByRole('button', { name: 'Attach' }).click();
    await expect(cloud.toast('The group now guards web-1')).toBeVisible();
    await expect(api1.getByRole('button', { name: 'Detach web-1 from api' })).toBeVisible();
    expect((await api.named<GroupRecord>('/cloud/firewall', 'api')).servers).toEqual([
      { id: 1, name: 'web-1' },
    ]);

    await api1.getByRole('button', { name: 'Detach web-1 from api' }).click();
    await page
      .getByRole('alertdialog', { name: 'Detach web-1 from api?' })
      .getByRole('button', { name: 'Detach' })
      .click();
    await expect(cloud.toast('The group no longer guards web-1')).toBeVisible();
    await expect(api1.getByRole('button', { name: 'Detach web-1 from api' })).toHaveCount(0);
    expect((await api.named<GroupRecord>('/cloud/firewall', 'api')).servers).toEqual([]);
  });

  test('a private network with its own DHCP range and DNS servers, web-1 attached at a chosen address', async ({
    page,
    request,
  }) => {
    const api = new CloudInfraApi(request);
    const cloud = new CloudInfraPage(page, 'en');
    await cloud.goto('servers/network');
    await page.getByRole('button', { name: 'Create network' }).click();
    const create = cloud.dialog('Create a private network');
    const field = (label: string) => create.getByLabel(new RegExp(`^${label}`));
    await field('Title').fill('storage');
    await field('Data center').selectOption({ label: 'Tehran 1' });
    await field('Subnet').fill('172.16.8.0/24');
    await field('Gateway').fill('172.16.8.254');
    await field('DHCP from').fill('172.16.8.100');
    await field('DHCP to').fill('172.16.8.150');
    await field('DNS server 1').fill('9.9.9.9');
    await field('DNS server 2').fill('149.112.112.112');
    await create.getByRole('button', { name: 'Create network' }).click();
    await expect(cloud.toast('The private network storage has been made')).toBeVisible();
    const storage = cloud.card('storage');
    await cloud.expectJustAdded(storage);
    await expect(storage).toContainText('172.16.8.100 – 172.16.8.150');
    await expect(storage).toContainText('9.9.9.9, 149.112.112.112');
    await cloud.screenshot('network-added');
    expect(await api.named<NetworkRecord>('/cloud/private-networks', 'storage')).toMatchObject({
      subnet: '172.16.8.0/24',
      gateway: '172.16.8.254',
      dhcp_from: '172.16.8.100',
      dhcp_to: '172.16.8.150',
      dns_servers: ['9.9.9.9', '149.112.112.112'],
      servers: [],
    });

    await storage.getByRole('button', { name: 'Attach server' }).click();
    const attach = cloud.dialog('Attach a server to storage');
    await attach.getByLabel(/^Server/).selectOption({ label: 'web-1' });
    await expect(attach).toContainText('Empty: the next free address from 172.16.8.100 to 172.16.8.150');
    await attach.getByLabel(/^Address/).fill('172.16.8.20');
    await attach.getByRole('button', { name: 'Attach' }).click();
    await expect(cloud.toast('web-1 has joined the network as 172.16.8.20')).toBeVisible();
    await expect(storage).toContainText('web-1 · 172.16.8.20');
    expect((await api.named<NetworkRecord>('/cloud/private-networks', 'storage')).servers).toEqual([
      { id: 1, name: 'web-1', ip_address: '172.16.8.20' },
    ]);
    // the server has the address as a private interface
    const servers = await api.list<{ id: number; interfaces: { ip_address: string; type: string }[] }>(
      '/cloud/servers',
    );
    expect(servers.find((s) => s.id === 1)?.interfaces).toContainEqual({
      ip_address: '172.16.8.20',
      type: 'private',
    });
  });
});

// What each journey leaves behind, pictured in both languages at desktop and phone width: the
// choices made by another client first (the provider's API), the volume added in the page.
test.describe('cloud journeys: their results in fa and en, desktop and phone', () => {
  const VOLUME = {
    en: { create: 'Create volume', title: 'Create a volume', next: 'Continue' },
    fa: { create: 'ساخت دیسک', title: 'ساخت دیسک', next: 'ادامه' },
  };
  for (const locale of ['fa', 'en'] as const) {
    for (const phone of [false, true]) {
      test(`${locale}${phone ? ' at phone width' : ''}`, async ({ page, request }) => {
        // six pages drawn and pictured in full
        test.setTimeout(150_000);
        await resetSandbox(request);
        const api = new CloudInfraApi(request);
        const made = await api.create<{ id: number }>('/cloud/servers', {
          name: 'app-2',
          datacenter_id: 2,
          os_id: 3,
          tier: 'custom',
          cpu: 3,
          ram: 6,
          disk: 60,
          disk_type: 'nvme',
          public_ip: false,
          autopilot: true,
          is_test: false,
          ssh_key_id: 2,
          firewall_id: 1,
          private_network_id: 1,
          init_script: '#cloud-config\npackages:\n  - nginx',
        });
        await new CloudApi(request).advance(16);
        const group = await api.create<{ id: number }>('/cloud/firewall', { name: 'api', datacenter_id: 2 });
        await api.create('/cloud/firewall/rule', {
          firewall_id: group.id,
          direction: 'ingress',
          protocol: 'tcp',
          port_min: 8080,
          port_max: 8090,
          remote_ip: '203.0.113.0/24',
          description: 'app',
        });
        await api.create('/cloud/firewall/rule', {
          firewall_id: group.id,
          direction: 'egress',
          protocol: 'udp',
          port_min: 53,
          port_max: 53,
          remote_ip: '9.9.9.9/32',
          description: 'dns',
        });
        await api.create('/cloud/private-networks', {
          name: 'storage',
          datacenter_id: 2,
          subnet: '172.16.8.0/24',
          gateway: '172.16.8.254',
          dhcp_from: '172.16.8.100',
          dhcp_to: '172.16.8.150',
          dns_servers: ['9.9.9.9', '149.112.112.112'],
        });
        await api.create('/cloud/ssh', {
          name: 'backup@office',
          public_key: OFFICE_KEY.public_key,
          datacenter_id: 3,
        });
        await api.create('/cloud/snapshots', { server_id: 2, name: 'db-backup.before-move' });
        if (phone) await page.setViewportSize({ width: 390, height: 844 });
        await signIn(page);
        const suffix = phone ? `${locale}-phone` : locale;
        const shell = new ShellPage(page);
        const fits = async () =>
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBeLessThanOrEqual(0);

        const server = new CloudServerPage(page, locale);
        await server.goto(made.id, 'app-2');
        await shell.expectDirection(locale === 'fa' ? 'rtl' : 'ltr', locale);
        await expect(server.fact(server.section(server.t.links), server.t.linkFacts.sshKey)).toHaveText(
          'ci-runner',
        );
        await fits();
        await server.screenshot(`journey-server-${phone ? 'phone' : 'desktop'}`);

        const cloud = new CloudInfraPage(page, locale);
        await cloud.open('volumes');
        await page.getByRole('button', { name: VOLUME[locale].create }).click();
        const create = cloud.dialog(VOLUME[locale].title);
        await create.locator('input[name="name"]').fill('pg-data');
        await create.locator('input[name="size"]').fill('250');
        await create.locator('select[name="datacenter_id"]').selectOption('1');
        await create.getByRole('button', { name: VOLUME[locale].next }).click();
        await create.getByRole('button', { name: VOLUME[locale].create }).click();
        await expect(create).toBeHidden();
        await cloud.expectJustAdded(cloud.row(cloud.table(cloud.t.volumes), 'pg-data'));
        await fits();
        await cloud.screenshot('journey-volumes', suffix);

        for (const [section, card] of [
          ['firewall', 'api'],
          ['servers/network', 'storage'],
        ] as const) {
          await cloud.open(section);
          await expect(cloud.card(card)).toBeVisible();
          await fits();
          // no rule table scrolls sideways, hiding its delete buttons, even at phone width
          const overflow = await page.evaluate(() =>
            [...document.querySelectorAll('article table')].map(
              (t) =>
                (t.parentElement as HTMLElement).scrollWidth - (t.parentElement as HTMLElement).clientWidth,
            ),
          );
          expect(Math.max(0, ...overflow)).toBe(0);
          await cloud.screenshot(`journey-${section === 'firewall' ? 'firewall' : 'networks'}`, suffix);
        }
        for (const [section, row] of [
          ['ssh-keys', 'backup@office'],
          ['snapshots', 'db-backup.before-move'],
        ] as const) {
          await cloud.open(section);
          await expect(
            cloud.row(cloud.table(section === 'ssh-keys' ? cloud.t.sshKeys : cloud.t.snapshots), row),
          ).toBeVisible();
          await fits();
          await cloud.screenshot(`journey-${section}`, suffix);
        }
      });
    }
  }
});
