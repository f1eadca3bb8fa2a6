import { TICKET_ATTACHMENT_EXTENSIONS } from '@portal/shared-sdk/rules';

/**
 * The Content-Type of a downloaded attachment, from its name's extension among those a ticket may
 * carry, never from the type its uploader claimed: a file sent as text/html or image/svg+xml would
 * otherwise be served as a page or script. Anything else is application/octet-stream.
 */
const TYPES: Record<(typeof TICKET_ATTACHMENT_EXTENSIONS)[number], string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  bmp: 'image/bmp',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export function downloadType(fileName: string): string {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(TYPES, extension)
    ? TYPES[extension as keyof typeof TYPES]
    : 'application/octet-stream';
}
