import path from 'node:path';

// scripts/apt.cjs: how npm start and npm test run apt-get
const { aptGet, aptGetArgs, lockBusy, LOCK_TIMEOUT_S } = require(
  path.resolve(__dirname, '../../scripts/apt.cjs'),
);

type Spawned = { status: number; stdout: string; stderr: string };

describe('apt-get for npm start and npm test', () => {
  const quiet = () => {
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  };
  afterEach(() => jest.restoreAllMocks());

  it('waits for another package manager to let go of the dpkg lock', () => {
    expect(aptGetArgs('install', '-y', 'xterm')).toEqual([
      '-o',
      `DPkg::Lock::Timeout=${LOCK_TIMEOUT_S}`,
      'install',
      '-y',
      'xterm',
    ]);
    expect(LOCK_TIMEOUT_S).toBeGreaterThanOrEqual(300);
  });

  it('tries again when apt still reports a held lock, and gives up on any other failure at once', () => {
    quiet();
    const answers: Spawned[] = [
      {
        status: 100,
        stdout: '',
        stderr: 'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)',
      },
      { status: 0, stdout: 'ok', stderr: '' },
    ];
    const calls: string[][] = [];
    const sleeps: number[] = [];
    const spawn = (cmd: string, args: string[]) => {
      calls.push([cmd, ...args]);
      return answers.shift();
    };
    expect(
      aptGet(['install', '-y', 'xterm'], { spawn, sleep: (ms: number) => sleeps.push(ms), pauseMs: 5 }),
    ).toBe(0);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toContain(`DPkg::Lock::Timeout=${LOCK_TIMEOUT_S}`);
    expect(sleeps).toEqual([5]);

    const broken = () => ({ status: 100, stdout: '', stderr: 'E: Unable to locate package no-such-package' });
    expect(() => aptGet(['install', 'no-such-package'], { spawn: broken, sleep: () => undefined })).toThrow(
      'apt-get install no-such-package exited with 100',
    );
  });

  it('stops trying after the last attempt', () => {
    quiet();
    let n = 0;
    const held = () => {
      n += 1;
      return {
        status: 100,
        stdout: '',
        stderr: 'E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend)',
      };
    };
    expect(() => aptGet(['update'], { spawn: held, sleep: () => undefined, tries: 3 })).toThrow(
      'apt-get update exited with 100',
    );
    expect(n).toBe(3);
    expect(lockBusy('E: Unable to lock directory /var/lib/apt/lists/')).toBe(true);
  });
});
