import { useSearchParams } from 'react-router-dom';
import { DataTable, TablePagination, type DataTableProps } from '@portal/shared-ui';
import { pagingFromSearch, withPaging } from './urlPaging';

export interface ServerPagedTableProps<T> extends Omit<DataTableProps<T>, 'paginate' | 'initialPageSize'> {
  /** how many rows the provider has in all */
  total: number;
}

/** A table whose pages the provider serves, its page and size kept in the address. */
export function ServerPagedTable<T>({ total, ...table }: ServerPagedTableProps<T>) {
  const [search, setSearch] = useSearchParams();
  const { page, size } = pagingFromSearch(search);
  return (
    <>
      <DataTable {...table} paginate={false} />
      {!table.error && total > 0 && (
        <TablePagination
          page={page}
          pageSize={size}
          total={total}
          onPageChange={(p) => setSearch(withPaging(search, { page: p }))}
          onPageSizeChange={(s) => setSearch(withPaging(search, { size: s }))}
        />
      )}
    </>
  );
}
