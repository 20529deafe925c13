import { codeModule, contract } from '@horizontal/domain';
import { ModuleScreen } from '../../pages/module-screen';
import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

const MessagesListPage = lazyScreen(() => import('./pages/MessagesListPage'));
const MessageFormPage = lazyScreen(() => import('./pages/MessageFormPage'));
const MessageChatPage = lazyScreen(() => import('./pages/MessageChatPage'));
const MessagingTile = lazyScreen(() => import('./MessagingTile'));

/** Mensajería's badge counts new messages (SPEC §2: mensajes 3); its menu entry and its list carry it. */
const notificationTypeId = codeModule('messaging')?.notificationTypeId;

/**
 * Mensajería (SPEC §2): /mensajes/listado (Recibidos and Enviados), /mensajes/nuevo (a message of the
 * administration to the residents) and /mensajes/chat (a thread and its reply). Its submenu has one entry, the list,
 * where the module's badge leads; opening it, or a thread, marks the user's message notifications seen.
 */
export const messagingModule: AppModule = {
  name: 'messaging',
  needsBuilding: true,
  tile: {
    // No summary call: the inbox answers the tile's figure, and whoever may read the list may ask for it.
    call: contract.messages.inbox,
    Tile: MessagingTile,
    loadPrefetch: () => import('./queries').then(({ prefetchInbox }) => prefetchInbox),
  },
  routes: [
    {
      path: '/mensajes',
      guard: 'module',
      screen: ModuleScreen,
      menus: [{ menu: 'modules', label: 'Mensajería', order: 6, notificationTypeId }],
    },
    {
      path: '/mensajes/listado',
      guard: 'functionality',
      screen: MessagesListPage,
      menus: [{ menu: '/mensajes', label: 'Mensajes', order: 1, notificationTypeId }],
    },
    { path: '/mensajes/nuevo', guard: 'functionality', screen: MessageFormPage },
    { path: '/mensajes/chat', guard: 'functionality', screen: MessageChatPage },
  ],
};
