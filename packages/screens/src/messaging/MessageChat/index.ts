export { MessageChat, type MessageChatProps, type MessageChatState } from './MessageChat';
