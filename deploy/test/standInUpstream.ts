import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** One request as the upstream saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The TLS server name the client sent (SNI); undefined over plain HTTP or without SNI. */
  servername?: string;
}

export interface StandInUpstream {
  url: string;
  port: number;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

/** An HTTP(S) server on `host` that records each request and answers `{ upstream: name, url }`. */
export async function startStandInUpstream(
  name: string,
  options: { host?: string; port?: number; tls?: { cert: string; key: string } } = {},
): Promise<StandInUpstream> {
  const seen: SeenRequest[] = [];
  const handler: http.RequestListener = (req, res) => {
    const servername = (req.socket as TLSSocket).servername || undefined;
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, servername });
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ upstream: name, url: req.url }));
    });
  };
  const server = options.tls
    ? https.createServer({ cert: options.tls.cert, key: options.tls.key }, handler)
    : http.createServer(handler);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://${host}:${port}`,
    port,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
