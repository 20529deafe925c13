export { MessagesList, type MessagesListProps, type MessagesView, messagesEmpty, messagesViews } from './MessagesList';
