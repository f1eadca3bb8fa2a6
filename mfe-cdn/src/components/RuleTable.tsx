import type { ReactNode } from 'react';
import {
  ConfirmDialog,
  DataTable,
  HStack,
  IconButton,
  justAddedMark,
  JustAddedRows,
  NOTHING_ADDED,
  type DataTableColumn,
} from '@portal/shared-ui';
import type { ConfirmedDelete } from './useConfirmedDelete';

export interface RuleTableProps<T extends { id: number }> {
  /** the table's accessible name */
  label: string;
  rows: readonly T[];
  /** shown in place of the rows when there are none */
  emptyText: string;
  columns: DataTableColumn<T>[];
  /** the header of the last column, the row's actions */
  actionsHeader: string;
  /** actions before the delete button (edit, move) */
  actions?: (row: T) => ReactNode;
  /** the delete button's accessible name for a row */
  deleteLabel: (row: T) => string;
  /** from `useConfirmedDelete`: a row is deleted only after its confirmation */
  remove: ConfirmedDelete<T>;
  confirm: { title: string; label: string; body: (row: T) => ReactNode };
  /** rows just added or changed, highlighted for a moment (useJustAdded) */
  highlighted?: ReadonlySet<number>;
}

/**
 * A section's rules in shared-ui's table (every row, no paging): the caller's columns, then the
 * row's actions ending with delete, which asks first in a confirmation dialog. A row just added is
 * highlighted and scrolled into view.
 */
export function RuleTable<T extends { id: number }>({
  label,
  rows,
  emptyText,
  columns,
  actionsHeader,
  actions,
  deleteLabel,
  remove,
  confirm,
  highlighted = NOTHING_ADDED,
}: RuleTableProps<T>) {
  const actionsColumn: DataTableColumn<T> = {
    key: 'actions',
    header: actionsHeader,
    cell: (row) => (
      <HStack gap="1" {...justAddedMark(highlighted.has(row.id))}>
        {actions?.(row)}
        <IconButton
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={deleteLabel(row)}
          onClick={() => remove.ask(row)}
        >
          ✕
        </IconButton>
      </HStack>
    ),
  };
  return (
    <>
      <JustAddedRows ids={highlighted}>
        <DataTable
          label={label}
          rows={rows}
          getRowId={(row) => row.id}
          paginate={false}
          emptyText={emptyText}
          columns={[...columns, actionsColumn]}
        />
      </JustAddedRows>
      <ConfirmDialog {...remove.dialog} danger title={confirm.title} confirmLabel={confirm.label}>
        {remove.target && confirm.body(remove.target)}
      </ConfirmDialog>
    </>
  );
}
