export { PeriodPicker, type PeriodPickerProps } from './PeriodPicker';
