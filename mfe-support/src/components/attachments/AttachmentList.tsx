import { useIntl } from 'react-intl';
import type { TicketFile } from '@portal/api-support';
import { Button, HStack, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useFileDownloadMutation } from '../../data/tickets/file-download-mutation';

export interface AttachmentListProps {
  files: readonly TicketFile[];
}

/** A reply's attachments as download buttons; the name is shown as text, whatever it contains. */
export function AttachmentList({ files }: AttachmentListProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const download = useFileDownloadMutation();
  if (files.length === 0) return null;
  return (
    <HStack
      as="ul"
      gap="2"
      wrap="wrap"
      listStyleType="none"
      m="0"
      p="0"
      aria-label={intl.formatMessage({ id: 'support.reply.attachments' })}
    >
      {files.map((file) => (
        <li key={file.static_slug}>
          <Button
            size="xs"
            variant="outline"
            loading={download.isPending && download.variables?.staticSlug === file.static_slug}
            aria-label={intl.formatMessage({ id: 'support.reply.download' }, { name: file.original_name })}
            onClick={() =>
              download.mutate(
                { staticSlug: file.static_slug },
                {
                  onError: (error) =>
                    showToast({ type: 'error', title: errorMessage(error, 'support.error.generic') }),
                },
              )
            }
          >
            <bdi>{file.original_name}</bdi>
          </Button>
        </li>
      ))}
    </HStack>
  );
}
