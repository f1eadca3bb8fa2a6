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
    if (!file.startsWith(base + path.sep) || path.relative(base, file).split(path.sep).some((part) => part.startsWith('.'))) return next();
    // the smallest the browser accepts (negotiation alone would follow the browser's order: gzip first)
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && fs.existsSync(file + e.suffix));
    if (!encoding) return next();
    res.vary('Accept-Encoding');
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding.name);
    headers(res, file);
    // streamed here rather than with res.sendFile, which always adds an ETag (the app's setting)
    const copy = file + encoding.suffix;
    fs.stat(copy, (statError, stat) => {
      if (statError || !stat.isFile()) {
        res.removeHeader('Content-Encoding');
        return next();
      }
      res.setHeader('Content-Length', String(stat.size));
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(copy)
        .on('error', (err) => (res.headersSent ? res.destroy(err) : next(err)))
        .pipe(res);
    });
  };
}
