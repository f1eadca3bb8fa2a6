import { DEMO_CLOUD_PRICES, DEMO_DATACENTERS, DEMO_OS_IMAGES, inLang } from '@portal/shared-sdk/factories';
import type { DataCenter } from '@portal/shared-sdk';
import {
  INITIAL_VALUES,
  createServerPrice,
  offeredDatacenters,
  toCreateBody,
  validateCreateServer,
  type CreateServerValues,
} from './createServerValues';

const datacenters: DataCenter[] = DEMO_DATACENTERS.map((dc) => ({
  ...dc,
  disk_types: [...dc.disk_types],
  display_name: inLang(dc.display_name),
}));
const images = DEMO_OS_IMAGES.map((os) => ({ ...os }));
const valid: CreateServerValues = {
  ...INITIAL_VALUES,
  datacenter_id: '2',
  os_id: '1',
  disk_type: 'ssd',
  name: 'web-2',
};
const check = (change: Partial<CreateServerValues>, trial = true) =>
  validateCreateServer({ ...valid, ...change }, datacenters, images, trial);

describe('validateCreateServer', () => {
  it('accepts a complete choice', () => {
    expect(check({})).toEqual({});
    expect(check({ tier: 'custom', cpu: 2, ram: 3, disk: 40, disk_type: 'nvme' })).toEqual({});
  });

  it('names each field that breaks a rule', () => {
    expect(check({ datacenter_id: '', os_id: '', disk_type: '', name: '' })).toEqual({
      datacenter_id: { id: 'cloud.create.error.datacenter' },
      os_id: { id: 'cloud.create.error.os' },
      name: { id: 'cloud.create.error.name.required' },
    });
    expect(check({ datacenter_id: '6' }).datacenter_id).toEqual({
      id: 'cloud.create.error.datacenterInactive',
    });
    expect(check({ datacenter_id: '3', disk_type: 'nvme' }).disk_type).toEqual({
      id: 'cloud.create.error.diskType',
    });
    expect(check({ name: 'web 2' }).name).toEqual({ id: 'cloud.create.error.name.format' });
  });

  it('holds a custom size to its bounds and the OS to its disk', () => {
    expect(check({ tier: 'custom', cpu: 33, ram: 1, disk: 25 }).cpu).toEqual({
      id: 'cloud.create.error.range',
      values: { min: 1, max: 32 },
    });
    expect(check({ os_id: '6' }).tier).toEqual({ id: 'cloud.create.error.osDisk', values: { min: 40 } });
  });

  it('checks the init script as YAML before it is sent', () => {
    expect(check({ init_script: 'packages: [nginx' }).init_script).toMatchObject({
      id: 'cloud.create.error.scriptYaml',
    });
    expect(check({ init_script: '- a' }).init_script).toEqual({ id: 'cloud.create.error.scriptMapping' });
    expect(check({ init_script: '#cloud-config\nruncmd:\n  - echo hi\n' }).init_script).toBeUndefined();
  });

  it('offers the trial once, economic, where the data center offers it', () => {
    expect(check({ is_test: true })).toEqual({});
    expect(check({ is_test: true }, false).is_test).toEqual({ id: 'cloud.create.error.trialTaken' });
    expect(check({ is_test: true, datacenter_id: '1' }).is_test).toEqual({
      id: 'cloud.create.error.trialDatacenter',
    });
    expect(check({ is_test: true, tier: 'extreme' }).is_test).toEqual({ id: 'cloud.create.error.trialTier' });
  });

  it('never offers a hidden data center', () => {
    const hidden = datacenters.map((dc) => (dc.id === 2 ? { ...dc, is_hidden: true } : dc));
    expect(offeredDatacenters(hidden).map((dc) => dc.id)).toEqual([1, 3, 4, 5, 6]);
    expect(validateCreateServer(valid, hidden, images, true).datacenter_id).toEqual({
      id: 'cloud.create.error.datacenter',
    });
  });
});

describe('createServerPrice', () => {
  it('prices the size from the price list as it is chosen', () => {
    expect(createServerPrice(valid, DEMO_CLOUD_PRICES)).toBe(3500);
    expect(createServerPrice({ ...valid, tier: 'commercial' }, DEMO_CLOUD_PRICES)).toBe(9100);
    expect(createServerPrice({ ...valid, public_ip: false }, DEMO_CLOUD_PRICES)).toBe(3000);
    expect(createServerPrice({ ...valid, is_test: true }, DEMO_CLOUD_PRICES)).toBe(0);
    expect(createServerPrice({ ...valid, tier: 'custom' }, DEMO_CLOUD_PRICES)).toBeNull();
    expect(createServerPrice(valid, undefined)).toBeNull();
  });
});

describe('toCreateBody', () => {
  it('sends numbers for ids, the custom size only for a custom tier, and leaves out what was not chosen', () => {
    expect(toCreateBody(valid)).toEqual({
      name: 'web-2',
      datacenter_id: 2,
      os_id: 1,
      tier: 'economic',
      disk_type: 'ssd',
      public_ip: true,
      autopilot: false,
      is_test: false,
    });
    expect(
      toCreateBody({
        ...valid,
        tier: 'custom',
        cpu: 2,
        ram: 4,
        disk: 50,
        ssh_key_id: '3',
        private_network_id: '9',
        init_script: 'a: 1',
        name: ' web-3 ',
      }),
    ).toEqual({
      name: 'web-3',
      datacenter_id: 2,
      os_id: 1,
      tier: 'custom',
      cpu: 2,
      ram: 4,
      disk: 50,
      disk_type: 'ssd',
      public_ip: true,
      autopilot: false,
      is_test: false,
      ssh_key_id: 3,
      private_network_id: 9,
      init_script: 'a: 1',
    });
  });
});
