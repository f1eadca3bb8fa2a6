import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, chakra, Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { DirectionalIcon } from '../icons/DirectionalIcon';
import { ChevronRightIcon, ChevronsRightIcon } from '../icons/icons';
import { PAGE_SIZES, pageCount, pageRange, visiblePages, type PageSize } from './paging';

export interface TablePaginationProps {
  page: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  /** the page sizes offered; all of PAGE_SIZES by default (a list paged by the server leaves out 'all') */
  sizes?: readonly PageSize[];
}

/** Footer of the generic table: page size (10/25/50/100/all), range, first/prev/pages/next/last. */
export function TablePagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  sizes = PAGE_SIZES,
}: TablePaginationProps) {
  const intl = useIntl();
  const selectId = useId();
  const count = pageCount(total, pageSize);
  const { from, to } = pageRange(page, total, pageSize);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const nav = (
    label: string,
    target: number,
    icon: typeof ChevronRightIcon,
    towards: 'forward' | 'backward',
    disabled: boolean,
  ) => (
    <IconButton
      aria-label={label}
      size="xs"
      variant="ghost"
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      <DirectionalIcon icon={icon} towards={towards} />
    </IconButton>
  );

  return (
    <Flex align="center" justify="space-between" wrap="wrap" gap="3" pt="3">
      <HStack gap="2">
        <chakra.label htmlFor={selectId} fontSize="sm" color="fg.muted">
          {t('ui.table.pageSize')}
        </chakra.label>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            id={selectId}
            value={String(pageSize)}
            onChange={(e) =>
              onPageSizeChange(
                e.currentTarget.value === 'all' ? 'all' : (Number(e.currentTarget.value) as PageSize),
              )
            }
          >
            {sizes.map((size) => (
              <option key={size} value={String(size)}>
                {size === 'all' ? t('ui.table.all') : size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('ui.table.range', { from, to, total })}
        </Text>
      </HStack>
      <HStack as="nav" aria-label={t('ui.table.pagination')} gap="1">
        {nav(t('ui.table.firstPage'), 1, ChevronsRightIcon, 'backward', page <= 1)}
        {nav(t('ui.table.previousPage'), page - 1, ChevronRightIcon, 'backward', page <= 1)}
        {visiblePages(page, count).map((n) => (
          <Button
            key={n}
            size="xs"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-label={t('ui.table.page', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        {nav(t('ui.table.nextPage'), page + 1, ChevronRightIcon, 'forward', page >= count)}
        {nav(t('ui.table.lastPage'), count, ChevronsRightIcon, 'forward', page >= count)}
      </HStack>
    </Flex>
  );
}
