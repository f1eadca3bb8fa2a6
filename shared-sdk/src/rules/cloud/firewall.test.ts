import { formatPortRange, parsePortRange, validateFirewallName, validateFirewallRule } from './firewall';

const codes = (input: Parameters<typeof validateFirewallRule>[0]) =>
  Object.fromEntries(Object.entries(validateFirewallRule(input)).map(([f, p]) => [f, p.code]));
const ssh = { direction: 'ingress', protocol: 'tcp', port_min: 22, port_max: 22, remote_ip: '0.0.0.0/0' };

describe('parsePortRange', () => {
  it('reads a port or a range, Persian digits and spaces accepted', () => {
    expect(parsePortRange('22')).toEqual({ port_min: 22, port_max: 22 });
    expect(parsePortRange(' 8000 - 8100 ')).toEqual({ port_min: 8000, port_max: 8100 });
    expect(parsePortRange('۴۴۳')).toEqual({ port_min: 443, port_max: 443 });
    expect(parsePortRange('1-65535')).toEqual({ port_min: 1, port_max: 65535 });
  });

  it('refuses ports outside 1–65535, a reversed range and anything else', () => {
    expect(parsePortRange('')).toEqual({ code: 'portRequired' });
    expect(parsePortRange('0')).toEqual({ code: 'portInvalid' });
    expect(parsePortRange('65536')).toEqual({ code: 'portInvalid' });
    expect(parsePortRange('80,443')).toEqual({ code: 'portInvalid' });
    expect(parsePortRange('http')).toEqual({ code: 'portInvalid' });
    expect(parsePortRange('9000-8000')).toEqual({ code: 'portOrder' });
  });

  it('writes a rule back the way it is typed', () => {
    expect(formatPortRange({ port_min: 22, port_max: 22 })).toBe('22');
    expect(formatPortRange({ port_min: 8000, port_max: 8100 })).toBe('8000-8100');
    expect(formatPortRange({ port_min: null, port_max: null })).toBeNull();
  });
});

describe('validateFirewallRule', () => {
  it('accepts tcp and udp rules with ports and a CIDR, IPv6 included', () => {
    expect(codes(ssh)).toEqual({});
    expect(
      codes({ ...ssh, protocol: 'udp', port_min: 5000, port_max: 5100, remote_ip: '2001:db8::/32' }),
    ).toEqual({});
    expect(codes({ ...ssh, port_max: null })).toEqual({});
  });

  it('accepts icmp and any only without a port', () => {
    expect(codes({ ...ssh, protocol: 'icmp', port_min: null, port_max: null })).toEqual({});
    expect(codes({ ...ssh, protocol: 'any', port_min: '', port_max: '' })).toEqual({});
    expect(codes({ ...ssh, protocol: 'icmp' })).toEqual({ port_min: 'portNotAllowed' });
  });

  it('checks the direction, the protocol, the ports and the CIDR', () => {
    expect(codes({ ...ssh, direction: 'inbound', protocol: 'gre' })).toEqual({
      direction: 'directionInvalid',
      protocol: 'protocolInvalid',
    });
    expect(codes({ ...ssh, port_min: null, port_max: null })).toEqual({ port_min: 'portRequired' });
    expect(codes({ ...ssh, port_min: 70000 })).toEqual({ port_min: 'portInvalid' });
    expect(codes({ ...ssh, port_min: 9000, port_max: 8000 })).toEqual({ port_max: 'portOrder' });
    expect(codes({ ...ssh, remote_ip: '' })).toEqual({ remote_ip: 'cidrRequired' });
    expect(codes({ ...ssh, remote_ip: '203.0.113.7' })).toEqual({ remote_ip: 'cidrInvalid' });
    expect(codes({ ...ssh, remote_ip: '203.0.113.0/33' })).toEqual({ remote_ip: 'cidrInvalid' });
  });
});

describe('validateFirewallName', () => {
  it('takes 1–50 English letters, digits, dash, underscore or period', () => {
    expect(validateFirewallName('web-servers_v2.1')).toBeNull();
    expect(validateFirewallName(' ')).toEqual({ code: 'nameRequired' });
    expect(validateFirewallName('وب')?.code).toBe('nameInvalid');
    expect(validateFirewallName('web servers')?.code).toBe('nameInvalid');
    expect(validateFirewallName('x'.repeat(51))?.code).toBe('nameInvalid');
  });
});
