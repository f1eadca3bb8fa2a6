import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type LogForwarder, type LogForwarderBody, type WithMessage } from '@portal/shared-sdk';
import { logForwarderKeys } from './keys';

/** A new forwarder (no `forwarderId`) or a change to one. */
export type LogForwarderSaveVariables = {
  domainId: number;
  forwarderId?: number;
  forwarder: LogForwarderBody;
};

/** POST /cdn/ng/domains/{id}/log-forwarders, or PUT …/{forwarder_id}; the list is read again. */
export const logForwarderSaveMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: logForwarderKeys.save(),
  mutationFn: ({
    domainId,
    forwarderId,
    forwarder,
  }: LogForwarderSaveVariables): Promise<WithMessage<LogForwarder>> =>
    forwarderId === undefined
      ? api.cdn.createLogForwarder(domainId, forwarder)
      : api.cdn.updateLogForwarder(domainId, forwarderId, forwarder),
  onSuccess: (_: WithMessage<LogForwarder>, { domainId }: LogForwarderSaveVariables) =>
    queryClient.invalidateQueries({ queryKey: logForwarderKeys.list(domainId) }),
});

export function useLogForwarderSaveMutation() {
  return useMutation(logForwarderSaveMutationOptions(useQueryClient()));
}
