import {
  validateVolume,
  validateVolumeGrowth,
  volumeAttachProblem,
  volumeDeleteProblem,
  volumeDetachProblem,
} from './volumes';
import { attachToServerProblem, isServerSettled } from './serverStates';

describe('validateVolume', () => {
  it('takes a name, a whole size from 10 to 2000 GB and a data center', () => {
    expect(validateVolume({ name: 'data-2', size: 100, datacenter_id: 2 })).toEqual({});
    expect(validateVolume({ name: 'data-2', size: '۵۰', datacenter_id: '2' })).toEqual({});
    expect(validateVolume({})).toEqual({
      name: { code: 'nameRequired' },
      size: { code: 'sizeRequired' },
      datacenter_id: { code: 'datacenterRequired' },
    });
  });

  it('refuses sizes outside the bounds or not whole, naming the bounds', () => {
    expect(validateVolume({ name: 'v', size: 5, datacenter_id: 1 }).size).toEqual({
      code: 'sizeRange',
      values: { min: 10, max: 2000 },
    });
    expect(validateVolume({ name: 'v', size: 2001, datacenter_id: 1 }).size?.code).toBe('sizeRange');
    expect(validateVolume({ name: 'v', size: 10.5, datacenter_id: 1 }).size?.code).toBe('sizeRange');
  });

  it('refuses names with spaces or non-English letters', () => {
    expect(validateVolume({ name: 'my disk', size: 10, datacenter_id: 1 }).name?.code).toBe('nameInvalid');
    expect(validateVolume({ name: 'دیسک', size: 10, datacenter_id: 1 }).name?.code).toBe('nameInvalid');
  });
});

describe('validateVolumeGrowth', () => {
  it('only grows', () => {
    expect(validateVolumeGrowth(100, 150)).toBeNull();
    expect(validateVolumeGrowth(100, 100)).toEqual({ code: 'sizeNotLarger', values: { size: 100 } });
    expect(validateVolumeGrowth(100, 50)?.code).toBe('sizeNotLarger');
    expect(validateVolumeGrowth(100, 3000)?.code).toBe('sizeRange');
  });
});

describe('attaching, detaching and deleting', () => {
  const free = { datacenter_id: 2, server: null };
  const attached = { datacenter_id: 2, server: { id: 1, name: 'web-1' } };

  it('attaches a free volume to a settled server of its data center', () => {
    expect(volumeAttachProblem(free, { datacenter_id: 2, status: 'ON' })).toBeNull();
    expect(volumeAttachProblem(free, { datacenter_id: 2, status: 'OFF' })).toBeNull();
    expect(volumeAttachProblem(free, { datacenter_id: 1, status: 'ON' })).toEqual({
      code: 'otherDatacenter',
    });
    expect(volumeAttachProblem(attached, { datacenter_id: 2, status: 'ON' })).toEqual({
      code: 'alreadyAttached',
      values: { server: 'web-1' },
    });
    for (const status of ['BUILD', 'REBUILD', 'RELOAD', 'RESCUING', 'RESTARTING', 'SUSPENDED']) {
      expect(volumeAttachProblem(free, { datacenter_id: 2, status })).toEqual({ code: 'serverState' });
    }
  });

  it('detaches only an attached volume of a settled server', () => {
    expect(volumeDetachProblem(attached, 'ON')).toBeNull();
    expect(volumeDetachProblem(free)).toEqual({ code: 'notAttached' });
    expect(volumeDetachProblem(attached, 'BUILD')).toEqual({ code: 'serverState' });
  });

  it('deletes only a detached volume', () => {
    expect(volumeDeleteProblem(free)).toBeNull();
    expect(volumeDeleteProblem(attached)).toEqual({ code: 'inUse', values: { server: 'web-1' } });
  });

  it('counts only ON and OFF as settled', () => {
    expect(['ON', 'OFF', 'BUILD', 'FRONT_TURNING_ON'].map(isServerSettled)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('attachToServerProblem', () => {
  const web1 = { datacenter_id: 2, status: 'ON', name: 'web-1' };

  it('attaches a data-center resource once, to a settled server of its data center', () => {
    expect(attachToServerProblem({ datacenter_id: 2 }, web1, false)).toBeNull();
    expect(attachToServerProblem({ datacenter_id: 2 }, web1, true)).toEqual({
      code: 'alreadyAttached',
      values: { server: 'web-1' },
    });
    expect(attachToServerProblem({ datacenter_id: 1 }, web1, false)).toEqual({ code: 'otherDatacenter' });
    expect(attachToServerProblem({ datacenter_id: 2 }, { ...web1, status: 'RESTARTING' }, false)).toEqual({
      code: 'serverState',
    });
  });
});
