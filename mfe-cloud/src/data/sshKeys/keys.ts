/** Query and mutation keys of the SSH keys (one factory, never inline keys). */
export const sshKeyKeys = {
  all: ['ssh-keys'] as const,
  lists: () => [...sshKeyKeys.all, 'list'] as const,
  create: () => [...sshKeyKeys.all, 'create'] as const,
};
