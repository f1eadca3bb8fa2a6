import { expect, resetSandbox, signIn, test } from '../fixtures';
import { cdnApiRead } from '../pages/CdnApi';
import { CdnRulesPage, RULE_DOMAINS } from '../pages/CdnRulesPage';

interface ClusterInput {
  name: string;
  method: 'round_robin' | 'least_connections' | 'client_ip_hash';
  methodShown: string;
  protocol: 'http' | 'https';
  monitoring: string;
  servers: { address: string; port: string; weight: string }[];
  paths: string[];
}

// each balancing method, several servers with their own weights and ports, both protocols, a
// monitoring path and paths assigned
const CLUSTERS: ClusterInput[] = [
  {
    name: 'eu-pool',
    method: 'least_connections',
    methodShown: 'Least connections',
    protocol: 'http',
    monitoring: '/status',
    servers: [
      { address: '10.20.0.1', port: '80', weight: '10' },
      { address: '10.20.0.2', port: '8080', weight: '30' },
      { address: 'eu3.example-shop.ir', port: '80', weight: '60' },
    ],
    paths: ['example-shop.ir/eu/*'],
  },
  {
    name: 'ir-pool',
    method: 'client_ip_hash',
    methodShown: 'Client IP hash',
    protocol: 'https',
    monitoring: '/healthz',
    servers: [
      { address: '10.30.0.1', port: '8443', weight: '1' },
      { address: '10.30.0.2', port: '8443', weight: '99' },
    ],
    paths: ['example-shop.ir/ir/*', 'example-shop.ir/fa/**'],
  },
  {
    name: 'rr-pool',
    method: 'round_robin',
    methodShown: 'Round robin',
    protocol: 'http',
    monitoring: '/ping',
    servers: [
      { address: '10.40.0.1', port: '8000', weight: '50' },
      { address: '10.40.0.2', port: '8001', weight: '50' },
    ],
    paths: [],
  },
];

const FORWARDERS = [
  {
    service: 'syslog',
    receiver: 'logs.example.net:1514',
    parameters: ['time', 'host', 'method', 'uri', 'status'],
    delimiter: '-',
  },
  {
    service: 'http',
    receiver: 'https://collector.example.net/ingest',
    parameters: ['client_ip', 'country', 'user_agent'],
    delimiter: ';',
  },
  {
    service: 'elasticsearch',
    receiver: 'es.example.net:9200',
    parameters: ['time', 'bytes_sent', 'cache_status', 'request_time'],
    delimiter: '_',
  },
  { service: 'kafka', receiver: 'kafka.example.net:9092', parameters: ['referer', 'uri'], delimiter: ';' },
];

test.describe('CDN clusters and log forwarding: journeys with other choices than the defaults', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('clusters: each balancing method, servers with their weights and ports, protocol, monitoring and paths', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const cdn = new CdnRulesPage(page, 'en');
    const shop = RULE_DOMAINS.shop;
    await cdn.goto(shop, 'clusters');
    for (const cluster of CLUSTERS) {
      await page.getByRole('button', { name: cdn.t.addCluster }).click();
      const form = cdn.form(cdn.t.addCluster);
      await cdn.field(form, cdn.t.clusterName).fill(cluster.name);
      await cdn.field(form, cdn.t.method).selectOption(cluster.method);
      await cdn.field(form, cdn.t.protocol).selectOption(cluster.protocol);
      await cdn.field(form, cdn.t.monitoringPath).fill(cluster.monitoring);
      for (const [i, server] of cluster.servers.entries()) {
        if (i > 0) await form.getByRole('button', { name: cdn.t.addServer }).click();
        const group = form.getByRole('group', { name: cdn.t.server(i + 1) });
        await cdn.field(group, cdn.t.address).fill(server.address);
        await cdn.field(group, cdn.t.port).fill(server.port);
        await cdn.field(group, cdn.t.weight).fill(server.weight);
      }
      await cdn.field(form, cdn.t.assignedPaths).fill(cluster.paths.join('\n'));
      await form.getByRole('button', { name: cdn.t.saveCluster }).click();
      await cdn.toast(cdn.t.clusterSaved(cluster.name));
      const card = cdn.highlighted();
      await expect(card).toHaveAttribute('aria-label', cluster.name);
      await expect(card).toContainText(cluster.methodShown);
      await expect(card).toContainText(cluster.protocol.toUpperCase());
      await expect(card).toContainText(cluster.monitoring);
      for (const server of cluster.servers)
        await expect(card).toContainText(`${server.address}${server.port}${server.weight}`);
      await expect(card).toBeInViewport();
    }
    const stored = await cdnApiRead<{ name: string }[]>(request, shop.id, 'cluster');
    for (const cluster of CLUSTERS) {
      expect(
        stored.find((c) => c.name === cluster.name),
        cluster.name,
      ).toEqual(
        expect.objectContaining({
          method: cluster.method,
          protocol: cluster.protocol,
          monitoring_path: cluster.monitoring,
          servers: cluster.servers.map((s) =>
            expect.objectContaining({ address: s.address, port: Number(s.port), weight: Number(s.weight) }),
          ),
          paths: cluster.paths,
        }),
      );
    }
    await cdn.resultShots('journey-clusters', (c) => c.page.getByRole('article', { name: 'eu-pool' }));
  });

  test('log forwarding: each service, delimiters other than the comma, parameters of its own', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const cdn = new CdnRulesPage(page, 'en');
    const store = RULE_DOMAINS.store;
    await cdn.goto(store, 'log-forwarding');
    for (const f of FORWARDERS) {
      await page.getByRole('button', { name: cdn.t.addForwarder }).click();
      const form = cdn.form(cdn.t.addForwarder);
      await cdn.field(form, cdn.t.service).selectOption(f.service);
      await cdn.field(form, cdn.t.receiver).fill(f.receiver);
      await cdn.field(form, cdn.t.parameters).fill(f.parameters.join('\n'));
      await cdn.field(form, cdn.t.delimiter).selectOption(f.delimiter);
      await form.getByRole('button', { name: cdn.t.saveForwarder }).click();
      await cdn.toast(cdn.t.forwarderSaved);
      await expect(cdn.highlighted()).toContainText(f.receiver);
      await expect(cdn.highlighted()).toContainText(f.parameters.join(f.delimiter));
      await expect(cdn.highlighted()).toBeInViewport();
    }
    const stored = await cdnApiRead<
      { service: string; receiver: string; parameters: string[]; delimiter: string }[]
    >(request, store.id, 'log-forwarders');
    expect(stored.slice(1)).toMatchObject(FORWARDERS);
    await cdn.resultShots('journey-log-forwarding', (c) =>
      c.page.getByRole('table', { name: c.t.logForwarders }).locator('tbody tr').last(),
    );
  });
});
