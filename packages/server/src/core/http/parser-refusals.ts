import type { Socket } from 'node:net';
import { messages } from '../errors/api-error';
import { socketAnswerHeaders } from './security-headers';

/** Node's HTTP parser codes whose refusal has a status of its own; any other is a request it could not read. */
const statusByCode: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', messages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', messages.requestTimeout],
};
const unreadable: [number, string, string] = [400, 'Bad Request', messages.unreadableRequest];

/**
 * Fastify's clientErrorHandler: what Node's parser refuses before any request exists (a URL or headers over 16 KB,
 * a request line it cannot read) is answered like every other refusal, `{ ok: false, message }` in Spanish with an
 * API answer's security headers, instead of Fastify's English JSON without them.
 */
export const answerParserRefusal = (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = statusByCode[error.code ?? ''] ?? unreadable;
  const body = JSON.stringify({ ok: false, message });
  const headers = {
    ...socketAnswerHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${body}`);
};
