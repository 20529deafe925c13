import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors/api-error';
import { asFolderUnwritable } from '../../lib/folders';
import {
  allowedFileTypes,
  baseContentType,
  companyOfKey,
  contentMatches,
  contentTypeOfKey,
  type LocalStorage,
  SNIFF_BYTES,
} from '../../lib/storage';
import type { StoredFilesRepository } from './stored-files.repository';

export const fileMessages = {
  badSignature: 'El enlace del archivo no es válido o venció. Pida uno nuevo.',
  wrongType: 'El tipo del archivo no coincide con el autorizado.',
  wrongContent: (contentType: string) =>
    `El contenido del archivo no corresponde a su tipo (${(allowedFileTypes[contentType] ?? contentType).toUpperCase()}).`,
  tooLarge: 'El archivo supera el tamaño permitido.',
  missing: 'El archivo no existe.',
  uploaded: 'Archivo subido.',
  used: 'Este enlace ya se usó para subir un archivo. Pida uno nuevo.',
} as const;

type FileRequest = FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>;

class TooLarge extends Error {}
class WrongContent extends Error {}

/** Counts bytes on the way to disk and stops the upload as soon as it passes the signed limit. */
const limitTo = (maxBytes: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new TooLarge() : null, chunk);
    },
  });
};

/** Holds the first bytes back until they show the signed type: a body of another kind never reaches the disk. */
const sniffAs = (contentType: string) => {
  let head: Buffer | null = Buffer.alloc(0);
  const release = (stream: Transform) => {
    if (!contentMatches(contentType, head!)) return new WrongContent();
    stream.push(head);
    head = null;
    return null;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      callback(head.length < SNIFF_BYTES ? null : release(this));
    },
    flush(callback) {
      callback(head === null ? null : release(this));
    },
  });
};

/**
 * The local stand-in for a bucket: PUT and GET of files behind signed, expiring URLs. These routes take no x-system
 * and no x-token (the browser reaches them as it would reach S3): the signature is the permission.
 */
export const localFileRoutes = (disk: LocalStorage, usage: StoredFilesRepository) => async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  // Leave the body unread: the upload handler streams it to disk itself.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put('/files/*', async (request: FileRequest, reply) => {
    const key = request.params['*'];
    const grant = disk.verifyUpload(key, request.query);
    const path = disk.pathOf(key);
    if (!grant || !path) throw new ApiError(403, fileMessages.badSignature);
    if (baseContentType(request.headers['content-type']) !== grant.contentType) {
      throw new ApiError(415, fileMessages.wrongType);
    }
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > grant.maxBytes) throw new ApiError(413, fileMessages.tooLarge);
    // Every key is new (the server chose it when signing): a file already there means this URL was used.
    if (await stat(path).catch(() => null)) throw new ApiError(409, fileMessages.used);
    // A folder the server cannot write to is answered 503 naming it, not as an error of ours.
    const unwritable = (error: unknown) => asFolderUnwritable(error, 'files', disk.dir) ?? error;
    await mkdir(dirname(path), { recursive: true }).catch((error: unknown) => {
      throw unwritable(error);
    });
    const partial = `${path}.${process.pid}.${Date.now()}.part`;
    try {
      await pipeline(request.raw, limitTo(grant.maxBytes), sniffAs(grant.contentType), createWriteStream(partial));
      // link, unlike rename, never replaces: of two uploads racing on one URL, the second is refused.
      await link(partial, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ApiError(409, fileMessages.used);
      // The rest of the body is never read: the connection cannot carry another request.
      if (error instanceof TooLarge || error instanceof WrongContent) reply.header('connection', 'close');
      if (error instanceof TooLarge) throw new ApiError(413, fileMessages.tooLarge);
      if (error instanceof WrongContent) throw new ApiError(415, fileMessages.wrongContent(grant.contentType));
      throw unwritable(error);
    } finally {
      await rm(partial, { force: true });
    }
    const companyId = companyOfKey(key);
    if (companyId !== null) {
      // A file the quota does not count is not kept.
      const { size } = await stat(path);
      await usage.stored(key, companyId, size).catch(async (error: unknown) => {
        await rm(path, { force: true });
        throw error;
      });
    }
    return reply.status(200).send({ ok: true, message: fileMessages.uploaded, key });
  });

  app.get('/files/*', async (request: FileRequest, reply) => {
    const key = request.params['*'];
    const grant = disk.verifyDownload(key, request.query);
    const path = disk.pathOf(key);
    if (!grant || !path) throw new ApiError(403, fileMessages.badSignature);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new ApiError(404, fileMessages.missing);
    return reply
      .header('content-type', contentTypeOfKey(key))
      .header('content-length', info.size)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(grant.fileName)}`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=0, no-store')
      .send(createReadStream(path));
  });
};
