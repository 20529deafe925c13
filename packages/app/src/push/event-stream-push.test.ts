import { refusals } from '@horizontal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventStreamPushOptions, type StreamTicketAnswer, startEventStreamPush } from './event-stream-push';

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, data?: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const notification = { id: 9, date: '2026-11-23', title: 'Reserva', text: 'Reservaron el salón.', typeId: 1 };
const urls = () => FakeEventSource.all.map((source) => source.url);
const latest = () => FakeEventSource.all.at(-1)!;

const ticketsInTurn = () => {
  let issued = 0;
  return vi.fn(async (): Promise<StreamTicketAnswer> => {
    issued += 1;
    return { ok: true, message: 'OK', ticket: `pase-${issued}` };
  });
};

beforeEach(() => {
  FakeEventSource.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The stream with a page that knows no notice yet, and nobody listening, unless the test says otherwise. */
const startWith = (options: Pick<EventStreamPushOptions, 'requestTicket'> & Partial<EventStreamPushOptions>) =>
  startEventStreamPush({ apiBase: '/api', onNotification: vi.fn(), lastKnownId: () => 0, ...options });

describe('startEventStreamPush', () => {
  it('asks for what was told after the newest notice it knows, and tells each notice once', async () => {
    const requestTicket = ticketsInTurn();
    const onNotification = vi.fn();
    const push = startWith({ requestTicket, onNotification, lastKnownId: () => 4, retryMs: 1000 });
    await vi.waitFor(() => expect(urls()).toEqual(['/api/notifications/stream?ticket=pase-1&since=4']));
    latest().fire('notification', notification);
    latest().fire('notification', notification);
    expect(onNotification).toHaveBeenCalledTimes(1);
    // Reconnected, it asks from the newest notice this stream told, not from the page's older one.
    latest().fire('error');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(urls()).toHaveLength(2));
    expect(urls()[1]).toBe('/api/notifications/stream?ticket=pase-2&since=9');
    push.stop();
  });

  it('opens the stream with a fresh ticket, never with the session token, and hands over its notifications', async () => {
    const requestTicket = ticketsInTurn();
    const onNotification = vi.fn();
    const push = startWith({ requestTicket, onNotification });
    await vi.waitFor(() => expect(urls()).toEqual(['/api/notifications/stream?ticket=pase-1&since=0']));
    latest().fire('notification', notification);
    expect(onNotification).toHaveBeenCalledWith(notification);
    push.stop();
    expect(latest().closed).toBe(true);
  });

  it('asks for a new ticket before every reconnection, waiting longer while it keeps failing', async () => {
    const requestTicket = ticketsInTurn();
    const push = startWith({ requestTicket, retryMs: 1000 });
    await vi.waitFor(() => expect(urls()).toHaveLength(1));
    latest().fire('error');
    // The browser would reconnect with the used ticket; ours closes it and waits before asking for another.
    expect(latest().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(urls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls()).toEqual([
      '/api/notifications/stream?ticket=pase-1&since=0',
      '/api/notifications/stream?ticket=pase-2&since=0',
    ]);
    latest().fire('error');
    await vi.advanceTimersByTimeAsync(1999);
    expect(urls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls()).toHaveLength(3);
    // Once a connection opens, the next failure waits the first time again.
    latest().fire('open');
    latest().fire('error');
    await vi.advanceTimersByTimeAsync(1000);
    expect(urls()).toHaveLength(4);
    expect(requestTicket).toHaveBeenCalledTimes(4);
    push.stop();
  });

  it('tries again later when no ticket comes, and gives up once the session is over', async () => {
    const requestTicket = vi
      .fn<() => Promise<StreamTicketAnswer>>()
      .mockResolvedValueOnce({ ok: false, message: 'No se pudo conectar con el servidor' })
      .mockResolvedValueOnce({ ok: false, message: refusals.invalidToken });
    const push = startWith({ requestTicket, retryMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(requestTicket).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(requestTicket).toHaveBeenCalledTimes(2);
    expect(urls()).toEqual([]);
    push.stop();
  });

  it('opens nothing once stopped, even when the ticket arrives after', async () => {
    let answer: (value: StreamTicketAnswer) => void = () => {};
    const requestTicket = vi.fn(() => new Promise<StreamTicketAnswer>((resolve) => (answer = resolve)));
    const push = startWith({ requestTicket });
    push.stop();
    answer({ ok: true, message: 'OK', ticket: 'tarde' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(urls()).toEqual([]);
  });
});
