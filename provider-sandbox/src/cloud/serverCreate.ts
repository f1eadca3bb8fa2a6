import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { parse as parseYaml } from 'yaml';
import {
  SERVER_NAME_MAX_LENGTH,
  TRIAL_SERVER_DAYS,
  TRIAL_SERVER_TIER,
  canAffordServer,
  checkInitScript,
  serverSizeOf,
  validateServerName,
  validateServerSize,
  type ServerSize,
} from '@portal/shared-sdk/rules';
import type { DataCenterRow } from '../resources/static';
import { diskTypesOf } from '../resources/static';
import type { FieldProblem } from './serverErrors';
import { SERVER_LINK_KINDS, type ServerLinks } from './serverLinks';
import { sizeProblems } from './serverSizeProblems';
import { hourlyCostFor, walletBalance } from './serverBilling';

const DAY = 86_400; // seconds

/** The create body after the OpenAPI document's checks (types coerced, defaults filled). */
export interface CreateBody {
  name: string;
  datacenter_id: number;
  os_id: number;
  tier: string;
  cpu?: number;
  ram?: number;
  disk?: number;
  disk_type: string;
  ssh_key_id?: number | null;
  init_script?: string | null;
  firewall_id?: number | null;
  private_network_id?: number | null;
  public_ip: boolean;
  autopilot: boolean;
  is_test: boolean;
}

export interface CheckedServer {
  name: string;
  size: ServerSize;
  hourlyCost: number;
  expiresAt: number | null;
}

/** A root password: letters of both cases, digits and a symbol. */
export function newPassword(): string {
  const body = randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12)
    .padEnd(12, 'x');
  return `${body}#${Math.floor(Math.random() * 90) + 10}Aa`;
}

/** What is wrong with a server name: the shared name rule, or another of the user's servers (not `exceptId`) has it. */
export function nameProblem(db: Database, userId: number, name: string, exceptId = 0): FieldProblem | null {
  const error = validateServerName(name);
  if (error === 'required') return ['nameRequired'];
  if (error === 'tooLong') return ['nameTooLong', { max: SERVER_NAME_MAX_LENGTH }];
  if (error === 'format') return ['nameFormat'];
  const taken = db
    .prepare<[number, string, number], { id: number }>(
      'SELECT id FROM servers WHERE user_id = ? AND name = ? AND id != ?',
    )
    .get(userId, name, exceptId);
  return taken ? ['nameTaken'] : null;
}

/**
 * Every rule a new server is held to, with the same shared rules the portal checks before it sends:
 * the name, a data center that exists, is shown and takes servers, an OS, a size that holds the OS,
 * a disk family the data center offers, an init script that is a YAML mapping, links the user has
 * in that data center, the trial's terms, and a wallet that pays the first hour.
 */
export function checkCreate(
  db: Database,
  userId: number,
  body: CreateBody,
  links: ServerLinks,
  now: number,
): { problems: Record<string, FieldProblem>; balanceShort?: number; server?: CheckedServer } {
  const problems: Record<string, FieldProblem> = {};
  const name = body.name.trim();
  const badName = nameProblem(db, userId, name);
  if (badName) problems.name = badName;

  const dc = db
    .prepare<[number], DataCenterRow>('SELECT * FROM datacenters WHERE id = ?')
    .get(body.datacenter_id);
  if (!dc || dc.is_hidden === 1) problems.datacenter_id = ['datacenterUnknown'];
  else if (dc.is_active !== 1) problems.datacenter_id = ['datacenterInactive'];

  const os = db
    .prepare<[number], { min_disk: number }>('SELECT min_disk FROM os_images WHERE id = ?')
    .get(body.os_id);
  if (!os) problems.os_id = ['osUnknown'];

  const sizeInput = { tier: body.tier, cpu: body.cpu, ram: body.ram, disk: body.disk };
  Object.assign(problems, sizeProblems(validateServerSize(sizeInput, os?.min_disk ?? 0)));

  if (dc && !problems.datacenter_id && !diskTypesOf(dc).includes(body.disk_type))
    problems.disk_type = ['diskTypeUnavailable'];

  const script = checkInitScript(body.init_script, parseYaml);
  if (script?.kind === 'tooLong') problems.init_script = ['initScriptTooLong', { max: script.max }];
  if (script?.kind === 'yaml')
    problems.init_script = script.line ? ['initScriptYaml', { line: script.line }] : ['initScriptYamlNoLine'];
  if (script?.kind === 'notMapping') problems.init_script = ['initScriptMapping'];

  for (const kind of SERVER_LINK_KINDS) {
    const id = body[kind];
    if (id === null || id === undefined || !dc) continue;
    const problem = links.problem(kind, db, userId, id, dc.id);
    if (problem) problems[kind] = problem;
  }

  if (body.is_test) {
    if (
      db
        .prepare<[number], { user_id: number }>('SELECT user_id FROM server_trials WHERE user_id = ?')
        .get(userId)
    )
      problems.is_test = ['trialTaken'];
    else if (dc && dc.has_test !== 1) problems.is_test = ['trialUnavailable'];
    else if (body.tier !== TRIAL_SERVER_TIER) problems.is_test = ['trialTier'];
  }

  const size = serverSizeOf(sizeInput);
  if (Object.keys(problems).length > 0 || !size) return { problems };
  const hourlyCost = body.is_test
    ? 0
    : hourlyCostFor(db, userId, { ...size, disk_type: body.disk_type, public_ip: body.public_ip });
  if (!canAffordServer(walletBalance(db, userId), hourlyCost)) return { problems, balanceShort: hourlyCost };
  return {
    problems,
    server: { name, size, hourlyCost, expiresAt: body.is_test ? now + TRIAL_SERVER_DAYS * DAY : null },
  };
}

/** A MAC address in the provider's range. */
function newMac(): string {
  return ['fa', '16', '3e', ...[...randomBytes(3)].map((b) => b.toString(16).padStart(2, '0'))].join(':');
}

/** The next free public address of the provider's pool (documentation ranges, as the seed uses). */
export function nextPublicIp(db: Database): string {
  const used = new Set(
    db
      .prepare<[], { ip_address: string }>('SELECT ip_address FROM server_interfaces')
      .all()
      .map((r) => r.ip_address),
  );
  for (const prefix of ['203.0.113', '198.51.100', '192.0.2']) {
    for (let host = 10; host < 255; host += 1) {
      const ip = `${prefix}.${host}`;
      if (!used.has(ip)) return ip;
    }
  }
  throw new Error('the public address pool is exhausted');
}

/** Adds a network interface to the server: its public address, or its address in a private network. */
export function addInterface(db: Database, serverId: number, kind: 'public' | 'private', ip: string): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO server_interfaces (server_id, kind, ip_address, mac_address) VALUES (?, ?, ?, ?)')
    .run(serverId, kind, ip, newMac());
  return Number(lastInsertRowid);
}
