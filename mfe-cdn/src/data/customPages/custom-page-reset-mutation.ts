import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type CustomPageSectionName, type CustomPages, cdnApi } from '@portal/api-cdn';
import { customPageKeys } from './keys';

export type CustomPageResetVariables = { domainId: number; section: CustomPageSectionName };

/** Deletes a custom page: the provider's own page is shown again. */
export const customPageResetMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: customPageKeys.reset(),
  mutationFn: ({ domainId, section }: CustomPageResetVariables): Promise<WithMessage<CustomPages>> =>
    cdnApi.resetCustomPage(domainId, section),
  onSuccess: ({ data }: WithMessage<CustomPages>, { domainId }: CustomPageResetVariables) =>
    queryClient.setQueryData(customPageKeys.detail(domainId), data),
});

export function useCustomPageResetMutation() {
  return useMutation(customPageResetMutationOptions(useQueryClient()));
}
