import { FormattedMessage } from 'react-intl';
import { Button, Stack, Text } from '@chakra-ui/react';
import { ErrorCircleIcon } from '../icons/icons';

export interface ErrorStateProps {
  /** the server's or a localized message; a generic title when omitted */
  message?: string;
  onRetry?: () => void;
}

/** An in-place error with an optional retry button. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Stack role="alert" align="center" gap="3" py="8" px="4" textAlign="center">
      <ErrorCircleIcon size={40} color="var(--chakra-colors-fg-error)" />
      <Text fontWeight="medium">{message ?? <FormattedMessage id="ui.error.title" />}</Text>
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
          <FormattedMessage id="ui.error.retry" />
        </Button>
      )}
    </Stack>
  );
}
