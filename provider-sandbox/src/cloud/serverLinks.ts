import type { Database } from 'better-sqlite3';
import type { FieldProblem } from './serverErrors';

/**
 * What a new server may be linked to besides its data center: an SSH key, a firewall group, a
 * private network. Each belongs to another cloud resource, which registers, when the sandbox is
 * built, how to check that the user has it in the server's data center and how the new server
 * joins it (a group guards it, a network gives it an address there).
 *
 * Nothing to release when a server goes: the database's ON DELETE rules detach its volumes, take
 * it out of its groups and networks and free its addresses.
 */
export const SERVER_LINK_KINDS = ['ssh_key_id', 'firewall_id', 'private_network_id'] as const;
export type ServerLinkKind = (typeof SERVER_LINK_KINDS)[number];

export interface ServerLink {
  /** Why the user's item `id` cannot go with a new server in this data center; null when it can. */
  problem: (db: Database, userId: number, id: number, datacenterId: number) => FieldProblem | null;
  /** Joins the new server to the item, inside the transaction that creates the server. */
  join: (db: Database, serverId: number, id: number) => void;
}

export interface ServerLinks {
  register: (kind: ServerLinkKind, link: ServerLink) => void;
  /** The kinds no resource registered: none in a sandbox built with its resources. */
  unregistered: () => ServerLinkKind[];
  problem: (
    kind: ServerLinkKind,
    db: Database,
    userId: number,
    id: number,
    datacenterId: number,
  ) => FieldProblem | null;
  join: (kind: ServerLinkKind, db: Database, serverId: number, id: number) => void;
}

/** One registry per sandbox (its resources register into it when they are built). */
export function createServerLinks(): ServerLinks {
  const links = new Map<ServerLinkKind, ServerLink>();
  // a link consulted with nothing registered is the sandbox's own fault, never "the item does not exist"
  const linkOf = (kind: ServerLinkKind): ServerLink => {
    const link = links.get(kind);
    if (!link) throw new Error(`no cloud resource registered the server link ${kind}`);
    return link;
  };
  return {
    register: (kind, link) => void links.set(kind, link),
    unregistered: () => SERVER_LINK_KINDS.filter((kind) => !links.has(kind)),
    problem: (kind, db, userId, id, datacenterId) => linkOf(kind).problem(db, userId, id, datacenterId),
    join: (kind, db, serverId, id) => linkOf(kind).join(db, serverId, id),
  };
}
