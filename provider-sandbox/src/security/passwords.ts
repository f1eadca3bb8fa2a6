import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32; // bytes

/** `scrypt$<salt hex>$<hash hex>`; the salt makes equal passwords hash differently. */
export function hashPassword(password: string, salt = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** The same, off the main thread. */
export function hashPasswordAsync(password: string, salt = randomBytes(16)): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (err, hash) =>
      err ? reject(err) : resolve(`scrypt$${salt.toString('hex')}$${hash.toString('hex')}`),
    );
  });
}

let nobody: string | undefined;

/**
 * The same scrypt work as `verifyPassword` against a hash no password matches: a login for an
 * unknown account takes as long as one for a known account with a wrong password, so the answer's
 * time does not tell which accounts exist.
 */
export function verifyAgainstNobody(password: string): false {
  nobody ??= hashPassword(randomBytes(16).toString('hex'));
  verifyPassword(password, nobody);
  return false;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}
