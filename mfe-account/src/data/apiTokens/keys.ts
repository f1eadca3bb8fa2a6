/** Query and mutation keys of the API tokens and their permission catalogue. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  list: () => [...apiTokenKeys.all, 'list'] as const,
  permissions: () => [...apiTokenKeys.all, 'permissions'] as const,
  create: () => [...apiTokenKeys.all, 'create'] as const,
  update: () => [...apiTokenKeys.all, 'update'] as const,
  remove: () => [...apiTokenKeys.all, 'delete'] as const,
};
