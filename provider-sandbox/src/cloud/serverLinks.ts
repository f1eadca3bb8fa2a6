import type { Database } from 'better-sqlite3';

/**
 * What a new server may be linked to besides its data center: an SSH key, a firewall group, a
 * private network. Each belongs to another cloud resource, which registers how to check that the
 * user has it in the server's data center (and, for a network, which address the server gets
 * there). A link nobody registered a check for does not exist.
 */
export type ServerLinkKind = 'ssh_key_id' | 'firewall_id' | 'private_network_id';

export interface ServerLinkCheck {
  (db: Database, userId: number, id: number, datacenterId: number): { ok: boolean; privateIp?: string };
}

/** What a resource does when a server goes away (detach volumes, release addresses, leave groups). */
export type ServerReleaseHook = (db: Database, serverId: number) => void;

export interface ServerLinks {
  register: (kind: ServerLinkKind, check: ServerLinkCheck) => void;
  check: (kind: ServerLinkKind, db: Database, userId: number, id: number, datacenterId: number) => { ok: boolean; privateIp?: string };
  onRelease: (hook: ServerReleaseHook) => void;
  release: (db: Database, serverId: number) => void;
}

/** One registry per sandbox (its resources register into it when they are built). */
export function createServerLinks(): ServerLinks {
  const checks = new Map<ServerLinkKind, ServerLinkCheck>();
  const hooks: ServerReleaseHook[] = [];
  return {
    register: (kind, check) => void checks.set(kind, check),
    check: (kind, db, userId, id, datacenterId) => checks.get(kind)?.(db, userId, id, datacenterId) ?? { ok: false },
    onRelease: (hook) => void hooks.push(hook),
    release: (db, serverId) => hooks.forEach((hook) => hook(db, serverId)),
  };
}
