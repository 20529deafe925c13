export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './MultiSelect';
