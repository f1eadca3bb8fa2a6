import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import { logForwarderKeys } from './keys';

export type LogForwarderDeleteVariables = { domainId: number; forwarderId: number };

/** Deletes a log forwarder; the list is read again either way. */
export const logForwarderDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: logForwarderKeys.delete(),
  mutationFn: ({ domainId, forwarderId }: LogForwarderDeleteVariables): Promise<WithMessage<null>> =>
    cdnApi.deleteLogForwarder(domainId, forwarderId),
  onSettled: (_d: unknown, _e: unknown, { domainId }: LogForwarderDeleteVariables) =>
    queryClient.invalidateQueries({ queryKey: logForwarderKeys.list(domainId) }),
});

export function useLogForwarderDeleteMutation() {
  return useMutation(logForwarderDeleteMutationOptions(useQueryClient()));
}
