import { ipv4ToNumber, numberToIpv4, parseIpv4Subnet } from './ipv4';
import {
  nextDhcpAddress,
  validateNetworkAddress,
  validatePrivateNetwork,
  type PrivateNetworkInput,
} from './privateNetwork';

const valid: PrivateNetworkInput = {
  name: 'app',
  subnet: '10.20.0.0/24',
  gateway: '10.20.0.1',
  dhcp_from: '10.20.0.10',
  dhcp_to: '10.20.0.200',
  dns_servers: ['1.1.1.1', '8.8.8.8'],
};
const codes = (
  input: Partial<PrivateNetworkInput>,
  existing = [{ name: 'backend', subnet: '10.10.0.0/24' }],
) =>
  Object.fromEntries(
    Object.entries(validatePrivateNetwork({ ...valid, ...input }, existing)).map(([f, p]) => [f, p.code]),
  );

describe('IPv4 arithmetic', () => {
  it('turns addresses into numbers and back, Persian digits accepted', () => {
    expect(ipv4ToNumber('10.0.0.1')).toBe(167_772_161);
    expect(ipv4ToNumber('255.255.255.255')).toBe(4_294_967_295);
    expect(ipv4ToNumber('۱۹۲.۱۶۸.۱.۱')).toBe(ipv4ToNumber('192.168.1.1'));
    expect(ipv4ToNumber('10.0.0.256')).toBeNull();
    expect(numberToIpv4(4_294_967_295)).toBe('255.255.255.255');
    expect(numberToIpv4(167_772_161)).toBe('10.0.0.1');
  });

  it('reads a subnet only as its network address with a prefix', () => {
    expect(parseIpv4Subnet('10.10.0.0/24')).toEqual({
      cidr: '10.10.0.0/24',
      prefix: 24,
      network: ipv4ToNumber('10.10.0.0'),
      broadcast: ipv4ToNumber('10.10.0.255'),
      firstHost: ipv4ToNumber('10.10.0.1'),
      lastHost: ipv4ToNumber('10.10.0.254'),
    });
    expect(parseIpv4Subnet('10.10.0.5/24')).toBeNull();
    expect(parseIpv4Subnet('10.10.0.0/33')).toBeNull();
    expect(parseIpv4Subnet('10.10.0.0')).toBeNull();
    expect(parseIpv4Subnet('fd00::/64')).toBeNull();
  });
});

