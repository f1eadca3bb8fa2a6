import { clusterProblems, firstProblem, isClusterWeight } from './cdnClusters';

const cluster = {
  name: 'origin',
  method: 'round_robin',
  protocol: 'https',
  monitoring_path: '/health',
  servers: [
    { address: '10.0.0.1', port: 443, weight: 50 },
    { address: 'origin.example-shop.ir', port: '8443', weight: '100' },
  ],
  paths: ['example-shop.ir/api/*'],
};

describe('clusters', () => {
  it('accepts a named cluster with valid servers', () => {
    expect(clusterProblems(cluster, 'example-shop.ir')).toEqual({});
  });

  it('needs a name and a server first', () => {
    expect(clusterProblems({ ...cluster, name: ' ', servers: [] }, 'example-shop.ir')).toEqual({
      name: 'nameRequired',
      servers: 'serversRequired',
    });
  });

  it('checks each server: address required and valid, port, weight, no repeated address and port', () => {
    const servers = [
      { address: '', port: 80, weight: 1 },
      { address: 'bad host!', port: 70000, weight: 0 },
      { address: '10.0.0.1', port: 443, weight: 101 },
      { address: '10.0.0.1', port: '443', weight: 5 },
    ];
    expect(clusterProblems({ ...cluster, servers }, 'example-shop.ir')).toEqual({
      'servers.0.address': 'addressRequired',
      'servers.1.address': 'addressInvalid',
      'servers.1.port': 'portInvalid',
      'servers.1.weight': 'weightInvalid',
      'servers.2.weight': 'weightInvalid',
      'servers.3.address': 'duplicateServer',
    });
  });

  it('checks the method, protocol, monitoring path and assigned paths', () => {
    expect(
      clusterProblems(
        { ...cluster, method: 'random', protocol: 'ftp', monitoring_path: 'health', paths: ['/api'] },
        'example-shop.ir',
      ),
    ).toEqual({
      method: 'methodInvalid',
      protocol: 'protocolInvalid',
      monitoring_path: 'monitoringPathInvalid',
      'paths.0': 'pathNotOnDomain',
    });
  });

  it('takes weights 1 to 100 and gives the first problem', () => {
    expect([1, '100', '۵۰', 0, 101, '1.5', 'x'].map(isClusterWeight)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(firstProblem({ name: undefined, servers: 'serversRequired' })).toBe('serversRequired');
  });
});
