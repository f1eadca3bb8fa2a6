import { useCallback, useRef, useState } from 'react';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@portal/shared-sdk';
import type { TicketFile } from '@portal/api-support';
import { useApiErrorMessage } from '@portal/shared-ui';
import { useIntl } from 'react-intl';
import { useFileUploadMutation } from '../../data/tickets/file-upload-mutation';

export interface UploadState {
  /** 0 to 1 */
  progress: number;
  stored?: TicketFile;
  /** a localized or server message */
  error?: string;
}

export interface AttachmentUploads {
  /** starts uploading files as soon as they are picked (each shows its own progress) */
  start: (files: readonly File[]) => void;
  stateOf: (file: File) => UploadState | undefined;
  /** the uploader's ids of these files, or null while one is missing (uploading or failed) */
  idsFor: (files: readonly File[]) => number[] | null;
  isUploading: (files: readonly File[]) => boolean;
  hasFailed: (files: readonly File[]) => boolean;
  reset: () => void;
}

/**
 * Uploads ticket attachments one by one when they are picked, so the form only sends their ids
 * (`files_id`). Keyed by the File object the form holds; a removed file's upload is simply not used.
 */
export function useAttachmentUploads(): AttachmentUploads {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const upload = useFileUploadMutation();
  const [states, setStates] = useState<ReadonlyMap<File, UploadState>>(new Map());
  const generation = useRef(0);

  const set = useCallback((file: File, state: UploadState, gen: number) => {
    // an upload that finishes after reset() belongs to a form that is gone
    if (gen !== generation.current) return;
    setStates((prev) => new Map(prev).set(file, state));
  }, []);

  const start = useCallback(
    (files: readonly File[]) => {
      const gen = generation.current;
      for (const file of files) {
        if (file.size > TICKET_ATTACHMENT_MAX_BYTES) {
          const limit = TICKET_ATTACHMENT_MAX_BYTES / (1024 * 1024);
          set(
            file,
            {
              progress: 0,
              error: intl.formatMessage({ id: 'errorAttachmentSize' }, { name: file.name, limit }),
            },
            gen,
          );
          continue;
        }
        set(file, { progress: 0 }, gen);
        upload.mutateAsync({ file, onProgress: (progress) => set(file, { progress }, gen) }).then(
          (stored) => set(file, { progress: 1, stored }, gen),
          (error: unknown) =>
            set(file, { progress: 0, error: errorMessage(error, 'errorAttachmentUpload') }, gen),
        );
      }
    },
    [errorMessage, intl, set, upload],
  );

  const stateOf = useCallback((file: File) => states.get(file), [states]);
  const idsFor = useCallback(
    (files: readonly File[]) => {
      const ids = files.map((f) => states.get(f)?.stored?.file_storage_id);
      return ids.every((id): id is number => typeof id === 'number') ? ids : null;
    },
    [states],
  );
  const isUploading = useCallback(
    (files: readonly File[]) =>
      files.some((f) => {
        const s = states.get(f);
        return !s || (!s.stored && !s.error);
      }),
    [states],
  );
  const hasFailed = useCallback(
    (files: readonly File[]) => files.some((f) => states.get(f)?.error !== undefined),
    [states],
  );
  const reset = useCallback(() => {
    generation.current += 1;
    setStates(new Map());
  }, []);

  return { start, stateOf, idsFor, isUploading, hasFailed, reset };
}
