import { type Notification, notificationSchema } from '@horizontal/domain';

/** A push payload as the server sends it (SSE data or FCM data fields); anything else is ignored. */
export const parsePushMessage = (data: unknown): Notification | null => {
  const raw = typeof data === 'string' ? safeJson(data) : data;
  const candidate =
    raw && typeof raw === 'object'
      ? { ...raw, id: Number((raw as { id?: unknown }).id), typeId: Number((raw as { typeId?: unknown }).typeId) }
      : raw;
  const parsed = notificationSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
