import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Residents have no login: they read the administration's messages by e-mail and answer by replying to it. Each
 * thread's e-mails carry a Reply-To of their own, «respuestas+<thread>.<tag>@<domain>», whose tag is signed with the
 * server's secret: a mail provider's inbound route (or a mailbox read by the server) hands a reply to the thread its
 * address names, and an address not made here names none. This file makes and reads the address; inbound.routes.ts
 * receives the replies (docs/messaging.md).
 */

const tagOf = (secret: string, threadId: number) =>
  createHmac('sha256', secret).update(`mensajes:${threadId}`).digest('hex').slice(0, 16);

/** «Horizontal <no-responder@horizontal.uy>» → «horizontal.uy». */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'horizontal.uy';

/** The address a thread's e-mails are answered to. */
export const threadReplyAddress = (secret: string, from: string, threadId: number) =>
  `respuestas+${threadId}.${tagOf(secret, threadId)}@${domainOf(from)}`;

/** The thread a reply's address names, or null for an address this server did not sign. */
export const threadOfReplyAddress = (secret: string, address: string): number | null => {
  const match = /^respuestas\+(\d{1,9})\.([0-9a-f]{16})@/i.exec(address.trim());
  if (!match) return null;
  const threadId = Number(match[1]);
  const expected = Buffer.from(tagOf(secret, threadId));
  const given = Buffer.from(match[2]!.toLowerCase());
  return timingSafeEqual(expected, given) ? threadId : null;
};
