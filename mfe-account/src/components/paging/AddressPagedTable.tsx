import { useSearchParams } from 'react-router-dom';
import { ServerPagedTable, type ServerPagedTableProps } from '@portal/shared-ui';
import { pagingFromSearch, withPaging } from './urlPaging';

export type AddressPagedTableProps<T> = Omit<
  ServerPagedTableProps<T>,
  'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange'
>;

/** A table whose pages the provider serves, its page and size kept in the address. */
export function AddressPagedTable<T>(props: AddressPagedTableProps<T>) {
  const [search, setSearch] = useSearchParams();
  const { page, size } = pagingFromSearch(search);
  return (
    <ServerPagedTable
      {...props}
      page={page}
      pageSize={size}
      onPageChange={(p) => setSearch(withPaging(search, { page: p }))}
      onPageSizeChange={(s) => setSearch(withPaging(search, { size: s }))}
    />
  );
}
