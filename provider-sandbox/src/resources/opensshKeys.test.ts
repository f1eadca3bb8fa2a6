import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSshPublicKey } from '@portal/shared-sdk/rules';
import { generateEd25519KeyPair, sshFingerprint } from './opensshKeys';

/** Reads the openssh-key-v1 file back: its strings in order, the private section split out. */
function readPrivateKey(pem: string) {
  const body = pem.replace(/-----(BEGIN|END) OPENSSH PRIVATE KEY-----/g, '').replace(/\s+/g, '');
  const file = Buffer.from(body, 'base64');
  const magic = file.subarray(0, 15).toString('latin1');
  let at = 15;
  const str = (buf: Buffer) => {
    const n = buf.readUInt32BE(at);
    const value = buf.subarray(at + 4, at + 4 + n);
    at += 4 + n;
    return value;
  };
  const cipher = str(file).toString();
  const kdf = str(file).toString();
  const kdfOptions = str(file);
  const count = file.readUInt32BE(at);
  at += 4;
  const publicBlob = str(file);
  const section = str(file);
  at = 8;
  const checks = [section.readUInt32BE(0), section.readUInt32BE(4)];
  const type = str(section).toString();
  const pub = str(section);
  const secret = str(section);
  const comment = str(section).toString();
  const padding = [...section.subarray(at)];
  return {
    magic,
    cipher,
    kdf,
    kdfOptions,
    count,
    publicBlob,
    checks,
    type,
    pub,
    secret,
    comment,
    padding,
    sectionLength: section.length,
  };
}

describe('generateEd25519KeyPair', () => {
  const pair = generateEd25519KeyPair('deploy@ci');

  it('writes the public key as a .pub line the rules accept', () => {
    expect(pair.publicKey).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43} deploy@ci$/);
    const parsed = parseSshPublicKey(pair.publicKey);
    if (!('key' in parsed)) throw new Error('refused');
    expect(parsed.key).toMatchObject({ type: 'ssh-ed25519', bits: 256, comment: 'deploy@ci' });
    expect(pair.fingerprint).toBe(sshFingerprint(parsed.key.blob));
    expect(pair.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
  });

  it('writes the private key as an unencrypted openssh-key-v1 file of the same key', () => {
    expect(pair.privateKey).toMatch(
      /^-----BEGIN OPENSSH PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,70}\n)+-----END OPENSSH PRIVATE KEY-----\n$/,
    );
    const file = readPrivateKey(pair.privateKey);
    expect(file).toMatchObject({
      magic: 'openssh-key-v1\0',
      cipher: 'none',
      kdf: 'none',
      count: 1,
      type: 'ssh-ed25519',
      comment: 'deploy@ci',
    });
    expect(file.kdfOptions).toHaveLength(0);
    expect(file.checks[0]).toBe(file.checks[1]);
    expect(file.publicBlob.toString('base64')).toBe(pair.publicKey.split(' ')[1]);
    // the secret is the 32-byte seed followed by the public key; the section pads to 8 bytes with 1, 2, 3…
    expect(file.secret).toHaveLength(64);
    expect(file.secret.subarray(32).equals(file.pub)).toBe(true);
    expect(file.sectionLength % 8).toBe(0);
    expect(file.padding).toEqual(file.padding.map((_, i) => i + 1));
  });

  it('holds a private key that signs what the public key verifies', () => {
    const file = readPrivateKey(pair.privateKey);
    const x = file.pub.toString('base64url');
    const privateKey = createPrivateKey({
      key: { kty: 'OKP', crv: 'Ed25519', d: file.secret.subarray(0, 32).toString('base64url'), x },
      format: 'jwk',
    });
    const fromLine = Buffer.from(pair.publicKey.split(' ')[1] as string, 'base64')
      .subarray(-32)
      .toString('base64url');
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: fromLine }, format: 'jwk' });
    const message = Buffer.from('hello server');
    expect(verify(null, message, publicKey, sign(null, message, privateKey))).toBe(true);
  });

  it('makes a new key every time', () => {
    expect(generateEd25519KeyPair('a').publicKey.split(' ')[1]).not.toBe(
      generateEd25519KeyPair('a').publicKey.split(' ')[1],
    );
  });

  const keygen = spawnSync('ssh-keygen', ['-?'], { encoding: 'utf8' });
  (keygen.error ? it.skip : it)('is read by OpenSSH itself (ssh-keygen -y gives back the public key)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openssh-'));
    try {
      const file = join(dir, 'id_ed25519');
      writeFileSync(file, pair.privateKey, { mode: 0o600 });
      const out = spawnSync('ssh-keygen', ['-y', '-f', file], { encoding: 'utf8' });
      expect(out.status).toBe(0);
      expect(out.stdout.trim()).toBe(pair.publicKey);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
