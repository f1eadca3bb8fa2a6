import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Serves `<file>.br` or `<file>.gz` written at build time (build/PrecompressPlugin.cjs) when the
 * browser accepts that encoding, before `express.static` would send the plain file. Files without
 * a precompressed copy fall through (and the `compression` middleware compresses them per request).
 * `headers` sets the same cache headers the plain file would get. Meant for immutable, hashed files:
 * no validators (ETag, Last-Modified) are sent.
 */
export function precompressed(
  root: string,
  headers: (res: Parameters<RequestHandler>[1], file: string) => void,
): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    let file: string;
    try {
      file = path.join(base, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    // inside the root, and no dot file or folder below it (the root itself may be one: .releases)
    if (
      !file.startsWith(base + path.sep) ||
      path
        .relative(base, file)
        .split(path.sep)
        .some((part) => part.startsWith('.'))
    )
      return next();
    // the smallest the browser accepts (negotiation alone would follow the browser's order: gzip first)
    let chosen: { encoding: (typeof ENCODINGS)[number]; copy: string; size: number } | undefined;
    for (const encoding of ENCODINGS) {
      if (req.acceptsEncodings(encoding.name) !== encoding.name) continue;
      const stat = fs.statSync(file + encoding.suffix, { throwIfNoEntry: false });
      if (stat?.isFile()) {
        chosen = { encoding, copy: file + encoding.suffix, size: stat.size };
        break;
      }
    }
    if (!chosen) return next();
    res.vary('Accept-Encoding');
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', chosen.encoding.name);
    res.setHeader('Content-Length', String(chosen.size));
    headers(res, file);
    if (req.method === 'HEAD') return res.end();
    // streamed here rather than with res.sendFile, which always adds an ETag (the app's setting)
    fs.createReadStream(chosen.copy)
      .on('error', (err) => (res.headersSent ? res.destroy(err) : next(err)))
      .pipe(res);
  };
}
