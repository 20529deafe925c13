import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const etagOf = (payload: string | Buffer) => `"${createHash('sha1').update(payload).digest('base64url')}"`;

/**
 * How answers travel. A successful GET carries an ETag of its content, and a client that sends it back in
 * If-None-Match while the answer is unchanged gets a 304 without a body (the app's client keeps the last list it
 * read); never a refusal, which must always arrive. Answers above 1 KB go brotli or gzip-compressed when the client
 * accepts it, at levels chosen for latency (a 1.4 MB list compresses in a few milliseconds); files the build
 * compressed already (Content-Encoding set) are left as they are. Request bodies are not decompressed: they stay
 * within bodyLimit as sent.
 */
export const registerAnswerEncoding = async (app: FastifyInstance) => {
  // Added before compression's hook, so the ETag is the JSON's and not one encoding's.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] !== etag) return payload;
    reply.code(304);
    return '';
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
};
