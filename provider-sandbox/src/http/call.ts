import type { Database } from 'better-sqlite3';
import type { Request, Response } from 'express';
import type { HttpError, Reply } from './envelope';
import type { Lang, MessageKey } from './messages';
import type { ServerLinks } from '../cloud/serverLinks';
import type { ServerConsoles } from '../vnc/serverConsoles';

// What a handler gets, apart from the router that builds it (router.ts) and the bearer check that
// runs before it (auth.ts), which both need these and must not need each other.

/** What every resource module gets: the database, the clock and where uploads go. */
export interface SandboxContext {
  db: Database;
  now: () => Date;
  /** `now()` in unix seconds, the unit the tables store. */
  nowSec: () => number;
  uploadsDir: string;
  /** The origin the browser sees, without a trailing slash. */
  publicOrigin: string;
  /** The portal's own origins: where a payment may return the customer, who may call from another origin. */
  portalOrigins: readonly string[];
  /**
   * Read a request's address from `X-Forwarded-For` when it comes from the loopback (a proxy on
   * this machine, or a test); otherwise the socket's peer is the address (src/http/clientIp.ts).
   */
  trustProxy?: boolean;
  /** What cloud resources link to servers, and what they release when a server goes away. */
  serverLinks: ServerLinks;
  /** The servers' consoles (RFB displays and the browser's WebSocket bridge). */
  consoles: ServerConsoles;
}

type Body = Record<string, unknown>;

/** One call as a handler sees it: parsed, validated (coerced) input and localized helpers. */
export interface Call {
  req: Request;
  res: Response;
  lang: Lang;
  body: Body;
  query: Body;
  params: Record<string, string>;
  ctx: SandboxContext;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  /** An HttpError with a localized message and localized field messages. */
  fail: (status: number, key: MessageKey, fields?: Record<string, MessageKey[]>) => HttpError;
  /** A success answer with a localized message other than the default. */
  reply: (data: unknown, key?: MessageKey, status?: number) => Reply;
}
