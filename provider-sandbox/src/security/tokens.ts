import { createHash, randomBytes } from 'node:crypto';

/** Tokens are stored hashed: a copied database file does not leak usable bearer tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(bytes = 24): string {
  return randomBytes(bytes).toString('hex');
}
