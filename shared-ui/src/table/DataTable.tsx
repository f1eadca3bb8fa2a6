import { memo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Box,
  Skeleton,
  Table,
  VisuallyHidden,
  useTableStyles,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorState } from '../feedback/ErrorState';
import { TablePagination } from './TablePagination';
import { DEFAULT_PAGE_SIZE, clampPage, pageRows, type PageSize } from './paging';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** the column shows from this breakpoint up (tables show fewer columns on phones and tablets) */
  visibleFrom?: 'md' | 'lg';
  align?: 'start' | 'center' | 'end';
  width?: string;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string | number;
  /** accessible name of the table */
  label: string;
  loading?: boolean;
  /** shown instead of the rows (with a retry when onRetry is given) */
  error?: string;
  onRetry?: () => void;
  /** a localized text instead of "The list is empty" */
  emptyText?: string;
  onRowClick?: (row: T) => void;
  /** false for short lists that never page */
  paginate?: boolean;
  initialPageSize?: PageSize;
  /** the page and its size held by the caller (e.g. in the address), instead of inside the table */
  paging?: DataTablePaging;
}

export interface DataTablePaging {
  page: number;
  pageSize: PageSize;
  onChange: (page: number, pageSize: PageSize) => void;
}

const SKELETON_ROWS = 5;

function display(visibleFrom: DataTableColumn<unknown>['visibleFrom']) {
  return visibleFrom ? { base: 'none', [visibleFrom]: 'table-cell' } : undefined;
}

/**
 * The generic table: responsive columns, shimmer rows while loading, empty state, paging. A polite
 * live region tells screen readers how many results the list holds once it has loaded (and again
 * when a filter or a refetch changes the count).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const intl = useIntl();
  const {
    columns,
    rows,
    getRowId,
    label,
    loading,
    error,
    onRetry,
    emptyText,
    onRowClick,
    paginate = true,
    paging,
  } = props;
  const [ownPageSize, setOwnPageSize] = useState<PageSize>(props.initialPageSize ?? DEFAULT_PAGE_SIZE);
  const [ownPage, setOwnPage] = useState(1);
  const pageSize = paging?.pageSize ?? ownPageSize;
  const requestedPage = paging?.page ?? ownPage;
  const setPage = (next: number) => (paging ? paging.onChange(next, pageSize) : setOwnPage(next));
  const setPageSize = (size: PageSize) =>
    paging ? paging.onChange(1, size) : (setOwnPageSize(size), setOwnPage(1));
  const all = rows ?? [];
  // rows may shrink under the current page (a delete, a refetch): stay on the last real page
  const page = clampPage(requestedPage, all.length, pageSize);
  const visible = paginate ? pageRows(all, page, pageSize) : all.slice();

  if (error) return <ErrorState message={error} onRetry={onRetry} />;

  const body = loading
    ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <tr key={`skeleton-${i}`} data-skeleton="">
          {columns.map((c) => (
            <td key={c.key} data-visible-from={c.visibleFrom}>
              <Skeleton variant="shine" height="4" />
            </td>
          ))}
        </tr>
      ))
    : visible.map((row) => (
        <DataRow key={getRowId(row)} row={row} columns={columns} onRowClick={onRowClick} />
      ));

  return (
    <Box>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-part="result-count">
        {loading ? '' : intl.formatMessage({ id: 'ui.table.results' }, { count: all.length })}
      </VisuallyHidden>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={label} aria-busy={loading || undefined}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader
                  key={c.key}
                  display={display(c.visibleFrom)}
                  textAlign={c.align}
                  width={c.width}
                  data-visible-from={c.visibleFrom}
                >
                  {c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <DataBody clickable={onRowClick !== undefined}>{body}</DataBody>
        </Table.Root>
      </Table.ScrollArea>
      {!loading && all.length === 0 && <EmptyState title={emptyText} />}
      {paginate && !loading && all.length > 0 && (
        <TablePagination
          page={page}
          pageSize={pageSize}
          total={all.length}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      )}
    </Box>
  );
}

/**
 * The body's rows and cells are plain `tr`/`td`, styled once for the whole body from the table's
 * own recipe (its row and cell slots), not one style resolution per cell: a page of rows stays
 * cheap to draw. A column shown from a breakpoint up, and a cell's alignment, are data attributes
 * the body's style reads.
 */
function DataBody({ clickable, children }: { clickable: boolean; children: ReactNode }) {
  const styles = useTableStyles();
  const css: SystemStyleObject = {
    '& > tr': { ...styles.row, ...(clickable && { cursor: 'pointer', _hover: { bg: 'bg.muted' } }) },
    '& > tr > td': styles.cell,
    '& > tr > td[data-align=center]': { textAlign: 'center' },
    '& > tr > td[data-align=end]': { textAlign: 'end' },
    '& > tr > td[data-visible-from=md]': { display: { base: 'none', md: 'table-cell' } },
    '& > tr > td[data-visible-from=lg]': { display: { base: 'none', lg: 'table-cell' } },
  };
  return <Table.Body css={css}>{children}</Table.Body>;
}

interface DataRowProps<T> {
  row: T;
  columns: DataTableColumn<T>[];
  onRowClick?: (row: T) => void;
}

/**
 * One body row. It draws again only when its record, the columns or the click handler change
 * (a caller that keeps its columns stable gets a row that did not change left as it is).
 */
const DataRow = memo(function DataRow<T>({ row, columns, onRowClick }: DataRowProps<T>) {
  return (
    <tr onClick={onRowClick ? () => onRowClick(row) : undefined}>
      {columns.map((c) => (
        <td
          key={c.key}
          data-visible-from={c.visibleFrom}
          data-align={c.align === 'start' ? undefined : c.align}
        >
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: DataRowProps<T>) => ReactNode;
