// apt-get as `npm start` and `npm test` run it: Debian's packages for the browser and the real
// servers the portal talks to. CommonJS so the build's jest tests can require it.
const { spawnSync } = require('node:child_process');

/** How long apt-get waits for another apt or dpkg (an unattended upgrade, a second install) to let go of its locks, s. */
const LOCK_TIMEOUT_S = 600;

/** Every apt-get command waits for the dpkg and list locks instead of failing at once ("Could not get lock"). */
function aptGetArgs(...args) {
  return ['-o', `DPkg::Lock::Timeout=${LOCK_TIMEOUT_S}`, ...args];
}

/** Whether apt-get's output says another process held a lock past the wait (older apt ignores the option for some locks). */
function lockBusy(output) {
  return /Could not get lock|Unable to acquire the dpkg frontend lock|Unable to lock directory/.test(output);
}

/**
 * Runs `apt-get <args>` (through sudo unless root) with the lock wait; if apt still reports a lock
 * held by another process, tries again (up to `tries` times, `pauseMs` apart). Output is passed
 * through. Returns the exit status; throws on a failure that is not a lock.
 */
function aptGet(
  args,
  { tries = 5, pauseMs = 15_000, spawn = spawnSync, sleep = sleepSync, env = process.env } = {},
) {
  const prefix = process.getuid?.() === 0 ? [] : ['sudo'];
  const command = [...prefix, 'apt-get', ...aptGetArgs(...args)];
  for (let attempt = 1; ; attempt += 1) {
    const res = spawn(command[0], command.slice(1), {
      encoding: 'utf8',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (res.error) throw res.error;
    if (res.stdout) process.stdout.write(res.stdout);
    if (res.stderr) process.stderr.write(res.stderr);
    if (res.status === 0) return 0;
    if (!lockBusy(`${res.stdout ?? ''}${res.stderr ?? ''}`) || attempt >= tries) {
      throw new Error(`apt-get ${args.join(' ')} exited with ${res.status}`);
    }
    console.log(
      `apt-get: another package manager holds the lock; trying again in ${pauseMs / 1000} s (${attempt}/${tries})`,
    );
    sleep(pauseMs);
  }
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

module.exports = { aptGet, aptGetArgs, lockBusy, LOCK_TIMEOUT_S };
