import { useEffect, type Key, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Box, Flex, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useApiErrorMessage } from '../data/apiErrorMessage';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';

export interface ResourceListWidgetProps<T> {
  /** the list's query */
  query: UseQueryResult<readonly T[]>;
  /** the message id shown when the list fails without a message of the server's */
  loadFailedId: string;
  /** the empty list's text (localized) */
  emptyTitle: string;
  /** the scroll area's name for assistive technology (localized) */
  label: string;
  /** the scroll area's height, px */
  maxHeight: number;
  testId?: string;
  /** the add button or link, under an empty list and beside `allLink` */
  add: ReactNode;
  /** the button or link to the whole list, under a list with something in it */
  allLink: ReactNode;
  /** tells the dashboard whether the list is empty (its card then shows another option) */
  onEmptyChange?: (empty: boolean) => void;
  itemKey: (item: T) => Key;
  /** one row's content (a line of its own: name first, then what the row shows) */
  children: (item: T) => ReactNode;
}

/**
 * A dashboard widget listing the customer's resources of one kind: a shimmer while loading, the
 * server's message with retry on failure, the empty picture with the add action, else the rows in a
 * scroll area reachable with the keyboard, with the whole list and the add action under it.
 */
export function ResourceListWidget<T>({
  query,
  loadFailedId,
  emptyTitle,
  label,
  maxHeight,
  testId,
  add,
  allLink,
  onEmptyChange,
  itemKey,
  children,
}: ResourceListWidgetProps<T>) {
  const errorMessage = useApiErrorMessage();
  const count = query.data?.length;

  useEffect(() => {
    if (count !== undefined) onEmptyChange?.(count === 0);
  }, [count, onEmptyChange]);

  let body;
  if (query.isPending) {
    body = (
      <Stack gap="3" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="shine" height="8" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <ErrorState message={errorMessage(query.error, loadFailedId)} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    body = <EmptyState title={emptyTitle} action={add} />;
  } else {
    body = (
      <Box maxH={`${maxHeight}px`} overflowY="auto" data-testid={testId} tabIndex={0} aria-label={label}>
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {query.data.map((item) => (
            <li key={itemKey(item)}>
              <Flex align="center" gap="3" px="2" py="2" rounded="md" _hover={{ bg: 'bg.muted' }} wrap="wrap">
                {children(item)}
              </Flex>
            </li>
          ))}
        </Stack>
      </Box>
    );
  }

  return (
    <Stack gap="3">
      {body}
      {query.isSuccess && query.data.length > 0 && (
        <HStack gap="2" justify="flex-end" wrap="wrap">
          {allLink}
          {add}
        </HStack>
      )}
    </Stack>
  );
}
