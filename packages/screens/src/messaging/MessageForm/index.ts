export { MessageForm, type MessageFormOptions, type MessageFormProps } from './MessageForm';
export type { MessageValues } from './message-form';
export { type Audience, reachOf } from './recipients';
