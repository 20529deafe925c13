export {
  buildSheetRows,
  type ColumnKind,
  columnKinds,
  type DataTableColumn,
  type DataTableValue,
  type StatusDefinition,
} from './columns';
export { revealCutText } from './cutText';
export {
  DataTable,
  type DataTableFilter,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableRowLink,
} from './DataTable';
export { DataTableBodyState } from './DataTableBodyState';
export { DataTableHeader } from './DataTableHeader';
export { DataTablePagedBody } from './DataTablePagedBody';
export { DataTablePagination } from './DataTablePagination';
export { DataTableRow, type DataTableRowProps } from './DataTableRow';
export { DataTableRowActions, type DataTableRowActionsProps, rowActionsButton } from './DataTableRowActions';
export { DataTableSelectionBar } from './DataTableSelectionBar';
export { DataTableToolbar } from './DataTableToolbar';
export { DataTableVirtualBody } from './DataTableVirtualBody';
export { type DataTableViewState, pageSizeOptions } from './types';
export { type DataTableModel, type DataTableView, useDataTable } from './useDataTable';
