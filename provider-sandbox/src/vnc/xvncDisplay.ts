import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The programs a server's screen needs, from Debian's tigervnc-standalone-server and xterm. */
export const XVNC = 'Xtigervnc';
export const XTERM = 'xterm';

/** Where a program is on PATH, or null. */
export function findProgram(name: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || null : null;
}

/** Whether this machine can show servers' screens (both programs installed). */
export function xvncMissing(): string[] {
  return [XVNC, XTERM].filter((p) => findProgram(p) === null);
}

/** One server's screen: a TigerVNC X server on a Unix socket with a full-screen terminal as the server's console. */
export interface XvncDisplay {
  /** the RFB server's Unix socket */
  socket: string;
  /** the lines the console received (Enter ends one), oldest first */
  typed: () => string[];
  stop: () => void;
}

export interface XvncOptions {
  /** the server's name: the desktop name and the prompt */
  name: string;
  /** shown in the console's banner */
  os: string;
  /** ms to wait for the X server and the terminal */
  timeoutMs?: number;
}

const SCREEN = { width: 1024, height: 768 };
/** The terminal's background; tests find the screen by this colour. */
export const CONSOLE_BACKGROUND = '#102030';

/** Polls `probe` every 50 ms until it gives a value; a probe that throws (a process died) ends the wait. */
function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | null> | T | null): Promise<T> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = async () => {
      try {
        const value = await probe();
        if (value !== null) return resolve(value);
        if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${what}`));
        setTimeout(() => void tick(), 50);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    void tick();
  });
}

function exited(child: ChildProcess, name: string): void {
  if (child.exitCode !== null || child.signalCode !== null)
    throw new Error(`${name} exited (${child.exitCode ?? child.signalCode})`);
}

const connectable = (path: string) =>
  new Promise<true | null>((resolve) => {
    const probe = net.connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(null));
  });

/**
 * Starts Xtigervnc (no TCP port: a Unix socket in a fresh folder; `-displayfd` picks a free display)
 * and an xterm covering its screen that runs the server's console: a prompt that echoes what is
 * typed and appends each finished line to a log the sandbox reads (the server's own record).
 * Resolves once the terminal runs.
 */
export async function startXvncDisplay({ name, os, timeoutMs = 15_000 }: XvncOptions): Promise<XvncDisplay> {
  const run = mkdtempSync(join(tmpdir(), 'sandbox-vnc-'));
  const socket = join(run, 'rfb.sock');
  const typedLog = join(run, 'typed.log');
  const ready = join(run, 'ready');
  writeFileSync(typedLog, '');
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children.reverse())
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    rmSync(run, { recursive: true, force: true });
  };
  try {
    const xvnc = spawn(
      XVNC,
      [
        '-displayfd',
        '3',
        '-geometry',
        `${SCREEN.width}x${SCREEN.height}`,
        '-depth',
        '24',
        '-rfbport',
        '-1',
        '-rfbunixpath',
        socket,
        '-desktop',
        name,
        '-SecurityTypes',
        'None',
        '-AlwaysShared',
        '-AcceptSetDesktopSize=0',
        '-nolisten',
        'tcp',
      ],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
    );
    children.push(xvnc);
    let display = '';
    xvnc.stdio[3]?.on('data', (d: Buffer) => (display += d.toString()));
    // -displayfd: the server writes the display number it took, then a newline
    await waitFor('the X server', timeoutMs, () => {
      exited(xvnc, XVNC);
      return display.includes('\n') ? display.trim() : null;
    });
    await waitFor('the RFB socket', timeoutMs, () => connectable(socket));
    // the console: a banner, then a prompt; every line typed is echoed and appended to the log
    const consoleScript = [
      `printf '%s (%s)\\n\\n' "$SERVER_NAME" "$SERVER_OS"`,
      `: > "$READY"`,
      `while :; do printf 'root@%s:~# ' "$SERVER_NAME"; IFS= read -r line || exit 0; printf '%s\\n' "$line" >> "$TYPED"; done`,
    ].join('; ');
    const xterm = spawn(
      XTERM,
      [
        '-fn',
        'fixed',
        '-geometry',
        '170x58+0+0',
        '-bg',
        CONSOLE_BACKGROUND,
        '-fg',
        '#f0f0f0',
        '-bw',
        '0',
        '-e',
        'sh',
        '-c',
        consoleScript,
      ],
      {
        env: {
          ...process.env,
          DISPLAY: `:${display.trim()}`,
          SERVER_NAME: name,
          SERVER_OS: os,
          TYPED: typedLog,
          READY: ready,
        },
        stdio: 'ignore',
      },
    );
    children.push(xterm);
    await waitFor('the console', timeoutMs, () => {
      exited(xterm, XTERM);
      return existsSync(ready) ? true : null;
    });
  } catch (error) {
    stop();
    throw error;
  }
  return {
    socket,
    typed: () =>
      existsSync(typedLog)
        ? readFileSync(typedLog, 'utf8')
            .split('\n')
            .filter((l) => l !== '')
        : [],
    stop,
  };
}
