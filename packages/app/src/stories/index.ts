export { pinClock } from './clock';
export { WiredApp, type WiredAppProps } from './WiredApp';
