import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { Database } from 'better-sqlite3';
import { WebSocket, WebSocketServer } from 'ws';
import { createRfbTap, formatKey } from './rfbTap';
import { startXvncDisplay, xvncMissing, type XvncDisplay } from './xvncDisplay';

/** A console token works once, within this many seconds of the sandbox clock. */
export const VNC_TOKEN_SECONDS = 60;
/** The path of the WebSocket that carries RFB; under the API prefix, so a proxy in front passes it on. */
export const VNC_WEBSOCKET_PATH = '/api/v1/cloud/vnc/websocket';
/** A screen nobody has watched for this long is shut (ms). */
const IDLE_SCREEN_MS = 10 * 60_000;
/** Bytes waiting for the browser above which the bridge stops reading from the RFB server, and below which it reads again. */
const HIGH_WATER = 8 << 20;
const LOW_WATER = 1 << 20;

export interface ConsoleAccess {
  url: string;
  token: string;
  expires_at: number;
}

/** The servers' consoles: one RFB screen per running server, reached by the browser through a WebSocket bridge. */
export interface ServerConsoles {
  /** Why this machine shows no screens (a program missing), or null when it does. */
  unavailable: () => string | null;
  /** Starts the server's screen if needed and hands out a single-use, short-lived token for it. */
  issue: (server: { id: number; name: string; os: string }) => Promise<ConsoleAccess>;
  /** The server stopped running (or restarted): its sessions close and its screen goes away. */
  stop: (serverId: number) => void;
  /** Closes the open sessions (of one server, or all); how many there were. */
  kick: (serverId?: number) => number;
  /** The lines the server's console received, oldest first. */
  typed: (serverId: number) => string[];
  /** The keys the server's console received (`+ffe3` pressed, `-ffe3` released), oldest first. */
  keys: (serverId: number) => string[];
  /** Answers WebSocket upgrades to VNC_WEBSOCKET_PATH on this HTTP server. */
  attachUpgrade: (server: HttpServer) => void;
  /** Stops every screen and session (a reset, or the sandbox closing). */
  close: () => void;
}

export interface ServerConsolesOptions {
  db: Database;
  nowSec: () => number;
  /** the origin the browser sees (http → ws, https → wss) */
  publicOrigin: string;
  /** settles the server's changes and says whether it is running now */
  isRunning: (serverId: number) => boolean;
}

interface Screen {
  display: XvncDisplay;
  keys: string[];
  idle?: NodeJS.Timeout;
}

// every screen of every sandbox in this process, stopped when the process exits
const liveScreens = new Set<XvncDisplay>();
let exitHookInstalled = false;
function trackScreen(display: XvncDisplay): void {
  liveScreens.add(display);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => liveScreens.forEach((d) => d.stop()));
  }
}

