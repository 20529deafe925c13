// Mensajería (messaging): the inbox and sent threads, a new message and a thread's chat, SPEC §2.
export { messageStatusBadges } from './labels';
export * from './MessageChat';
export * from './MessageForm';
export * from './MessagesList';
export { type MessageThreadRow, type ThreadResident, threadRowLabel } from './threads';
