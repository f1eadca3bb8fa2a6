import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type DdosCaptchaModule, type DdosSettings, cdnApi } from '@portal/api-cdn';
import type { DdosQueryData } from './ddos-query';
import { ddosKeys } from './keys';

export type DdosCaptchaModuleVariables = { domainId: number; module: DdosCaptchaModule };

/** POST /cdn/ng/domains/{id}/ddos/captcha-module; the answer replaces the cached settings. */
export const ddosCaptchaModuleMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ddosKeys.captchaModule(),
  mutationFn: ({ domainId, module }: DdosCaptchaModuleVariables): Promise<WithMessage<DdosSettings>> =>
    cdnApi.setDdosCaptchaModule(domainId, module),
  onSuccess: ({ data }: WithMessage<DdosSettings>, { domainId }: DdosCaptchaModuleVariables) =>
    queryClient.setQueryData<DdosQueryData>(ddosKeys.detail(domainId), (old) =>
      old ? { ...old, settings: data } : old,
    ),
});

export function useDdosCaptchaModuleMutation() {
  return useMutation(ddosCaptchaModuleMutationOptions(useQueryClient()));
}
