import { DataTable, type DataTableProps } from './DataTable';
import { TablePagination, type TablePaginationProps } from './TablePagination';

export interface ServerPagedTableProps<T>
  extends
    Omit<DataTableProps<T>, 'paginate' | 'initialPageSize' | 'paging'>,
    Pick<TablePaginationProps, 'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange' | 'sizes'> {
  /** how many rows the provider has in all */
  total: number;
}

/**
 * A table whose pages the provider serves: the rows of the page asked for, as they came, then the
 * pager, which is left out while the list failed or when it is empty. The caller holds the page and
 * its size (in the address, or in the component) and asks the provider for that page.
 */
export function ServerPagedTable<T>({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sizes,
  ...table
}: ServerPagedTableProps<T>) {
  return (
    <>
      <DataTable {...table} paginate={false} />
      {!table.error && total > 0 && (
        <TablePagination
          page={page}
          pageSize={pageSize}
          total={total}
          sizes={sizes}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </>
  );
}
