import { parseSshPublicKey, validateSshKey, validateSshKeyName } from './sshKeys';

// made with ssh-keygen (OpenSSH), so the parser meets real .pub lines
const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPOX/gK8fDJfpqTm/WGICH5x7X6h/cK+x25TAoS6Z7io ali@laptop';
const RSA_2048 =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCrv9EB/Lbk6QfNVNGr1fVSlWerymZFPeRLsmXSgMax8xzh0x/JJNR87lKGICqlDtokLUYhHQlHI39IQb3L1EyzyDWK1yrU/dQS05KxG3ysWTaz886cTSjfDM6Mj/3/iMTzVU/vBESnUABDER01G65wmOOm8TyhQUVlKwNKJ1P5LWkgNeim7N2PYy6r7ujXGdgqZXmzOCQRCYsaHft0qdUM6GOOXg8yKlfOxCaW8E9fZkf7RhtsiisKnVz1zK7+EPoiRzkDMnQEBiwVzJ3BJQAgjHSmJbhLIIbSQ3UI2w4uNRwZUlf6rpIcZpUFDiAUWzuW5tJtU2qgU0CmT3XMXC+b ci@runner';
const RSA_1024 =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQC8ZozY5lqrI6hjUp/pmF3x1B5uEExKxELAj2TOmp+wCeTOdc+he/yMUcWOc4Zy5Xd65MLaqMRqYkEuD2STqQJRz9faw/HioUNou+STKEXZbakG57TiR21tEUq5MOEL9fRvySPRlMXIWsqPHwx/EdZVUn6MXt+xNveQwhHDAm9RmQ== old';
const ECDSA = {
  256: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBOLIGjoNtAbHE2RXU+0jTcbqx06Dx1j69R9NdTpBMzZaTnNrsWyoOIU7ftM0Rhb12HcWkz1YVLxbh0BFCAKmRk0= ec256',
  384: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBKopqkI8SXJ+UJ4rcw49eucHHm0sa7PcNqklYrfmgPYW4uIEs4/9b1g+AUX5NOrZWgJ/oPTWjAvLxDljM/7Fl+A5Yi4gTKsc/8M5/nnptRu5RtCIxgMLCmeLTEtAM2UUjg== ec384',
  521: 'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAC2emJQeXDctv6be7+mR7R71QR+jrCw6dEN37spvVv8E42ZffQBJ/0K6JkPYGF510Hf7PT7O8BX8/lvA1YrFTyxbABhrNGiNE1UesDVXRaslq34AgKSRZ2Qzbe9CPHgzMFslPQng8MfkpsLqbaoYS4nFxR+9PGBheYw/bXC8aGMBWqcdA== ec521',
};
const codeOf = (line: string) => {
  const r = parseSshPublicKey(line);
  return 'problem' in r ? r.problem.code : null;
};

describe('parseSshPublicKey', () => {
  it('reads an ed25519 key with its comment', () => {
    const r = parseSshPublicKey(`  ${ED25519}\n`);
    if (!('key' in r)) throw new Error('refused');
    expect(r.key).toMatchObject({ type: 'ssh-ed25519', bits: 256, comment: 'ali@laptop' });
    expect(r.key.blob).toHaveLength(51);
  });

  it('reads RSA keys with their modulus size, and refuses them under 2048 bits', () => {
    const r = parseSshPublicKey(RSA_2048);
    expect('key' in r && r.key.bits).toBe(2048);
    expect(parseSshPublicKey(RSA_1024)).toEqual({
      problem: { code: 'rsaTooShort', values: { bits: 1024, min: 2048 } },
    });
  });

  it.each([256, 384, 521] as const)('reads an ECDSA key on nistp%s', (bits) => {
    const r = parseSshPublicKey(ECDSA[bits]);
    expect('key' in r && [r.key.type, r.key.bits]).toEqual([`ecdsa-sha2-nistp${bits}`, bits]);
  });

  it('takes a key without a comment', () => {
    expect(codeOf(ED25519.split(' ').slice(0, 2).join(' '))).toBeNull();
  });

  it('refuses other types and layouts', () => {
    expect(codeOf('')).toBe('keyRequired');
    expect(codeOf('ssh-dss AAAAB3NzaC1kc3MAAACBAP')).toBe('keyFormat');
    expect(codeOf('AAAAC3NzaC1lZDI1NTE5AAAAIPOX')).toBe('keyFormat');
    expect(codeOf('-----BEGIN OPENSSH PRIVATE KEY-----')).toBe('keyFormat');
    expect(codeOf(`${ED25519}\n${RSA_2048}`)).toBe('keyFormat');
  });

  it('refuses a blob that does not hold the key its type names', () => {
    const [, ed] = ED25519.split(' ');
    const [, rsa] = RSA_2048.split(' ');
    // the ed25519 blob under the RSA name
    expect(codeOf(`ssh-rsa ${ed}`)).toBe('keyDamaged');
    // cut short, not base64, a character changed in the length prefix
    expect(codeOf(`ssh-ed25519 ${ed!.slice(0, 40)}`)).toBe('keyDamaged');
    expect(codeOf('ssh-ed25519 not*base64')).toBe('keyDamaged');
    expect(codeOf(`ssh-rsa ${rsa!.slice(0, 200)}`)).toBe('keyDamaged');
    // the nistp256 blob under the nistp384 name
    expect(codeOf(`ecdsa-sha2-nistp384 ${ECDSA[256].split(' ')[1]}`)).toBe('keyDamaged');
  });
});

describe('validateSshKey', () => {
  it('needs a name of English letters, digits and . _ - @', () => {
    expect(validateSshKey({ name: 'ali@laptop', public_key: ED25519 })).toEqual({});
    expect(validateSshKeyName('')).toEqual({ code: 'nameRequired' });
    expect(validateSshKeyName('کلید من')?.code).toBe('nameInvalid');
    expect(validateSshKeyName('x'.repeat(65))?.code).toBe('nameInvalid');
  });

  it('reports the name and the key each beside its field', () => {
    expect(validateSshKey({ name: '', public_key: 'nonsense' })).toEqual({
      name: { code: 'nameRequired' },
      public_key: { code: 'keyFormat' },
    });
  });
});
