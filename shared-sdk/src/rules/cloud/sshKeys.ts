import { problem, type RuleProblem, type RuleProblems } from './ruleProblem';

/** The OpenSSH public key types the provider installs on servers. */
export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
] as const;
export type SshKeyType = (typeof SSH_KEY_TYPES)[number];
/** Shorter RSA keys are refused: they no longer resist factoring. */
export const SSH_RSA_MIN_BITS = 2048;
export const SSH_KEY_NAME_MAX = 64;

/** Bytes of an ECDSA public point (uncompressed: 0x04, x, y) per curve. */
const ECDSA_POINT_BYTES: Readonly<Record<string, number>> = { nistp256: 65, nistp384: 97, nistp521: 133 };

export interface SshPublicKey {
  type: SshKeyType;
  /** the key's size: 256 for ed25519, the modulus for RSA, the curve for ECDSA */
  bits: number;
  comment: string;
  /** the base64 key blob, as it stands in the line */
  data: string;
  /** the decoded key blob: the fingerprint is its SHA-256 */
  blob: Uint8Array;
}

export type SshKeyRuleCode =
  'keyRequired' | 'keyFormat' | 'keyDamaged' | 'rsaTooShort' | 'nameRequired' | 'nameInvalid';

function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Reads the SSH wire format's length-prefixed strings (RFC 4251 §5). */
function fieldsOf(blob: Uint8Array): Uint8Array[] | null {
  const fields: Uint8Array[] = [];
  let at = 0;
  while (at < blob.length) {
    if (at + 4 > blob.length) return null;
    const length =
      (blob[at] as number) * 2 ** 24 +
      ((blob[at + 1] as number) << 16) +
      ((blob[at + 2] as number) << 8) +
      (blob[at + 3] as number);
    at += 4;
    if (at + length > blob.length) return null;
    fields.push(blob.subarray(at, at + length));
    at += length;
  }
  return fields;
}

const text = (bytes: Uint8Array | undefined): string => (bytes ? String.fromCharCode(...bytes) : '');

/** Bits of an unsigned big-endian integer (an mpint's leading zero byte ignored). */
function bitLength(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i += 1;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + Math.floor(Math.log2(bytes[i] as number)) + 1;
}

/**
 * An OpenSSH public key line (`<type> <base64> [comment]`, as in a `.pub` file), checked down to
 * its blob: the blob must name the same type and hold a key of that type. The problem otherwise:
 * `keyFormat` for another type or layout, `keyDamaged` for a blob that does not decode to its key,
 * `rsaTooShort` for RSA under 2048 bits.
 */
export function parseSshPublicKey(
  line: string,
): { key: SshPublicKey } | { problem: RuleProblem<SshKeyRuleCode> } {
  const trimmed = line.trim();
  if (trimmed === '') return { problem: problem('keyRequired') };
  const match = /^(\S+)\s+(\S+)(?:\s+(.*))?$/s.exec(trimmed);
  const type = match?.[1] as SshKeyType | undefined;
  if (!match || !type || !(SSH_KEY_TYPES as readonly string[]).includes(type) || /[\r\n]/.test(trimmed))
    return { problem: problem('keyFormat') };
  const data = match[2] as string;
  const blob = decodeBase64(data);
  const fields = blob && fieldsOf(blob);
  if (!blob || !fields || text(fields[0]) !== type) return { problem: problem('keyDamaged') };
  let bits = 0;
  if (type === 'ssh-ed25519') {
    if (fields.length !== 2 || fields[1]?.length !== 32) return { problem: problem('keyDamaged') };
    bits = 256;
  } else if (type === 'ssh-rsa') {
    if (fields.length !== 3) return { problem: problem('keyDamaged') };
    bits = bitLength(fields[2] as Uint8Array);
    if (bitLength(fields[1] as Uint8Array) === 0 || bits === 0) return { problem: problem('keyDamaged') };
    if (bits < SSH_RSA_MIN_BITS) return { problem: problem('rsaTooShort', { bits, min: SSH_RSA_MIN_BITS }) };
  } else {
    const curve = type.slice('ecdsa-sha2-'.length);
    const point = fields[2];
    if (
      fields.length !== 3 ||
      text(fields[1]) !== curve ||
      !point ||
      point.length !== ECDSA_POINT_BYTES[curve] ||
      point[0] !== 4
    ) {
      return { problem: problem('keyDamaged') };
    }
    bits = Number(curve.slice('nistp'.length));
  }
  return { key: { type, bits, comment: (match[3] ?? '').trim(), data, blob } };
}

/** Key names: 1–64 English letters, digits, dash, underscore, period or `@` (e.g. ali@laptop). */
export function isSshKeyName(value: string): boolean {
  return value.length <= SSH_KEY_NAME_MAX && /^[A-Za-z0-9._@-]+$/.test(value);
}

export interface SshKeyInput {
  name?: string | null;
  public_key?: string | null;
}

/** The problem with a key's name (also of a generated pair), or null. */
export function validateSshKeyName(value: string | null | undefined): RuleProblem<SshKeyRuleCode> | null {
  const name = (value ?? '').trim();
  if (name === '') return problem('nameRequired');
  return isSshKeyName(name) ? null : problem('nameInvalid', { max: SSH_KEY_NAME_MAX });
}

/** An SSH key to add: its name and its public key line. An empty object means it may be added. */
export function validateSshKey(input: SshKeyInput): RuleProblems<SshKeyRuleCode> {
  const problems: RuleProblems<SshKeyRuleCode> = {};
  const name = validateSshKeyName(input.name);
  if (name) problems.name = name;
  const parsed = parseSshPublicKey(input.public_key ?? '');
  if ('problem' in parsed) problems.public_key = parsed.problem;
  return problems;
}
