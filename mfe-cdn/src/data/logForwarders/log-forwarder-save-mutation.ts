import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type LogForwarder, type LogForwarderBody, cdnApi } from '@portal/api-cdn';
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
      ? cdnApi.createLogForwarder(domainId, forwarder)
      : cdnApi.updateLogForwarder(domainId, forwarderId, forwarder),
  onSuccess: (_: WithMessage<LogForwarder>, { domainId }: LogForwarderSaveVariables) =>
    queryClient.invalidateQueries({ queryKey: logForwarderKeys.list(domainId) }),
});

export function useLogForwarderSaveMutation() {
  return useMutation(logForwarderSaveMutationOptions(useQueryClient()));
}
