import { supportApi } from '@portal/api-support';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@portal/shared-ui';
import { ticketKeys } from './keys';

export type FileDownloadVariables = { staticSlug: string };
export type FileDownloadData = Awaited<ReturnType<typeof supportApi.download>>;

/**
 * GET /support/tickets/file-api/{slug} with the bearer header (a plain link could not carry it),
 * then saves the file under its original_name.
 */
export const fileDownloadMutationOptions = () => ({
  mutationKey: ticketKeys.download(),
  mutationFn: ({ staticSlug }: FileDownloadVariables): Promise<FileDownloadData> =>
    supportApi.download(staticSlug),
  onSuccess: ({ blob, name }: FileDownloadData) => saveBlob(blob, name),
});

export function useFileDownloadMutation() {
  return useMutation(fileDownloadMutationOptions());
}
