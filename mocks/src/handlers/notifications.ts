import { contract, notificationMessages } from '@horizontal/domain';
import { mockCall } from './mock-call';

export const notificationsHandlers = [
  /** Clears the signed-in user's notifications of one type; the client subtracts `deleted` from the badge. */
  mockCall(contract.notifications.delete, ({ body, session }) => {
    const { account } = session;
    const before = account.user.notifications.length;
    account.user = {
      ...account.user,
      notifications: account.user.notifications.filter((notification) => notification.typeId !== body.typeId),
    };
    const deleted = before - account.user.notifications.length;
    return { message: notificationMessages.deleted(deleted), deleted };
  }),
];
