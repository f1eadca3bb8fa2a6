import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type CustomPageSectionName, type CustomPages, cdnApi } from '@portal/api-cdn';
import { customPageKeys } from './keys';

export type CustomPageSaveVariables = { domainId: number; section: CustomPageSectionName; html: string };

/** POST /cdn/ng/domains/{id}/custom-pages: a page's HTML (a captcha page holds mc_captcha_box). */
export const customPageSaveMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: customPageKeys.save(),
  mutationFn: ({ domainId, section, html }: CustomPageSaveVariables): Promise<WithMessage<CustomPages>> =>
    cdnApi.saveCustomPage(domainId, section, html),
  onSuccess: ({ data }: WithMessage<CustomPages>, { domainId }: CustomPageSaveVariables) =>
    queryClient.setQueryData(customPageKeys.detail(domainId), data),
});

export function useCustomPageSaveMutation() {
  return useMutation(customPageSaveMutationOptions(useQueryClient()));
}
