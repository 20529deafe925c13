import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedContentMatches } from './content-check';
import { createS3Storage } from './s3';

/** A bucket that answers ranged GETs of the objects it holds, as S3 does (206), and 404 NoSuchKey otherwise. */
const objects = new Map<string, Buffer>();
const ranges: string[] = [];
let bucket: Server;
let endpoint = '';

const answer = (request: IncomingMessage, response: import('node:http').ServerResponse) => {
  const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.replace(/^\/fotos\//, ''));
  const object = objects.get(key);
  if (!object) {
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end('<Error><Code>NoSuchKey</Code></Error>');
    return;
  }
  const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
  ranges.push(request.headers.range ?? '');
  const [start, end] = range
    ? [Number(range[1]), Math.min(Number(range[2]), object.length - 1)]
    : [0, object.length - 1];
  response.writeHead(range ? 206 : 200, { 'content-length': String(end - start + 1) });
  response.end(object.subarray(start, end + 1));
};

beforeAll(async () => {
  bucket = createServer(answer);
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => bucket.close(() => resolve())));

describe('a file in an S3-compatible bucket', () => {
  it('is checked by its first bytes, read with a ranged GET, not downloaded whole', async () => {
    const storage = createS3Storage(
      {
        bucket: 'fotos',
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'prueba',
        secretAccessKey: 'secreto',
        forcePathStyle: true,
      },
      { ttlSeconds: 60, maxBytes: 10_000_000 },
    );
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100_000)]);
    objects.set('u1/logos/logo.png', png);
    objects.set('u1/logos/falso.png', Buffer.from('<html>no es una imagen</html>'));
    expect(await storedContentMatches(storage, 'u1/logos/logo.png')).toBe(true);
    expect(ranges.at(-1)).toBe('bytes=0-4095');
    expect(await storedContentMatches(storage, 'u1/logos/falso.png')).toBe(false);
    expect(await storedContentMatches(storage, 'u1/logos/nunca-subido.png')).toBe(false);
    expect(await storedContentMatches(storage, 'u1/logos/logo.png', (type) => type === 'application/pdf')).toBe(false);
  });
});
