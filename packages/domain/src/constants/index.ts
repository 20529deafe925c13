export { CHUNK_TIMEOUT_MS, HTTP_TIMEOUT_MS, X_SYSTEM_HEADER, X_SYSTEM_VALUE } from './http';
export {
  isNotificationTypeId,
  NOTIFICATION_TYPE_ID,
  NOTIFICATION_TYPES,
  type NotificationType,
  type NotificationTypeId,
  type NotificationTypeKey,
  notificationTypeName,
} from './notifications';
export { isPublicRoute, PUBLIC_ROUTES, type PublicRoute } from './routes';
export { screenLabel } from './screen-labels';
export { isScreenMode, SCREEN_MODES, type ScreenMode, TOAST_LIFE_MS } from './ui';
