export {
  buildSheetRows,
  type ColumnKind,
  columnKinds,
  type DataTableColumn,
  type DataTableValue,
  type StatusDefinition,
} from './columns';
export { DataTable, type DataTableFilter, type DataTableProps, type DataTableRowAction } from './DataTable';
