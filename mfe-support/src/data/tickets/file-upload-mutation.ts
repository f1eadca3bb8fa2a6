import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { ticketKeys } from './keys';

export type FileUploadVariables = {
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};
export type FileUploadData = Awaited<ReturnType<typeof api.support.upload>>;

/** POST /support/tickets/file-uploader (multipart `file`), with upload progress. Changes no cached list. */
export const fileUploadMutationOptions = () => ({
  mutationKey: ticketKeys.upload(),
  mutationFn: ({ file, onProgress, signal }: FileUploadVariables): Promise<FileUploadData> =>
    api.support.upload(file, { onProgress, signal }),
});

export function useFileUploadMutation() {
  return useMutation(fileUploadMutationOptions());
}
