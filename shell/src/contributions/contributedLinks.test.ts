import type { RemoteName } from '@portal/release';
import { contributionsOf, testSnapshot } from '../test/testLoader';
import { contributedLink } from './contributedLinks';
import { visibleContributions } from './gates';

const without = (remote: RemoteName) => {
  const { links: _links, ...rest } = contributionsOf(remote);
  return rest;
};

describe('contributedLink (the shell’s links a remote owns)', () => {
  it('today: support owns the help link, billing the balance link', () => {
    const snapshot = testSnapshot();
    expect(contributedLink(snapshot, 'help')).toBe('/support/tickets');
    expect(contributedLink(snapshot, 'balance')).toBe('/financial/payment-history');
  });

  it('follows a release of the remote that moves it', () => {
    const billing = { ...contributionsOf('billing'), links: { balance: '/financial/active-invoice' } };
    expect(contributedLink(testSnapshot({ billing }), 'balance')).toBe('/financial/active-invoice');
  });

  it('is null when no remote contributes it, or while loading', () => {
    expect(contributedLink(testSnapshot({ support: without('support') }), 'help')).toBeNull();
    expect(contributedLink(testSnapshot({ billing: without('billing') }), 'balance')).toBeNull();
    expect(contributedLink({ status: 'loading', remotes: {} }, 'help')).toBeNull();
  });

  it('leaves out a link outside the remote’s own pages', () => {
    const support = { ...contributionsOf('support'), links: { help: '/financial/payment-history' } };
    expect(contributedLink(testSnapshot({ support }), 'help')).toBeNull();
  });

  it('leaves out a link to a page the session may not open (a token without its area’s permission)', () => {
    const noSupport = visibleContributions(testSnapshot(), ['cdn', 'cloud', 'financial', 'account']);
    expect(contributedLink(noSupport, 'help')).toBeNull();
    expect(contributedLink(noSupport, 'balance')).toBe('/financial/payment-history');
    const noFinancial = visibleContributions(testSnapshot(), ['support.read']);
    expect(contributedLink(noFinancial, 'balance')).toBeNull();
    expect(contributedLink(noFinancial, 'help')).toBe('/support/tickets');
  });
});
