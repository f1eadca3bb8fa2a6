import type { Request } from 'express';
import { parseIp } from '@portal/api-account/rules';

const LOOPBACK_V4 = /^127\./;

function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || LOOPBACK_V4.test(plain);
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; anything else as it came. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The address a request came from, as the IP whitelist, the session list and the logs see it: the
 * socket's peer, or, when that peer is on the loopback and forwarded addresses are trusted, the
 * last address of `X-Forwarded-For` (what a proxy on this machine, or a test, says the client
 * was). A request from anywhere else cannot choose its address by sending the header.
 */
export function clientIpOf(input: {
  remoteAddress: string | undefined;
  forwardedFor: string | undefined;
  trustLoopbackProxy: boolean;
}): string {
  const peer = input.remoteAddress ?? '';
  if (input.trustLoopbackProxy && isLoopback(peer) && input.forwardedFor) {
    const last = input.forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last && parseIp(last)) return plainAddress(last);
  }
  return plainAddress(peer);
}

export function clientIp(req: Request, trustLoopbackProxy: boolean): string {
  return clientIpOf({
    remoteAddress: req.socket?.remoteAddress,
    forwardedFor: req.get('x-forwarded-for'),
    trustLoopbackProxy,
  });
}
