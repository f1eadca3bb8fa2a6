import type {
  AttachCode,
  FirewallRuleCode,
  NetworkAttachCode,
  NetworkRuleCode,
  SnapshotRuleCode,
  SshKeyRuleCode,
  VolumeRuleCode,
} from '@portal/shared-sdk/rules';
import { CLOUD_INFRA_MESSAGE_KEYS, cloudInfraText, type CloudFamily } from './cloudInfraMessages';

// Every code a rule can give, per family: a Record so the compiler fails when a rule gains a code
// this list (and so the messages) lacks.
const all = <C extends string>(codes: Record<C, true>) => Object.keys(codes) as C[];
const CODES: Record<CloudFamily, string[]> = {
  volumes: all<VolumeRuleCode | 'datacenterInvalid' | 'serverNotFound'>({
    nameRequired: true,
    nameInvalid: true,
    sizeRequired: true,
    sizeRange: true,
    sizeNotLarger: true,
    datacenterRequired: true,
    otherDatacenter: true,
    alreadyAttached: true,
    notAttached: true,
    inUse: true,
    serverState: true,
    datacenterInvalid: true,
    serverNotFound: true,
  }),
  snapshots: all<SnapshotRuleCode | 'serverNotFound'>({
    nameRequired: true,
    nameInvalid: true,
    nameExists: true,
    serverRequired: true,
    serverState: true,
    diskTooSmall: true,
    serverNotFound: true,
  }),
  ssh: all<SshKeyRuleCode | 'nameExists' | 'keyExists' | 'datacenterInvalid'>({
    keyRequired: true,
    keyFormat: true,
    keyDamaged: true,
    rsaTooShort: true,
    nameRequired: true,
    nameInvalid: true,
    nameExists: true,
    keyExists: true,
    datacenterInvalid: true,
  }),
  firewall: all<
    | FirewallRuleCode
    | AttachCode
    | 'nameExists'
    | 'ruleExists'
    | 'notAttached'
    | 'inUse'
    | 'datacenterInvalid'
  >({
    nameRequired: true,
    nameInvalid: true,
    directionInvalid: true,
    protocolInvalid: true,
    portRequired: true,
    portInvalid: true,
    portOrder: true,
    portNotAllowed: true,
    cidrRequired: true,
    cidrInvalid: true,
    alreadyAttached: true,
    otherDatacenter: true,
    serverState: true,
    nameExists: true,
    ruleExists: true,
    notAttached: true,
    inUse: true,
    datacenterInvalid: true,
  }),
  networks: all<
    | NetworkRuleCode
    | NetworkAttachCode
    | AttachCode
    | 'rangeFull'
    | 'notAttached'
    | 'inUse'
    | 'datacenterInvalid'
  >({
    nameRequired: true,
    nameTooLong: true,
    subnetRequired: true,
    subnetInvalid: true,
    subnetPrefix: true,
    subnetNotPrivate: true,
    rangeExists: true,
    gatewayRequired: true,
    gatewayInvalid: true,
    gatewayOutsideSubnet: true,
    gatewayInRange: true,
    fromRequired: true,
    fromInvalid: true,
    fromOutsideSubnet: true,
    toRequired: true,
    toInvalid: true,
    toOutsideSubnet: true,
    rangeOrder: true,
    tooFewReserved: true,
    dnsInvalid: true,
    dnsTooMany: true,
    ipInvalid: true,
    ipOutsideSubnet: true,
    ipIsGateway: true,
    ipTaken: true,
    alreadyAttached: true,
    otherDatacenter: true,
    serverState: true,
    rangeFull: true,
    notAttached: true,
    inUse: true,
    datacenterInvalid: true,
  }),
};

describe('the cloud messages', () => {
  it.each(Object.entries(CODES))('say every %s rule in both languages', (family, codes) => {
    for (const code of codes) {
      for (const lang of ['en', 'fa'] as const) {
        const textOf = cloudInfraText(lang, family as CloudFamily, code, {
          server: 'web-1',
          name: 'x',
          max: 1,
          min: 1,
          size: 1,
          disk: 1,
          bits: 1,
          first: 'a',
          last: 'b',
          subnet: 's',
          ip: 'i',
        });
        expect([code, lang, textOf]).not.toEqual([code, lang, code]);
        expect(textOf).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('keep Persian for every key (not the English text)', () => {
    for (const key of CLOUD_INFRA_MESSAGE_KEYS) {
      const [family, code] = key.split('.') as [CloudFamily | 'common', string];
      expect([key, cloudInfraText('fa', family, code)]).not.toEqual([
        key,
        cloudInfraText('en', family, code),
      ]);
    }
  });
});
