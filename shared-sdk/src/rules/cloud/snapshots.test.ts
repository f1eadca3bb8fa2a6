import { snapshotRestoreProblem, snapshotTakeProblem, validateSnapshotName } from './snapshots';

describe('validateSnapshotName', () => {
  it('takes English letters, digits, dash and period, up to 64', () => {
    expect(validateSnapshotName('web-1.before-upgrade')).toBeNull();
    expect(validateSnapshotName('')).toEqual({ code: 'nameRequired' });
    expect(validateSnapshotName('web_1')).toEqual({ code: 'nameInvalid', values: { max: 64 } });
    expect(validateSnapshotName('web 1')?.code).toBe('nameInvalid');
    expect(validateSnapshotName('x'.repeat(65))?.code).toBe('nameInvalid');
  });
});

describe('snapshot restore', () => {
  const snapshot = { disk_size: 80 };

  it('restores onto a disk of equal or larger capacity', () => {
    expect(snapshotRestoreProblem(snapshot, { name: 'web-1', disk: 80, status: 'ON' })).toBeNull();
    expect(snapshotRestoreProblem(snapshot, { name: 'big', disk: 160, status: 'OFF' })).toBeNull();
  });

  it('refuses a smaller disk and says why', () => {
    expect(snapshotRestoreProblem(snapshot, { name: 'db-backup', disk: 25, status: 'OFF' })).toEqual({
      code: 'diskTooSmall',
      values: { size: 80, server: 'db-backup', disk: 25 },
    });
  });

  it('needs a settled server to restore onto or to take from', () => {
    expect(snapshotRestoreProblem(snapshot, { name: 'web-1', disk: 80, status: 'RESCUING' })).toEqual({
      code: 'serverState',
    });
    expect(snapshotTakeProblem({ status: 'BUILD' })).toEqual({ code: 'serverState' });
    expect(snapshotTakeProblem({ status: 'OFF' })).toBeNull();
  });
});
