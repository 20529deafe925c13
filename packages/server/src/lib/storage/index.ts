import type { ServerConfig } from '../../config/server-config';
import type { Database } from '../../db/client';
import { sharedSecret } from '../secrets';
import { createLocalStorage, type LocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export * from './content-check';
export * from './files';
export type { LocalStorage } from './local';
export type { SignedUpload, Storage } from './storage';

export type StorageSetup = { storage: Storage; local: LocalStorage | null };

/** The bucket when S3_* is configured; otherwise this server's disk, served by the files module. */
export const createStorage = async (config: ServerConfig, db: Database): Promise<StorageSetup> => {
  const { files } = config;
  if (files.s3) {
    return {
      storage: createS3Storage(files.s3, { ttlSeconds: files.urlTtlSeconds, maxBytes: files.maxBytes }),
      local: null,
    };
  }
  const local = createLocalStorage({
    dir: files.dir,
    secret: files.secret ?? (await sharedSecret(db, 'files-hmac')),
    urlBase: `${config.apiPrefix}/files`,
    maxBytes: files.maxBytes,
    ttlSeconds: files.urlTtlSeconds,
  });
  return { storage: local, local };
};
