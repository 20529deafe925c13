export { MessageForm, type MessageFormOptions, type MessageFormProps } from './MessageForm';
export type { MessageValues } from './message-form';
export {
  type Audience,
  type RecipientResident,
  type RecipientUnit,
  reachOf,
  recipientUnitsOf,
} from './recipients';
