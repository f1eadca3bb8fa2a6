import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** For each kind of change of a domain's settings, the call that makes it. */
export type ChangeSenders<C extends { kind: string }, D> = {
  [K in C['kind']]: (domainId: number, change: Extract<C, { kind: K }>) => Promise<D>;
};

export type SettingChangeVariables<C> = { domainId: number; change: C };

/**
 * The options of a "change one of a domain's settings" mutation: the call is chosen by the change's
 * kind, and every call answers the settings as they are now, which replace the cached ones (then
 * `after`, for what else the change touches).
 */
export function domainSettingChangeOptions<C extends { kind: string }, D extends { data: unknown }>(
  queryClient: QueryClient,
  {
    mutationKey,
    senders,
    settingsKey,
    after,
  }: {
    mutationKey: QueryKey;
    senders: ChangeSenders<C, D>;
    settingsKey: (domainId: number) => QueryKey;
    after?: (variables: SettingChangeVariables<C>) => unknown;
  },
) {
  return {
    mutationKey,
    mutationFn: ({ domainId, change }: SettingChangeVariables<C>): Promise<D> =>
      (senders[change.kind as C['kind']] as (domainId: number, change: C) => Promise<D>)(domainId, change),
    onSuccess: ({ data }: D, variables: SettingChangeVariables<C>) => {
      queryClient.setQueryData(settingsKey(variables.domainId), data);
      return after?.(variables);
    },
  };
}
