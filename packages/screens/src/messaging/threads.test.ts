import type { Message, MessageRecipient } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { oldestFirst, recipientsByThread, recipientsSummary, threadRowLabel, threadsOf } from './threads';

const resident = { kind: 'residente' as const, id: 18, name: 'Álvaro Rodríguez' };
const admin = { kind: 'administracion' as const, id: 2, name: 'Martín Rodríguez' };

const message = (id: number, parent: number | null, fields: Partial<Message> = {}): Message => ({
  id,
  buildingId: 1,
  messageParentId: parent,
  categoryId: 2,
  category: 'Reclamo',
  subject: `Asunto ${parent ?? id}`,
  text: `Mensaje ${id}`,
  sender: resident,
  apartment: 'Torre A · 502',
  sentAt: `2026-11-${String(10 + id).padStart(2, '0')}T12:00:00.000Z`,
  status: 'abierto',
  read: true,
  ...fields,
});

const recipient = (id: number, messageId: number, status: MessageRecipient['status']): MessageRecipient => ({
  id,
  messageId,
  residentId: id,
  name: `Residente ${id}`,
  apartment: `Torre A · ${100 + id}`,
  status,
  readAt: null,
});

describe('threadsOf', () => {
  it('makes one row per thread, the thread with the highest message id first', () => {
    const threads = threadsOf([
      message(1, null),
      message(2, 1, { sender: admin, apartment: null }),
      message(3, null, { subject: 'Ruidos' }),
      message(4, 1, { read: false }),
      message(5, null, { subject: 'Portón' }),
    ]);
    expect(threads.map((thread) => thread.id)).toEqual([5, 1, 3]);
    expect(threads[1]).toMatchObject({
      subject: 'Asunto 1',
      messages: 3,
      unread: 1,
      lastId: 4,
      startedAt: '2026-11-11T12:00:00.000Z',
      lastAt: '2026-11-14T12:00:00.000Z',
      resident: { name: 'Álvaro Rodríguez', apartment: 'Torre A · 502' },
    });
  });

  it('counts every unread message of a thread, and none of a thread read to the end', () => {
    const [thread] = threadsOf([message(1, null, { read: false }), message(2, 1, { read: false })]);
    expect(thread?.unread).toBe(2);
    expect(threadsOf([message(1, null)])[0]?.unread).toBe(0);
  });

  it('names the resident of a thread the administration started by the first one who answered', () => {
    const [thread] = threadsOf([
      message(7, null, { sender: admin, apartment: null }),
      message(8, 7, { apartment: 'Torre B · 301' }),
    ]);
    expect(thread?.starter).toEqual(admin);
    expect(thread?.resident).toEqual({ name: 'Álvaro Rodríguez', apartment: 'Torre B · 301' });
    expect(threadsOf([message(9, null, { sender: admin, apartment: null })])[0]?.resident).toBeNull();
  });

  it('keeps a thread whose first message did not come, named by its oldest message', () => {
    const [thread] = threadsOf([message(12, 10, { subject: 'Sigue' }), message(11, 10, { subject: 'Antes' })]);
    expect(thread).toMatchObject({ id: 10, subject: 'Antes', messages: 2, lastId: 12 });
  });

  it('is empty for an empty answer', () => {
    expect(threadsOf([])).toEqual([]);
  });
});

describe('threadRowLabel', () => {
  it('names a resident’s thread by who wrote it, and the administration’s by its day in Montevideo', () => {
    const [inbox] = threadsOf([message(1, null, { subject: 'Filtración' })]);
    expect(threadRowLabel(inbox!)).toBe('Conversación «Filtración» con Álvaro Rodríguez (Torre A · 502)');
    // 01:30 UTC is still the day before in Montevideo.
    const [sent] = threadsOf([
      message(2, null, { subject: 'Corte de luz', sender: admin, apartment: null, sentAt: '2026-11-21T01:30:00.000Z' }),
    ]);
    expect(threadRowLabel(sent!)).toBe('Conversación «Corte de luz» del 20/11/2026');
  });
});

describe('recipientsSummary', () => {
  it('says nothing while the recipients are not known', () => {
    expect(recipientsSummary(undefined)).toBe('');
  });

  it('names the one resident, or counts them and who read it', () => {
    expect(recipientsSummary([])).toBe('Sin destinatarios');
    expect(recipientsSummary([recipient(1, 9, 'no_leido')])).toBe('Residente 1 (Torre A · 101)');
    expect(recipientsSummary([recipient(1, 9, 'no_leido'), recipient(2, 9, 'no_leido')])).toBe(
      '2 residentes, ninguno lo leyó',
    );
    expect(recipientsSummary([recipient(1, 9, 'leido'), recipient(2, 9, 'no_leido')])).toBe('2 residentes, 1 lo leyó');
    const many = Array.from({ length: 1200 }, (_, index) =>
      recipient(index + 1, 9, index < 1001 ? 'leido' : 'no_leido'),
    );
    expect(recipientsSummary(many)).toBe('1.200 residentes, 1.001 lo leyeron');
    const colleague = { ...recipient(3, 9, 'leido'), residentId: null };
    expect(recipientsSummary([recipient(1, 9, 'no_leido'), recipient(2, 9, 'no_leido'), colleague])).toBe(
      '2 residentes y 1 persona del personal, 1 lo leyó',
    );
    expect(recipientsSummary([colleague, { ...colleague, id: 4, status: 'no_leido' }])).toBe(
      '2 personas del personal, 1 lo leyó',
    );
  });

  it('groups them by the thread they belong to', () => {
    const byThread = recipientsByThread([
      recipient(1, 9, 'leido'),
      recipient(2, 11, 'leido'),
      recipient(3, 9, 'leido'),
    ]);
    expect(byThread.get(9)?.map((one) => one.id)).toEqual([1, 3]);
    expect(byThread.get(11)?.map((one) => one.id)).toEqual([2]);
  });
});

describe('oldestFirst', () => {
  it('orders a thread by message id, whatever the order of the answer', () => {
    expect(oldestFirst([message(3, 1), message(1, null), message(2, 1)]).map((line) => line.id)).toEqual([1, 2, 3]);
  });
});
