/**
 * Query and mutation keys of the SSH keys (one factory, never inline keys). A generated key pair
 * has a mutation key only: its answer, the one that carries the private key, is never cached.
 */
export const sshKeyKeys = {
  all: ['ssh-keys'] as const,
  list: () => [...sshKeyKeys.all, 'list'] as const,
  create: () => [...sshKeyKeys.all, 'create'] as const,
  generate: () => [...sshKeyKeys.all, 'generate'] as const,
  remove: () => [...sshKeyKeys.all, 'remove'] as const,
};
