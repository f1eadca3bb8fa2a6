import { useIntl } from 'react-intl';
import { CheckCircleIcon, ErrorCircleIcon, HStack, Progress, Text } from '@portal/shared-ui';
import type { UploadState } from './useAttachmentUploads';

export interface UploadProgressProps {
  fileName: string;
  state: UploadState | undefined;
}

/** One attachment's upload: a bar with its percentage, then a tick, or the reason it failed. */
export function UploadProgress({ fileName, state }: UploadProgressProps) {
  const intl = useIntl();
  if (state?.error) {
    return (
      <HStack gap="1" color="fg.error" role="alert" maxW="60%">
        <ErrorCircleIcon size={16} aria-hidden />
        <Text fontSize="xs" dir="auto">
          {state.error}
        </Text>
      </HStack>
    );
  }
  if (state?.stored) {
    return (
      <HStack
        color="fg.success"
        aria-label={intl.formatMessage({ id: 'support.upload.done' }, { name: fileName })}
        role="img"
      >
        <CheckCircleIcon size={16} aria-hidden />
      </HStack>
    );
  }
  const percent = Math.round((state?.progress ?? 0) * 100);
  return (
    <HStack gap="2" minW="28">
      <Progress.Root
        value={percent}
        size="xs"
        flex="1"
        colorPalette="brand"
        aria-label={intl.formatMessage({ id: 'support.upload.progress' }, { name: fileName })}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" minW="9" textAlign="end">
        <bdi>{`${percent}%`}</bdi>
      </Text>
    </HStack>
  );
}
