import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** An answer's ETag: a hash of its JSON, the same for every encoding it travels in. */
export const etagOf = (json: string | Buffer) => `"${createHash('sha1').update(json).digest('base64url')}"`;

/** The levels answers are compressed at, chosen for latency: a 1.4 MB list compresses in a few milliseconds. */
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const gzipOptions = { level: 5 };

/**
 * How answers travel. A successful GET carries an ETag of its content, and a client that sends it back in
 * If-None-Match while the answer is unchanged gets a 304 without a body (the app's client keeps the last list it
 * read); never a refusal, which must always arrive. Answers above 1 KB go brotli or gzip-compressed when the client
 * accepts it; files the build
 * compressed already (Content-Encoding set) are left as they are. Request bodies are not decompressed: they stay
 * within bodyLimit as sent.
 */
export const registerAnswerEncoding = async (app: FastifyInstance) => {
  // Added before compression's hook, so the ETag is the JSON's and not one encoding's. An answer kept already
  // compressed (core/calls/answer-cache.ts) comes with its ETag set; files come as streams, with their own.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] !== etag) return payload;
    reply.code(304).removeHeader('content-encoding');
    return '';
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions,
    zlibOptions: gzipOptions,
  });
};
