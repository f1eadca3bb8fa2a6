import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change the provider confirmed: the cached list shows it at once (the changed item in
 * its place, or a deleted one gone), then every list under `refetch` is asked for again.
 */
export async function showChange<T extends { id: number }>(
  queryClient: QueryClient,
  list: QueryKey,
  change: { replace: T } | { remove: number },
  refetch: QueryKey = list,
): Promise<void> {
  queryClient.setQueryData<T[]>(list, (items) => {
    if (!items) return items;
    if ('remove' in change) return items.filter((item) => item.id !== change.remove);
    return items.map((item) => (item.id === change.replace.id ? change.replace : item));
  });
  await queryClient.invalidateQueries({ queryKey: refetch });
}
