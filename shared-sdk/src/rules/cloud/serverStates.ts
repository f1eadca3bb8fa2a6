/**
 * A server is settled when it is on or off: nothing is being built, installed, restarted or
 * rescued, and it is not suspended. Only a settled server takes a volume, a firewall group or a
 * private network, gives a snapshot or takes one back; any other state answers "Your server cannot
 * perform this operation in this state".
 */
export const SETTLED_SERVER_STATUSES = ['ON', 'OFF'] as const;

export const isServerSettled = (status: string): boolean =>
  (SETTLED_SERVER_STATUSES as readonly string[]).includes(status);

export type AttachCode = 'alreadyAttached' | 'otherDatacenter' | 'serverState';

/**
 * Attaching a firewall group or a private network (which live in one data center) to a server:
 * not attached yet, the same data center, a settled server. Null when it may be attached.
 */
export function attachToServerProblem(
  resource: { datacenter_id: number },
  server: { datacenter_id: number; status: string; name: string },
  attached: boolean,
): { code: AttachCode; values?: { server: string } } | null {
  if (attached) return { code: 'alreadyAttached', values: { server: server.name } };
  if (resource.datacenter_id !== server.datacenter_id) return { code: 'otherDatacenter' };
  return isServerSettled(server.status) ? null : { code: 'serverState' };
}
