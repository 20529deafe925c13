import type { Message } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { threadMessagesOf } from './chat';

const line = (id: number, fields: Partial<Message>): Message => ({
  id,
  buildingId: 1,
  messageParentId: id === 1 ? null : 1,
  categoryId: null,
  category: null,
  subject: 'Filtración en el baño',
  text: `Mensaje ${id}`,
  sender: { kind: 'residente', id: 18, name: 'Álvaro Rodríguez' },
  apartment: 'Torre A · 502',
  sentAt: '2026-11-14T17:10:00.000Z',
  status: 'abierto',
  read: true,
  ...fields,
});

describe('threadMessagesOf', () => {
  const admin = { kind: 'administracion' as const, id: 2, name: 'Martín Rodríguez' };
  const colleague = { kind: 'administracion' as const, id: 3, name: 'Lucía Techera' };

  it('orders the thread oldest first, on Montevideo’s calendar and clock', () => {
    const messages = threadMessagesOf(
      [
        // 01:30 UTC is 22:30 of the day before in Montevideo.
        line(3, { sentAt: '2026-11-20T01:30:00.000Z', read: false }),
        line(1, {}),
        line(2, { sender: admin, apartment: null, sentAt: '2026-11-15T12:30:00.000Z' }),
      ],
      2,
    );
    expect(messages.map((message) => message.id)).toEqual([1, 2, 3]);
    expect(messages[0]).toEqual({
      id: 1,
      author: 'Álvaro Rodríguez (Torre A · 502)',
      body: 'Mensaje 1',
      date: { year: 2026, month: 11, day: 14 },
      time: { hours: 14, minutes: 10 },
      own: false,
      unread: false,
    });
    expect(messages[2]).toMatchObject({ date: { year: 2026, month: 11, day: 19 }, time: { hours: 22, minutes: 30 } });
    expect(messages[2]?.unread).toBe(true);
  });

  it('marks as own only what the signed-in user wrote, not what a colleague did', () => {
    const messages = threadMessagesOf(
      [line(1, { sender: admin, apartment: null }), line(2, { sender: colleague, apartment: null })],
      2,
    );
    expect(messages.map((message) => [message.author, message.own])).toEqual([
      ['Martín Rodríguez', true],
      ['Lucía Techera', false],
    ]);
  });

  it('passes markup through as the text it is', () => {
    const text = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    expect(threadMessagesOf([line(1, { text })], 2)[0]?.body).toBe(text);
  });
});