function refuse(socket: Duplex, status: 403 | 503): void {
  socket.end(
    `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Service Unavailable'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

export function createServerConsoles({
  db,
  nowSec,
  publicOrigin,
  isRunning,
}: ServerConsolesOptions): ServerConsoles {
  const screens = new Map<number, Screen>();
  const starting = new Map<number, Promise<Screen>>();
  const sessions = new Set<{ serverId: number; ws: WebSocket }>();
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    handleProtocols: (offered) => (offered.has('binary') ? 'binary' : false),
  });
  const wsOrigin = publicOrigin.replace(/^http/, 'ws');

  const stopScreen = (serverId: number) => {
    const screen = screens.get(serverId);
    if (!screen) return;
    clearTimeout(screen.idle);
    screen.display.stop();
    liveScreens.delete(screen.display);
    screens.delete(serverId);
  };

  const kick = (serverId?: number) => {
    let closed = 0;
    for (const s of sessions) {
      if (serverId !== undefined && s.serverId !== serverId) continue;
      s.ws.close(1000);
      sessions.delete(s);
      closed += 1;
    }
    return closed;
  };

  const sessionsOf = (serverId: number) => [...sessions].filter((s) => s.serverId === serverId).length;

  const watchIdle = (serverId: number) => {
    const screen = screens.get(serverId);
    if (!screen) return;
    clearTimeout(screen.idle);
    if (sessionsOf(serverId) === 0)
      screen.idle = setTimeout(() => stopScreen(serverId), IDLE_SCREEN_MS).unref();
  };

  const screenFor = (server: { id: number; name: string; os: string }): Promise<Screen> => {
    const open = screens.get(server.id);
    if (open) return Promise.resolve(open);
    const pending = starting.get(server.id);
    if (pending) return pending;
    const started = startXvncDisplay({ name: server.name, os: server.os })
      .then((display) => {
        trackScreen(display);
        const screen: Screen = { display, keys: [] };
        screens.set(server.id, screen);
        watchIdle(server.id);
        return screen;
      })
      .finally(() => starting.delete(server.id));
    starting.set(server.id, started);
    return started;
  };

  const bridge = (ws: WebSocket, serverId: number, screen: Screen) => {
    const session = { serverId, ws };
    sessions.add(session);
    clearTimeout(screen.idle);
    const rfb = net.connect(screen.display.socket);
    const tap = createRfbTap((key) => {
      if (screen.keys.length < 10_000) screen.keys.push(formatKey(key));
    });
    let paused = false;
    rfb.on('data', (data) => {
      if (ws.readyState !== WebSocket.OPEN) return;
      ws.send(data, { binary: true }, () => {
        if (paused && ws.bufferedAmount < LOW_WATER) {
          paused = false;
          rfb.resume();
        }
      });
      if (ws.bufferedAmount > HIGH_WATER) {
        paused = true;
        rfb.pause();
      }
    });
    ws.on('message', (data: Buffer) => {
      tap(data);
      rfb.write(data);
    });
    const end = () => {
      rfb.destroy();
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(1000);
      if (sessions.delete(session)) watchIdle(serverId);
    };
    rfb.on('close', end);
    rfb.on('error', end);
    ws.on('close', end);
    ws.on('error', end);
  };

  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname !== VNC_WEBSOCKET_PATH) return;
    const token = url.searchParams.get('token') ?? '';
    const row = db
      .prepare<[string], { server_id: number; expires_at: number; used_at: number | null }>(
        'SELECT * FROM vnc_tokens WHERE token = ?',
      )
      .get(token);
    // like a provider's console proxy: a bad, used or expired token gets no RFB byte
    if (!row || row.used_at !== null || row.expires_at < nowSec()) return refuse(socket, 403);
    db.prepare('UPDATE vnc_tokens SET used_at = ? WHERE token = ?').run(nowSec(), token);
    // a server that is not running has no console; a running one whose screen died answers 503
    if (!isRunning(row.server_id)) return refuse(socket, 403);
    const screen = screens.get(row.server_id);
    if (!screen) return refuse(socket, 503);
    wss.handleUpgrade(req, socket, head, (ws) => bridge(ws, row.server_id, screen));
  };

  return {
    unavailable: () => {
      const missing = xvncMissing();
      return missing.length
        ? `missing ${missing.join(', ')} (Debian: tigervnc-standalone-server, xterm)`
        : null;
    },
    issue: async (server) => {
      await screenFor(server);
      const token = randomBytes(24).toString('hex');
      const expires_at = nowSec() + VNC_TOKEN_SECONDS;
      db.prepare('INSERT INTO vnc_tokens (token, server_id, expires_at) VALUES (?, ?, ?)').run(
        token,
        server.id,
        expires_at,
      );
      return { token, expires_at, url: `${wsOrigin}${VNC_WEBSOCKET_PATH}?token=${token}` };
    },
    stop: (serverId) => {
      kick(serverId);
      stopScreen(serverId);
    },
    kick,
    typed: (serverId) => screens.get(serverId)?.display.typed() ?? [],
    keys: (serverId) => [...(screens.get(serverId)?.keys ?? [])],
    attachUpgrade: (server) => void server.on('upgrade', upgrade),
    close: () => {
      kick();
      for (const id of [...screens.keys()]) stopScreen(id);
    },
  };
}
