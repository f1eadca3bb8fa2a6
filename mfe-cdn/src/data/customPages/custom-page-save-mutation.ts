import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type CustomPageSectionName, type CustomPages, type WithMessage } from '@portal/shared-sdk';
import { customPageKeys } from './keys';

export type CustomPageSaveVariables = { domainId: number; section: CustomPageSectionName; html: string };

/** POST /cdn/ng/domains/{id}/custom-pages: a page's HTML (a captcha page holds mc_captcha_box). */
export const customPageSaveMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: customPageKeys.save(),
  mutationFn: ({ domainId, section, html }: CustomPageSaveVariables): Promise<WithMessage<CustomPages>> =>
    api.cdn.saveCustomPage(domainId, section, html),
  onSuccess: ({ data }: WithMessage<CustomPages>, { domainId }: CustomPageSaveVariables) =>
    queryClient.setQueryData(customPageKeys.detail(domainId), data),
});

export function useCustomPageSaveMutation() {
  return useMutation(customPageSaveMutationOptions(useQueryClient()));
}
