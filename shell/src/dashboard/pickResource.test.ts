import { pickResource } from './pickResource';

const keys = ['cdn:Domains', 'cloud:Servers'];

describe('pickResource', () => {
  it('shows the domains first, also while they load', () => {
    expect(pickResource(keys, {}, null)).toBe('cdn:Domains');
    expect(pickResource(keys, { 'cdn:Domains': false }, null)).toBe('cdn:Domains');
  });

  it('shows the servers when there are no domains, and stays on them when both are empty', () => {
    expect(pickResource(keys, { 'cdn:Domains': true }, null)).toBe('cloud:Servers');
    expect(pickResource(keys, { 'cdn:Domains': true, 'cloud:Servers': true }, null)).toBe('cloud:Servers');
  });

  it("keeps the customer's choice while that option is there", () => {
    expect(pickResource(keys, {}, 'cloud:Servers')).toBe('cloud:Servers');
    expect(pickResource(['cdn:Domains'], {}, 'cloud:Servers')).toBe('cdn:Domains');
  });

  it('shows what is left when an option goes, and nothing without options', () => {
    expect(pickResource(['cloud:Servers'], { 'cdn:Domains': false }, null)).toBe('cloud:Servers');
    expect(pickResource([], {}, null)).toBeNull();
  });
});
