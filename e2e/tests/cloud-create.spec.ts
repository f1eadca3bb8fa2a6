import { DEMO, expect, resetSandbox, signIn, test } from '../fixtures';
import { CloudInfraPage } from '../pages/CloudInfraPage';
import { CloudPage } from '../pages/CloudPage';
import { CloudApi, CloudServerPage } from '../pages/CloudServerPage';

const SCRIPT = '#cloud-config\npackages:\n  - nginx\nruncmd:\n  - systemctl enable --now nginx';

// Every choice of the create-server form other than its defaults, read back from the provider and
// shown on the new server's page: the key, the group and the network the server was made with.
test.describe('creating a server with choices other than the defaults', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('in Tehran 1: the key ci-runner, the group web, the network backend, a custom size on NVMe, autopilot, an init script and no public IP', async ({
    page,
    request,
  }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'en');
    await server.gotoCreate();
    const { create } = server.t;
    await server.field(create.datacenter).selectOption({ label: 'Tehran 1' });
    await server.field(create.os).selectOption({ label: 'Debian 12' });
    await server.tier('custom').click();
    await server.field(create.cpu).fill('3');
    await server.field(create.ram).fill('6');
    await server.field(create.disk).fill('60');
    await server.field(create.diskType).selectOption({ label: 'NVMe' });
    // both keys are offered in Tehran 1: ali-laptop is limited to it, ci-runner goes everywhere
    await expect(server.options(create.sshKey)).toHaveText([
      'No SSH key (password only)',
      /^ci-runner \(SHA256:/,
      /^ali-laptop \(SHA256:/,
    ]);
    await server.choose(create.sshKey, 'ci-runner');
    await server.field(create.initScript).fill(SCRIPT);
    await server.choose(create.firewall, 'web');
    await server.choose(create.privateNetwork, 'backend');
    await server.setChecked(create.publicIp, false);
    await server.setChecked(create.autopilot, true);
    await server.field(create.name).fill('app-2');
    // 3 cores × 1,500 + 6 GB × 1,000 + 60 GB × 40 (NVMe) rials an hour, no public address
    await expect(page.locator('[data-price]')).toHaveAttribute('data-price', '12900');
    await server.screenshot('create-server-choices');
    await server.createAndWatch(api, 'app-2');

    const made = await api.recordNamed('app-2');
    expect(made).toMatchObject({
      tier: 'custom',
      cpu: 3,
      ram: 6,
      disk: 60,
      disk_type: 'nvme',
      public_ip: false,
      autopilot: true,
      ssh_key_id: 2,
      init_script: SCRIPT,
      os: { display_name: 'Debian 12' },
      hourly_cost: 12_900,
    });
    expect(made.firewalls.map((g) => g.name)).toEqual(['web']);
    expect(made.private_networks).toEqual([
      { id: 1, name: 'backend', ip_address: expect.stringMatching(/^10\.10\.0\.\d+$/) },
    ]);
    const address = made.private_networks[0]!.ip_address;
    expect(made.interfaces).toEqual([{ ip_address: address, type: 'private' }]);

    // the page shows what it was made with
    const overview = server.section(server.t.overview);
    await expect(overview).toContainText('3 cores · 6 GB RAM · 60 GB NVMe');
    await expect(server.fact(overview, 'IP addresses')).toContainText(address);
    const links = server.section(server.t.links);
    await expect(server.fact(links, server.t.linkFacts.sshKey)).toHaveText('ci-runner');
    await expect(server.fact(links, server.t.linkFacts.firewalls)).toHaveText('web');
    await expect(server.fact(links, server.t.linkFacts.networks)).toHaveText(`backend ${address}`);
    await expect(server.fact(links, server.t.linkFacts.initScript)).toContainText(
      'systemctl enable --now nginx',
    );
    await expect(server.area().locator('[data-autopilot]')).toHaveText(server.t.autopilotOn);
    await server.screenshot('server-created-choices');

    // the group and the network list the new server too, without a reload
    await links.getByRole('link', { name: 'web' }).click();
    const infra = new CloudInfraPage(page, 'en');
    await expect(infra.card('web').getByRole('button', { name: 'Detach app-2 from web' })).toBeVisible();
    await page.goBack();
    await server.section(server.t.links).getByRole('link', { name: 'backend' }).click();
    await expect(infra.card('backend')).toContainText(`app-2 · ${address}`);
  });

  test('in Helsinki (in Persian): the key ci-runner and the group db, the professional size on NVMe', async ({
    page,
    request,
  }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'fa');
    await server.gotoCreate();
    const { create } = server.t;
    await server.field(create.datacenter).selectOption({ label: 'هلسینکی، فنلاند' });
    await server.field(create.os).selectOption({ label: 'Ubuntu 22.04' });
    await server.tier('professional').click();
    await server.field(create.diskType).selectOption({ label: 'NVMe' });
    // ali-laptop is limited to Tehran 1: only ci-runner is offered here; Helsinki has no private network
    await expect(server.options(create.sshKey)).toHaveText([/SSH/, /^ci-runner \(SHA256:/]);
    await expect(server.options(create.privateNetwork)).toHaveCount(1);
    await expect(server.options(create.firewall)).toHaveText([/./, 'db']);
    await server.choose(create.sshKey, 'ci-runner');
    await server.choose(create.firewall, 'db');
    await server.field(create.name).fill('db-2');
    await server.screenshot('create-server-helsinki');
    await server.createAndWatch(api, 'db-2');

    const made = await api.recordNamed('db-2');
    expect(made).toMatchObject({
      datacenter: { id: 1 },
      tier: 'professional',
      cpu: 4,
      ram: 8,
      disk: 160,
      disk_type: 'nvme',
      public_ip: true,
      ssh_key_id: 2,
      private_networks: [],
    });
    expect(made.firewalls.map((g) => g.name)).toEqual(['db']);

    const links = server.section(server.t.links);
    await expect(server.fact(links, server.t.linkFacts.sshKey)).toHaveText('ci-runner');
    await expect(server.fact(links, server.t.linkFacts.firewalls)).toHaveText('db');
    await expect(server.fact(links, server.t.linkFacts.networks)).toHaveText('بدون شبکه خصوصی');
    await expect(server.section(server.t.overview)).toContainText(
      '4 هسته · 8 گیگابایت رم · 160 گیگابایت NVMe',
    );
    await server.screenshot('server-created-helsinki');

    // the provider holds a server to the same offer: a key, a group or a network of another data
    // center is refused beside its field, and nothing is made
    const before = (await api.servers()).length;
    const refused = await request.post('/api/v1/cloud/servers', {
      headers: { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': 'en' },
      data: {
        name: 'db-3',
        datacenter_id: 1,
        os_id: 1,
        tier: 'economic',
        disk_type: 'ssd',
        public_ip: true,
        autopilot: false,
        is_test: false,
        ssh_key_id: 1,
        firewall_id: 1,
        private_network_id: 1,
      },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).fields).toEqual({
      ssh_key_id: ['The selected item does not exist'],
      firewall_id: ['The selected item does not exist'],
      private_network_id: ['The selected item does not exist'],
    });
    expect(await api.servers()).toHaveLength(before);
  });

  test('the free one-day trial server: economic, free, once per account', async ({ page, request }) => {
    const api = new CloudApi(request);
    const server = new CloudServerPage(page, 'en');
    await server.gotoCreate();
    const { create } = server.t;
    await server.field(create.datacenter).selectOption({ label: 'Tehran 2' });
    await server.field(create.os).selectOption({ label: 'Rocky Linux 9' });
    await server.tier('commercial').click();
    await server.setChecked(create.trial, true);
    // the trial is economic only: the form moves to it and holds the others
    await expect(server.tier('economic').getByRole('radio')).toBeChecked();
    await expect(server.tier('extreme').getByRole('radio')).toBeDisabled();
    await expect(page.locator('[data-price="trial"]')).toHaveText(create.priceTrial);
    await server.field(create.name).fill('try-1');
    await server.createAndWatch(api, 'try-1');

    const made = await api.recordNamed('try-1');
    expect(made).toMatchObject({ is_test: true, tier: 'economic', hourly_cost: 0, datacenter: { id: 3 } });
    expect(made.expires_at).not.toBeNull();
    const overview = server.section(server.t.overview);
    await expect(server.fact(overview, 'Cost')).toHaveText(server.t.trialFree);
    await expect(server.fact(overview, server.t.trialEnds)).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);

    // the server list, reached in the page, shows the new server highlighted
    await server.area().getByRole('link', { name: 'Servers', exact: true }).click();
    const list = new CloudPage(page, 'en');
    await new CloudInfraPage(page, 'en').expectJustAdded(list.row('try-1'));
    await expect(list.row('try-1')).toContainText(list.t.status.on);

    // once per account: the form no longer offers it
    await server.gotoCreate();
    await server.field(create.datacenter).selectOption({ label: 'Tehran 2' });
    await expect(server.field(create.trial)).toHaveCount(0);
  });
});
