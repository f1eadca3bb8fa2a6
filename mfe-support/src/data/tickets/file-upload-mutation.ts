import { supportApi } from '@portal/api-support';
import { useMutation } from '@tanstack/react-query';
import { ticketKeys } from './keys';

export type FileUploadVariables = {
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};
export type FileUploadData = Awaited<ReturnType<typeof supportApi.upload>>;

/** POST /support/tickets/file-uploader (multipart `file`), with upload progress. Changes no cached list. */
export const fileUploadMutationOptions = () => ({
  mutationKey: ticketKeys.upload(),
  mutationFn: ({ file, onProgress, signal }: FileUploadVariables): Promise<FileUploadData> =>
    supportApi.upload(file, { onProgress, signal }),
});

export function useFileUploadMutation() {
  return useMutation(fileUploadMutationOptions());
}
