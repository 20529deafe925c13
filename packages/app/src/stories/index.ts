export { WiredApp, type WiredAppProps } from './WiredApp';
