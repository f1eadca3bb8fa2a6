import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';

export type FileUploadVariables = { file: File; onProgress?: (fraction: number) => void; signal?: AbortSignal };
export type FileUploadData = Awaited<ReturnType<typeof api.support.upload>>;

/** POST /support/tickets/file-uploader (multipart `file`), with upload progress. Changes no cached list. */
export function useFileUploadMutation() {
  return useMutation<FileUploadData, Error, FileUploadVariables>({
    mutationFn: ({ file, onProgress, signal }) => api.support.upload(file, { onProgress, signal }),
  });
}
