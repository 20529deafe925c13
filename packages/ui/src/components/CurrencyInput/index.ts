export { CurrencyInput, type CurrencyInputProps } from './CurrencyInput';
