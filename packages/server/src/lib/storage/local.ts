import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { asFolderUnwritable } from '../folders';
import { baseContentType, isValidKey } from './files';
import type { Storage } from './storage';

export type LocalStorageOptions = {
  dir: string;
  secret: string;
  /** Where the routes of modules/files/local-files.routes.ts are mounted, e.g. "/api/files". */
  urlBase: string;
  maxBytes: number;
  ttlSeconds: number;
};

export type UploadGrant = { key: string; expires: number; contentType: string; maxBytes: number };
export type DownloadGrant = { key: string; expires: number; fileName: string };

const sign = (secret: string, parts: (string | number)[]) =>
  createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');

const sameSignature = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The file's absolute path, or null when the key could reach outside the folder. */
export const pathInside = (dir: string, key: string): string | null => {
  if (!isValidKey(key)) return null;
  const root = resolve(dir);
  const path = resolve(root, key);
  return path.startsWith(root + sep) ? path : null;
};

/** Files on this server's disk, behind URLs signed with HMAC-SHA256 that expire. */
export const createLocalStorage = (options: LocalStorageOptions) => {
  const { dir, secret, urlBase, maxBytes, ttlSeconds } = options;
  const expiry = () => Math.floor(Date.now() / 1000) + ttlSeconds;
  const fileUrl = (key: string, query: Record<string, string | number>) =>
    `${urlBase}/${key}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

  const storage: Storage & {
    /** The folder the files live in. */
    dir: string;
    verifyUpload: (key: string, query: Record<string, string | undefined>) => UploadGrant | null;
    verifyDownload: (key: string, query: Record<string, string | undefined>) => DownloadGrant | null;
    pathOf: (key: string) => string | null;
  } = {
    kind: 'local',
    dir,
    signUpload: async ({ key, contentType, size }) => {
      const expires = expiry();
      const type = baseContentType(contentType);
      const limit = Math.min(size, maxBytes);
      const sig = sign(secret, ['PUT', key, expires, type, limit]);
      return {
        url: fileUrl(key, { expires, type, max: limit, sig }),
        method: 'PUT',
        headers: { 'content-type': type },
        key,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    signDownload: async (key, { fileName } = {}) => {
      const expires = expiry();
      const name = fileName ?? key.slice(key.lastIndexOf('/') + 1);
      return fileUrl(key, { expires, name, sig: sign(secret, ['GET', key, expires, name]) });
    },
    verifyUpload: (key, query) => {
      const expires = Number(query.expires);
      const max = Number(query.max);
      if (!query.sig || !query.type || !Number.isSafeInteger(expires) || !Number.isSafeInteger(max)) return null;
      if (!sameSignature(sign(secret, ['PUT', key, expires, query.type, max]), query.sig)) return null;
      if (expires < Date.now() / 1000) return null;
      return { key, expires, contentType: query.type, maxBytes: max };
    },
    verifyDownload: (key, query) => {
      const expires = Number(query.expires);
      if (!query.sig || query.name === undefined || !Number.isSafeInteger(expires)) return null;
      if (!sameSignature(sign(secret, ['GET', key, expires, query.name]), query.sig)) return null;
      if (expires < Date.now() / 1000) return null;
      return { key, expires, fileName: query.name };
    },
    pathOf: (key) => pathInside(dir, key),
    put: async (key, body) => {
      const path = pathInside(dir, key);
      if (!path) throw new Error(`Clave de archivo inválida: ${key}`);
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, body);
      } catch (error) {
        throw asFolderUnwritable(error, 'files', dir) ?? error;
      }
    },
    get: async (key) => {
      const path = pathInside(dir, key);
      if (!path) return null;
      return readFile(path).catch(() => null);
    },
    head: async (key, bytes) => {
      const path = pathInside(dir, key);
      if (!path) return null;
      const file = await open(path, 'r').catch(() => null);
      if (!file) return null;
      try {
        const { buffer, bytesRead } = await file.read(Buffer.alloc(bytes), 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    remove: async (key) => {
      const path = pathInside(dir, key);
      if (path) await rm(path, { force: true });
    },
  };
  return storage;
};

export type LocalStorage = ReturnType<typeof createLocalStorage>;
