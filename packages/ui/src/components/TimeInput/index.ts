export { TimeInput, type TimeInputProps } from './TimeInput';
