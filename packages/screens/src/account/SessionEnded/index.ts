export { SessionEnded, type SessionEndedProps } from './SessionEnded';
