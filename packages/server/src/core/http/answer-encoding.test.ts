import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';

const [, admin] = demoLogins;
let t: TestApp;
let token: string;
let buildingId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.headersOf(admin!))['x-token']!;
  buildingId = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
});
afterAll(() => t.close());

const list = (headers: Record<string, string>) =>
  t.call(contract.apartments.findAll, {
    headers: { ...systemHeaders, ...headers, 'x-token': token },
    params: { id: buildingId },
  });

describe('answers on the wire', () => {
  it('compresses a list above 1 KB for a client that accepts it, and leaves a small answer as it is', async () => {
    const br = await list({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await list({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const refused = await t.call(contract.apartments.findAll, {
      headers: { ...systemHeaders, 'accept-encoding': 'br' },
      params: { id: buildingId },
    });
    expect(refused.rawPayload.length).toBeLessThan(1024);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers an unchanged list with a 304 and no body, but a refusal always in full', async () => {
    const first = await list({});
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const signedOut = await t.call(contract.apartments.findAll, {
      headers: { ...systemHeaders, 'if-none-match': etag },
      params: { id: buildingId },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().ok).toBe(false);
    const refusalTag = signedOut.headers.etag;
    expect(refusalTag).toBeUndefined();
  });
});
