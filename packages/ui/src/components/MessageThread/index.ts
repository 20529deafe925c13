export { MessageThread, type MessageThreadProps, type ThreadMessage } from './MessageThread';
