import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';

export type FileDownloadVariables = { staticSlug: string };
export type FileDownloadData = Awaited<ReturnType<typeof api.support.download>>;

/** Hands a downloaded blob to the browser to save under its original name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the click has queued the download; the URL may go once the browser has read it
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GET /support/tickets/file-api/{slug} with the bearer header (a plain link could not carry it),
 * then saves the file under its original_name.
 */
export const fileDownloadMutationOptions = () => ({
  mutationKey: ticketKeys.download(),
  mutationFn: ({ staticSlug }: FileDownloadVariables): Promise<FileDownloadData> => api.support.download(staticSlug),
  onSuccess: ({ blob, name }: FileDownloadData) => saveBlob(blob, name),
});

export function useFileDownloadMutation() {
  return useMutation(fileDownloadMutationOptions());
}
