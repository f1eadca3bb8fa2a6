import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';

const ED25519 = 'ssh-ed25519';
const PEM_LINE = 70; // characters per line of an OpenSSH private key file, as ssh-keygen writes it
const BLOCK = 8; // the unencrypted private section is padded to this many bytes

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

/** An SSH wire-format string: its length, then its bytes (RFC 4251 §5). */
const sshString = (value: Buffer | string) => {
  const bytes = typeof value === 'string' ? Buffer.from(value) : value;
  return Buffer.concat([uint32(bytes.length), bytes]);
};

/** `SHA256:<base64 without padding>` of a key blob, as `ssh-keygen -l` prints it. */
export function sshFingerprint(blob: Uint8Array): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

export interface GeneratedKeyPair {
  /** `ssh-ed25519 <base64> <comment>` */
  publicKey: string;
  /** the unencrypted OpenSSH private key file (openssh-key-v1) */
  privateKey: string;
  fingerprint: string;
}

/**
 * A new ed25519 key pair in OpenSSH's formats: the public key line of a `.pub` file and the
 * `-----BEGIN OPENSSH PRIVATE KEY-----` file ssh and ssh-keygen read (openssh-key-v1, cipher
 * "none"). Node makes the key; its raw halves come out through JWK.
 */
export function generateEd25519KeyPair(comment: string): GeneratedKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const pub = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d as string, 'base64url');
  const blob = Buffer.concat([sshString(ED25519), sshString(pub)]);
  // the same random check number twice lets a reader see that decryption (none here) worked
  const check = randomBytes(4);
  const section = Buffer.concat([
    check,
    check,
    sshString(ED25519),
    sshString(pub),
    sshString(Buffer.concat([seed, pub])),
    sshString(comment),
  ]);
  const padding = Buffer.from(
    Array.from({ length: (BLOCK - (section.length % BLOCK)) % BLOCK }, (_, i) => i + 1),
  );
  const file = Buffer.concat([
    Buffer.from('openssh-key-v1\0'),
    sshString('none'),
    sshString('none'),
    sshString(''),
    uint32(1),
    sshString(blob),
    sshString(Buffer.concat([section, padding])),
  ]);
  const lines = file.toString('base64').match(new RegExp(`.{1,${PEM_LINE}}`, 'g')) as string[];
  return {
    publicKey: `${ED25519} ${blob.toString('base64')} ${comment}`,
    privateKey: `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`,
    fingerprint: sshFingerprint(blob),
  };
}
