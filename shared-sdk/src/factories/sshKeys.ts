import type { Schemas } from '../api/schemas';

type SshKey = Schemas['SshKey'];
import { DAY, FACTORY_NOW } from './demoTime';
import type { DemoOptions } from './localized';
import { serverDataCenterOf } from './servers';

/**
 * Real OpenSSH public keys (made with ssh-keygen) and their SHA256 fingerprints as `ssh-keygen -l`
 * prints them; the sandbox computes the same fingerprints from the keys.
 */
export const DEMO_SSH_PUBLIC_KEYS = {
  laptop: {
    public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPOX/gK8fDJfpqTm/WGICH5x7X6h/cK+x25TAoS6Z7io ali@laptop',
    fingerprint: 'SHA256:yI6wFh/t9U6d8/6ffrvTNwN0XjijAzgCIsX14RfJAko',
  },
  ciRunner: {
    public_key:
      'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCrv9EB/Lbk6QfNVNGr1fVSlWerymZFPeRLsmXSgMax8xzh0x/JJNR87lKGICqlDtokLUYhHQlHI39IQb3L1EyzyDWK1yrU/dQS05KxG3ysWTaz886cTSjfDM6Mj/3/iMTzVU/vBESnUABDER01G65wmOOm8TyhQUVlKwNKJ1P5LWkgNeim7N2PYy6r7ujXGdgqZXmzOCQRCYsaHft0qdUM6GOOXg8yKlfOxCaW8E9fZkf7RhtsiisKnVz1zK7+EPoiRzkDMnQEBiwVzJ3BJQAgjHSmJbhLIIbSQ3UI2w4uNRwZUlf6rpIcZpUFDiAUWzuW5tJtU2qgU0CmT3XMXC+b ci@runner',
    fingerprint: 'SHA256:qyjdLNFgopaPQWHXiYpHKRwRuAthhZoG2cJffD6j29U',
  },
  /** not seeded: the key a test adds */
  office: {
    public_key:
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINbS9tGXZ3LSLmV9OeGDEOL0OgK7KWkevzr8A1kfT+dW backup@office',
    fingerprint: 'SHA256:usp5vBe/UECtHpZwyAmNPDJS5ILo8bUh+xKE0LsVBro',
  },
} as const;

/** An ed25519 key for every data center; `over` replaces fields. */
export function makeSshKey(id: number, over: Partial<SshKey> = {}): SshKey {
  return {
    id,
    name: `key-${id}`,
    type: 'ssh-ed25519',
    bits: 256,
    fingerprint: DEMO_SSH_PUBLIC_KEYS.laptop.fingerprint,
    public_key: DEMO_SSH_PUBLIC_KEYS.laptop.public_key,
    datacenter: null,
    created_at: FACTORY_NOW - id * DAY,
    ...over,
  };
}

/** The demo customer's keys (newest first): ci-runner (RSA, every data center) and ali-laptop (ed25519, Tehran 1). */
export function demoSshKeys({ now, lang = 'en' }: DemoOptions): SshKey[] {
  return [
    makeSshKey(2, {
      name: 'ci-runner',
      type: 'ssh-rsa',
      bits: 2048,
      ...DEMO_SSH_PUBLIC_KEYS.ciRunner,
      created_at: now - 5 * DAY,
    }),
    makeSshKey(1, {
      name: 'ali-laptop',
      ...DEMO_SSH_PUBLIC_KEYS.laptop,
      datacenter: serverDataCenterOf(2, lang),
      created_at: now - 40 * DAY,
    }),
  ];
}
