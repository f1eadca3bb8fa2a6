import { clientIpOf } from './clientIp';

describe('clientIpOf', () => {
  it('takes the last forwarded address from a loopback peer when forwarded addresses are trusted', () => {
    expect(
      clientIpOf({
        remoteAddress: '127.0.0.1',
        forwardedFor: '10.0.0.9, 203.0.113.7',
        trustLoopbackProxy: true,
      }),
    ).toBe('203.0.113.7');
    expect(
      clientIpOf({
        remoteAddress: '::ffff:127.0.0.1',
        forwardedFor: '2001:db8::5',
        trustLoopbackProxy: true,
      }),
    ).toBe('2001:db8::5');
    expect(
      clientIpOf({ remoteAddress: '::1', forwardedFor: '::ffff:198.51.100.4', trustLoopbackProxy: true }),
    ).toBe('198.51.100.4');
  });
  it('keeps the peer otherwise: not trusted, not loopback, or no usable header', () => {
    expect(
      clientIpOf({ remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.7', trustLoopbackProxy: false }),
    ).toBe('127.0.0.1');
    expect(
      clientIpOf({ remoteAddress: '198.51.100.4', forwardedFor: '203.0.113.7', trustLoopbackProxy: true }),
    ).toBe('198.51.100.4');
    expect(
      clientIpOf({ remoteAddress: '::ffff:127.0.0.1', forwardedFor: 'not-an-ip', trustLoopbackProxy: true }),
    ).toBe('127.0.0.1');
    expect(clientIpOf({ remoteAddress: undefined, forwardedFor: undefined, trustLoopbackProxy: true })).toBe(
      '',
    );
  });
});