describe('validatePrivateNetwork', () => {
  it('accepts a private subnet with its gateway outside the DHCP range', () => {
    expect(validatePrivateNetwork(valid, [{ name: 'backend', subnet: '10.10.0.0/24' }])).toEqual({});
    expect(codes({ dns_servers: [] })).toEqual({});
    expect(codes({ dns_servers: ['', '9.9.9.9'] })).toEqual({});
  });

  it('needs every address field', () => {
    expect(codes({ name: ' ', subnet: '', gateway: '', dhcp_from: '', dhcp_to: '' })).toEqual({
      name: 'nameRequired',
      subnet: 'subnetRequired',
      gateway: 'gatewayRequired',
      dhcp_from: 'fromRequired',
      dhcp_to: 'toRequired',
    });
    expect(codes({ name: 'x'.repeat(51) })).toEqual({ name: 'nameTooLong' });
  });

  it('refuses a subnet that is not a private network address of /16 to /29', () => {
    expect(codes({ subnet: '10.20.0.7/24' }).subnet).toBe('subnetInvalid');
    expect(codes({ subnet: '10.20.0.0' }).subnet).toBe('subnetInvalid');
    expect(codes({ subnet: '10.0.0.0/8' }).subnet).toBe('subnetPrefix');
    expect(
      codes({ subnet: '10.20.0.0/30', gateway: '10.20.0.1', dhcp_from: '10.20.0.2', dhcp_to: '10.20.0.2' })
        .subnet,
    ).toBe('subnetPrefix');
    expect(
      codes({ subnet: '8.8.8.0/24', gateway: '8.8.8.1', dhcp_from: '8.8.8.10', dhcp_to: '8.8.8.20' }).subnet,
    ).toBe('subnetNotPrivate');
    expect(
      codes({
        subnet: '172.15.0.0/24',
        gateway: '172.15.0.1',
        dhcp_from: '172.15.0.10',
        dhcp_to: '172.15.0.20',
      }).subnet,
    ).toBe('subnetNotPrivate');
    expect(
      codes({
        subnet: '172.31.0.0/24',
        gateway: '172.31.0.1',
        dhcp_from: '172.31.0.10',
        dhcp_to: '172.31.0.20',
      }),
    ).toEqual({});
  });

  it('refuses a range that overlaps an existing network, naming it', () => {
    const inside = validatePrivateNetwork(
      {
        ...valid,
        subnet: '10.10.0.128/25',
        gateway: '10.10.0.129',
        dhcp_from: '10.10.0.140',
        dhcp_to: '10.10.0.200',
      },
      [{ name: 'backend', subnet: '10.10.0.0/24' }],
    );
    expect(inside.subnet).toEqual({
      code: 'rangeExists',
      values: { name: 'backend', subnet: '10.10.0.0/24' },
    });
    expect(
      codes({ subnet: '10.10.0.0/16', gateway: '10.10.0.1', dhcp_from: '10.10.1.1', dhcp_to: '10.10.1.200' })
        .subnet,
    ).toBe('rangeExists');
    expect(
      codes({ subnet: '10.11.0.0/24', gateway: '10.11.0.1', dhcp_from: '10.11.0.10', dhcp_to: '10.11.0.20' }),
    ).toEqual({});
  });

  it('needs valid IPs for From and To, To greater than From', () => {
    expect(codes({ dhcp_from: '10.20.0.300' }).dhcp_from).toBe('fromInvalid');
    expect(codes({ dhcp_to: 'ten' }).dhcp_to).toBe('toInvalid');
    expect(codes({ dhcp_from: '10.20.0.100', dhcp_to: '10.20.0.50' }).dhcp_to).toBe('rangeOrder');
    expect(codes({ dhcp_from: '10.20.0.100', dhcp_to: '10.20.0.100' }).dhcp_to).toBe('rangeOrder');
  });

  it('keeps the range inside the subnet, naming its first and last host', () => {
    const outside = validatePrivateNetwork({ ...valid, dhcp_from: '10.20.1.10' });
    expect(outside.dhcp_from).toEqual({
      code: 'fromOutsideSubnet',
      values: { first: '10.20.0.1', last: '10.20.0.254' },
    });
    expect(codes({ dhcp_to: '10.20.0.255' }).dhcp_to).toBe('toOutsideSubnet');
    expect(codes({ dhcp_from: '10.20.0.0' }).dhcp_from).toBe('fromOutsideSubnet');
  });

  it('keeps the gateway inside the subnet and outside the range', () => {
    expect(codes({ gateway: '10.20.0.50' }).gateway).toBe('gatewayInRange');
    expect(codes({ gateway: '10.20.0.10' }).gateway).toBe('gatewayInRange');
    expect(codes({ gateway: '10.20.0.254' })).toEqual({});
    expect(codes({ gateway: '10.30.0.1' }).gateway).toBe('gatewayOutsideSubnet');
    expect(codes({ gateway: '10.20.0.999' }).gateway).toBe('gatewayInvalid');
  });

  it('leaves at least two host addresses outside the DHCP range', () => {
    // a /24 has 254 hosts: a range of 253 leaves one
    expect(codes({ gateway: '10.20.0.1', dhcp_from: '10.20.0.2', dhcp_to: '10.20.0.254' }).dhcp_to).toBe(
      'tooFewReserved',
    );
    expect(codes({ gateway: '10.20.0.1', dhcp_from: '10.20.0.3', dhcp_to: '10.20.0.254' })).toEqual({});
    // a /29 has 6 hosts: the gateway and one more stay outside a range of 4
    expect(
      codes({
        subnet: '192.168.5.8/29',
        gateway: '192.168.5.9',
        dhcp_from: '192.168.5.10',
        dhcp_to: '192.168.5.13',
      }),
    ).toEqual({});
    expect(
      codes({
        subnet: '192.168.5.8/29',
        gateway: '192.168.5.9',
        dhcp_from: '192.168.5.10',
        dhcp_to: '192.168.5.14',
      }).dhcp_to,
    ).toBe('tooFewReserved');
  });

  it('checks each DNS server, and takes at most two', () => {
    expect(codes({ dns_servers: ['1.1.1.1', '8.8.8'] })).toEqual({ 'dns_servers.1': 'dnsInvalid' });
    expect(codes({ dns_servers: ['1.1.1.1', '8.8.8.8', '9.9.9.9'] })).toEqual({ dns_servers: 'dnsTooMany' });
  });
});

describe('addresses inside a network', () => {
  const network = {
    subnet: '10.10.0.0/24',
    gateway: '10.10.0.1',
    dhcp_from: '10.10.0.10',
    dhcp_to: '10.10.0.12',
  };

  it('hands out the first free address of the DHCP range, none when it is full', () => {
    expect(nextDhcpAddress(network, ['10.10.0.5'])).toBe('10.10.0.10');
    expect(nextDhcpAddress(network, ['10.10.0.10', '10.10.0.12'])).toBe('10.10.0.11');
    expect(nextDhcpAddress(network, ['10.10.0.10', '10.10.0.11', '10.10.0.12'])).toBeNull();
  });

  it('takes a fixed address inside the subnet that is neither the gateway nor taken', () => {
    expect(validateNetworkAddress('10.10.0.50', network, ['10.10.0.5'])).toBeNull();
    expect(validateNetworkAddress('10.10.0.1', network, [])?.code).toBe('ipIsGateway');
    expect(validateNetworkAddress('10.10.0.5', network, ['10.10.0.5'])?.code).toBe('ipTaken');
    expect(validateNetworkAddress('10.10.1.5', network, [])?.code).toBe('ipOutsideSubnet');
    expect(validateNetworkAddress('nope', network, [])?.code).toBe('ipInvalid');
  });
});
