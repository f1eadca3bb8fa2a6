/**
 * A server is settled when it is on or off: nothing is being built, installed, restarted or
 * rescued, and it is not suspended. Only a settled server takes a volume, a firewall group or a
 * private network, gives a snapshot or takes one back; any other state answers "Your server cannot
 * perform this operation in this state".
 */
export const SETTLED_SERVER_STATUSES = ['ON', 'OFF'] as const;

export const isServerSettled = (status: string): boolean => (SETTLED_SERVER_STATUSES as readonly string[]).includes(status);
