import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config/server-config';
import { baseContentType } from './files';
import type { Storage } from './storage';

const attachment = (fileName: string) => `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** An S3-compatible bucket; the browser talks to it directly through presigned URLs. */
export const createS3Storage = (config: S3Config, options: { ttlSeconds: number; maxBytes: number }): Storage => {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const expiresIn = options.ttlSeconds;
  return {
    kind: 's3',
    signUpload: async ({ key, contentType, size }) => {
      const type = baseContentType(contentType);
      // A signed Content-Length makes the bucket refuse any body of another size, which is how a presigned PUT
      // enforces the size limit; If-None-Match: * makes it refuse a second upload to the same key.
      const length = Math.min(size, options.maxBytes);
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ContentType: type,
        ContentLength: length,
        IfNoneMatch: '*',
      });
      const url = await getSignedUrl(client, command, {
        expiresIn,
        signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']),
      });
      return {
        url,
        method: 'PUT',
        headers: { 'content-type': type, 'if-none-match': '*' },
        key,
        expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(),
      };
    },
    signDownload: async (key, { fileName } = {}) => {
      const name = fileName ?? key.slice(key.lastIndexOf('/') + 1);
      const command = new GetObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ResponseContentDisposition: attachment(name),
      });
      return getSignedUrl(client, command, { expiresIn });
    },
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    get: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        const bytes = await answer.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : null;
      } catch {
        return null;
      }
    },
    head: async (key, bytes) => {
      try {
        const range = `bytes=0-${bytes - 1}`;
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key, Range: range }));
        const body = await answer.Body?.transformToByteArray();
        return body ? Buffer.from(body) : null;
      } catch {
        return null;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
};
