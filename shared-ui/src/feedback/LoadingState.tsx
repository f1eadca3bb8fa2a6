import { FormattedMessage } from 'react-intl';
import { Spinner, Stack, Text } from '@chakra-ui/react';

export interface LoadingStateProps {
  /** a localized text instead of the generic "Loading…" */
  label?: string;
}

/** A centered spinner with a live loading text. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <Stack role="status" aria-live="polite" align="center" gap="3" py="8">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted" fontSize="sm">
        {label ?? <FormattedMessage id="ui.common.loading" />}
      </Text>
    </Stack>
  );
}
