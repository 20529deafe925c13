export {
  accountLabel,
  asOfLine,
  DebtList,
  type DebtListProps,
  type DebtState,
  estimatedIndexNotice,
  isOverdue,
  lateFeeRuleInWords,
} from './DebtList';
export { PriceIndexEditor, type PriceIndexEditorProps, type PriceIndexState } from './PriceIndexEditor';
export type { PriceIndexMonthValues } from './price-index-form';
