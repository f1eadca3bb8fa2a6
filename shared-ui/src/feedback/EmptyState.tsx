import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Stack, Text } from '@chakra-ui/react';
import { EmptyListImage } from './EmptyListImage';

export interface EmptyStateProps {
  /** a localized text; "The list is empty" when omitted */
  title?: string;
  description?: string;
  /** e.g. an add button */
  action?: ReactNode;
}

/** The empty-list picture with its text (the generic table's empty state). */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="2" py="8" px="4" textAlign="center">
      <EmptyListImage />
      <Text fontWeight="medium">{title ?? <FormattedMessage id="ui.table.empty" />}</Text>
      {description && (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
