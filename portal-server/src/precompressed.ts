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
 * `headers` sets the same cache headers the plain file would get.
 */
export function precompressed(root: string, headers: (res: Parameters<RequestHandler>[1], file: string) => void): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next();
    let file: string;
    try {
      file = path.join(base, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(base + path.sep)) return next();
    // the smallest the browser accepts (negotiation alone would follow the browser's order: gzip first)
    const encoding = ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && fs.existsSync(file + e.suffix));
    if (!encoding) return next();
    res.vary('Accept-Encoding');
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding.name);
    headers(res, file);
    // relative to the root: the root itself may be a dot folder (.releases), files in it may not
    res.sendFile(path.relative(base, file) + encoding.suffix, { root: base, dotfiles: 'deny' }, (err) => {
      if (!err || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      next();
    });
  };
}
