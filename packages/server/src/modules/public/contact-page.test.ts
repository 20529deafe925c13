import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type ContactPageState, contract, publicMessages } from '@horizontal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/server-config';
import { messages } from '../../core/errors/api-error';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import { contactRequests } from '../../db/schema';
import { sharedSecret } from '../../lib/secrets';
import { createContactGuard } from './contact-guard';

// Stands in for the module the app's build writes (dist/server/render-page.mjs): it shows the state the server gave
// it, so that a test reads what the page would draw. `<` escaped, so that nothing posted can close the <pre>.
const renderer = `export const renderContactPage = (state) =>
  '<!doctype html><html><body><pre id="state">' +
  JSON.stringify(state).replaceAll('<', '\\\\u003c') +
  '</pre></body></html>';
`;

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'app-dist-contact-'));
  await mkdir(join(dist, 'server'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Horizontal</title><div id="root"></div>');
  await writeFile(join(dist, 'server', 'render-page.mjs'), renderer);
  // The build compresses everything in dist, the server's module too.
  await writeFile(join(dist, 'server', 'render-page.mjs.br'), brotliCompressSync(renderer));
  await writeFile(join(dist, 'server', 'render-page.mjs.gz'), gzipSync(renderer));
  t = await createTestApp({
    appDist: dist,
    rateLimits: { ...testConfig().rateLimits, formsPerIp: { max: 3, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

let ip = 0;
/** Each test posts from its own address, so that the tight limit per address only trips where it is tested. */
const fromNewIp = () => {
  ip += 1;
  return `10.38.0.${ip}`;
};

const second = 1_000;
const hour = 3_600_000;
/** A token as this server signs it (its shared key), drawn `ago` milliseconds before now. */
const tokenFrom = (ago: number) =>
  createContactGuard({ secret: () => sharedSecret(t.db, 'contact-form'), now: () => Date.now() - ago }).issue();

const stateOf = (res: LightMyRequestResponse): ContactPageState => {
  const json = res.body.match(/<pre id="state">(.*)<\/pre>/s)?.[1];
  if (json === undefined) throw new Error(`No es la página de contacto: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return JSON.parse(json) as ContactPageState;
};

/** The body as the browser reads it, whichever copy the server chose. */
const decoded = (res: LightMyRequestResponse) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
};

const filled = {
  name: 'Rosana Ferreira',
  email: 'rosana@correo.com.uy',
  phone: '099 123 456',
  company: 'Complejo Parque Batlle',
  message: 'Quisiera una demostración.\nSomos 40 unidades.',
};

const post = (payload: string | Record<string, string>, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: typeof payload === 'string' ? payload : new URLSearchParams(payload).toString(),
    remoteAddress,
  });

const storedCount = async () => (await t.db.select().from(contactRequests)).length;

describe('GET /contact', () => {
  it('draws the page with a fresh signed time, never kept by a cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    const state = stateOf(first);
    expect(state.formToken).toMatch(/^\d+\.[\w-]+$/);
    expect(state.sent).toBeUndefined();
    expect(state.refusal).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = stateOf(await t.app.inject({ method: 'GET', url: '/contact' }));
    expect(next.formToken).not.toBe(state.formToken);
  });

  it('says the message went after the redirect of a send', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/contact?enviada' });
    expect(res.statusCode).toBe(200);
    expect(stateOf(res)).toMatchObject({ sent: true, formToken: expect.any(String) });
    expect(stateOf(await t.app.inject({ method: 'GET', url: '/contact?otra=1' })).sent).toBeUndefined();
  });

  it('never serves the module that draws it', async () => {
    for (const url of [
      '/server/render-page.mjs',
      '/server/render-page.mjs?x=1',
      '/%73erver/render-page.mjs',
      '/server/%72ender-page.mjs',
      '/server//render-page.mjs',
      '/./server/render-page.mjs',
      '/assets/../server/render-page.mjs',
      '/server/render-page.mjs.br',
      '/server/render-page.mjs.gz',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect(decoded(res), `${method} ${url}`).not.toContain('renderContactPage');
        // A GET gets the app's page, as any other path the app routes.
        if (method === 'GET') expect(decoded(res), url).toContain('<title>Horizontal</title>');
        expect(res.headers['content-type'] ?? '', `${method} ${url}`).not.toMatch(/javascript/);
      }
    }
  });
});

describe('POST /contact', () => {
  it('refuses a form sent as soon as it was drawn, keeping what was typed', async () => {
    const address = fromNewIp();
    const before = await storedCount();
    const { formToken } = stateOf(await t.app.inject({ method: 'GET', url: '/contact' }));
    const res = await post({ ...filled, website: '', formToken }, address);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const state = stateOf(res);
    expect(state.refusal).toBe(publicMessages.contactRefused);
    expect(state.values).toEqual(filled);
    expect(state.errors).toBeUndefined();
    expect(state.formToken).not.toBe(formToken);
    expect(await storedCount()).toBe(before);
  });

  it('answers each wrong field at its field, keeping what was typed', async () => {
    const before = await storedCount();
    const typed = { ...filled, name: '   ', email: 'rosana@', phone: '123' };
    const res = await post({ ...typed, website: '', formToken: await tokenFrom(10 * second) }, fromNewIp());
    expect(res.statusCode).toBe(400);
    const state = stateOf(res);
    expect(state.errors).toEqual({
      name: expect.any(String),
      email: expect.any(String),
      phone: expect.any(String),
    });
    expect(state.errors?.name).toBe('Ingrese su nombre.');
    expect(state.refusal).toBeUndefined();
    expect(state.values).toEqual(typed);
    expect(await storedCount()).toBe(before);
  });

  it('keeps a good message, e-mails the team and the sender, and redirects to the page that says it went', async () => {
    const address = fromNewIp();
    const before = (await t.outbox()).length;
    const rows = await storedCount();
    const res = await post({ ...filled, website: '', formToken: await tokenFrom(10 * second) }, address);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?enviada');
    const stored = await t.db.select().from(contactRequests);
    expect(stored).toHaveLength(rows + 1);
    // As the call keeps it: the phone's 8 digits.
    expect(stored.at(-1)).toMatchObject({
      name: filled.name,
      email: filled.email,
      phone: '99123456',
      company: filled.company,
      message: filled.message,
    });
    const mails = (await t.outbox()).slice(before).map(mailText);
    expect(mails).toHaveLength(2);
    const contactTo = t.config.mail.contactTo.replaceAll('.', '\\.');
    const team = mails.find((mail) => new RegExp(`^To: ${contactTo}$`, 'm').test(mail));
    expect(team).toContain('Quisiera una demostraci');
    const thanks = mails.find((mail) => /^To: rosana@correo\.com\.uy$/m.test(mail));
    expect(thanks).toContain('Recibimos su consulta');
  });

  it('counts a line break as the person typed it, though the browser sends it as CRLF', async () => {
    // 20 lines of 99 characters: 1,999 typed, 2,018 as posted; the textarea let it through, so must the server.
    const message = Array.from({ length: 20 }, (_, line) => `${line}`.padEnd(99, '.')).join('\r\n');
    const res = await post({ ...filled, message, website: '', formToken: await tokenFrom(10 * second) }, fromNewIp());
    expect(res.statusCode).toBe(303);
    const stored = await t.db.select().from(contactRequests);
    expect(stored.at(-1)?.message).toBe(message.replaceAll('\r\n', '\n'));
  });

  it('refuses the field people never see when it comes filled, storing nothing', async () => {
    const before = await storedCount();
    const mails = (await t.outbox()).length;
    const res = await post(
      { ...filled, website: 'https://spam.example', formToken: await tokenFrom(10 * second) },
      fromNewIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(stateOf(res).refusal).toBe(publicMessages.contactRefused);
    expect(await storedCount()).toBe(before);
    expect(await t.outbox()).toHaveLength(mails);
  });

  it('draws a form left open more than a day again with a new time, keeping what was typed', async () => {
    const before = await storedCount();
    const old = await tokenFrom(25 * hour);
    const res = await post({ ...filled, website: '', formToken: old }, fromNewIp());
    expect(res.statusCode).toBe(200);
    const state = stateOf(res);
    expect(state.refusal).toBe(publicMessages.contactRenewed);
    expect(state.values).toEqual(filled);
    expect(state.formToken).not.toBe(old);
    expect(await storedCount()).toBe(before);
    // The new time is this server's: sent a person's while later, it is taken.
    const later = createContactGuard({
      secret: () => sharedSecret(t.db, 'contact-form'),
      now: () => Date.now() + 10 * second,
    });
    await expect(later.check({ formToken: state.formToken }, true)).resolves.toBeUndefined();
  });

  it('limits the sends of one address, together with the call, in Spanish', async () => {
    const address = fromNewIp();
    const formToken = await tokenFrom(10 * second);
    // The call and the page share the budget: a bot gains nothing by switching.
    const call = await t.call(contract.auth.contact, {
      ip: address,
      body: { ...filled, website: 'x' },
    });
    expect(call.statusCode).toBe(400);
    const statuses = [call.statusCode];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      statuses.push((await post({ ...filled, website: 'x', formToken }, address)).statusCode);
    }
    const limited = await post({ ...filled, website: '', formToken }, address);
    statuses.push(limited.statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    const state = stateOf(limited);
    expect(state.refusal).toBe(messages.tooManyRequests);
    expect(state.refusal).toBe('Demasiados intentos. Espere unos minutos e intente nuevamente.');
    expect(state.values).toEqual(filled);
    const afterPage = await t.call(contract.auth.contact, { ip: address, body: filled });
    expect(afterPage.statusCode).toBe(429);
    // Another address is not held.
    expect((await post({ ...filled, website: '', formToken }, fromNewIp())).statusCode).toBe(303);
  });

  it('takes the last of a repeated field and ignores fields it does not know', async () => {
    const before = await storedCount();
    const body = new URLSearchParams({ ...filled, website: '', formToken: await tokenFrom(10 * second) });
    body.append('name', 'Ximena Rodríguez');
    body.append('email[]', 'otra@correo.com.uy');
    body.append('__proto__', 'x');
    body.append('constructor', 'y');
    const res = await post(body.toString(), fromNewIp());
    expect(res.statusCode).toBe(303);
    const stored = await t.db.select().from(contactRequests);
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({ name: 'Ximena Rodríguez', email: filled.email });
  });

  it('never answers a strange request with a server error', async () => {
    const before = await storedCount();
    const formToken = await tokenFrom(10 * second);
    const odd: { label: string; headers?: Record<string, string>; payload?: string | Buffer }[] = [
      { label: 'no body, no type' },
      { label: 'empty form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
      { label: 'only separators', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '&&==&' },
      {
        label: 'bad percent-encoding',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=%E0%A4%A&email=%&message=%ZZ&formToken=${encodeURIComponent(formToken)}`,
      },
      {
        label: 'repeated token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `formToken=${encodeURIComponent(formToken)}&formToken=basura&name=a`,
      },
      {
        label: 'bytes that are not UTF-8',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=latin1' },
        payload: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0x00]),
      },
      {
        label: 'a form larger than its limit',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `message=${'a'.repeat(70_000)}`,
      },
      {
        label: 'JSON with arrays and objects',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: ['a', 'b'], email: { x: 1 }, formToken: [formToken], website: null }),
      },
      { label: 'JSON array', headers: { 'content-type': 'application/json' }, payload: '[1,2]' },
      { label: 'JSON null', headers: { 'content-type': 'application/json' }, payload: 'null' },
      { label: 'JSON text', headers: { 'content-type': 'application/json' }, payload: '"hola"' },
      { label: 'broken JSON', headers: { 'content-type': 'application/json' }, payload: '{"name":' },
      { label: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'name=a&email=b' },
      {
        label: 'multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--x--\r\n',
      },
      { label: 'unknown type', headers: { 'content-type': 'application/x-nada' }, payload: 'name=a' },
    ];
    for (const request of odd) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: request.headers,
        payload: request.payload,
        remoteAddress: fromNewIp(),
      });
      expect(res.statusCode, request.label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, request.label).toBeLessThan(500);
    }
    expect(await storedCount()).toBe(before);
  });
});

describe('POST /auth/contact, the call of the contract', () => {
  const send = async (body: Record<string, unknown>) =>
    t.call(contract.auth.contact, { ip: fromNewIp(), body: { ...filled, ...body } });

  it('refuses the field people never see when it comes filled, storing and sending nothing', async () => {
    const before = await storedCount();
    const mails = (await t.outbox()).length;
    const res = await send({ website: 'https://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: publicMessages.contactRefused });
    expect(await storedCount()).toBe(before);
    expect(await t.outbox()).toHaveLength(mails);
  });

  it('takes a token this server signed a person’s while ago, and refuses one signed just now', async () => {
    const before = await storedCount();
    const taken = await send({ website: '', formToken: await tokenFrom(10 * second) });
    expect(taken.json()).toEqual({ ok: true, message: publicMessages.contactReceived });
    const tooSoon = await send({ formToken: await tokenFrom(0) });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toEqual({ ok: false, message: publicMessages.contactRefused });
    const expired = await send({ formToken: await tokenFrom(25 * hour) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ ok: false, message: publicMessages.contactExpired });
    const drawn = stateOf(await t.app.inject({ method: 'GET', url: '/contact' }));
    expect((await send({ formToken: drawn.formToken })).json().message).toBe(publicMessages.contactRefused);
    expect(await storedCount()).toBe(before + 1);
  });

  it('takes a client of the contract that sends no token', async () => {
    const before = (await t.outbox()).length;
    const res = await send({});
    expect(res.json()).toEqual({ ok: true, message: publicMessages.contactReceived });
    expect((await t.outbox()).slice(before)).toHaveLength(2);
  });

  it('reads JSON only: the form’s encoding is parsed for /contact alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.config.apiPrefix}/auth/contact`,
      headers: { 'x-system': '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(filled).toString(),
      remoteAddress: fromNewIp(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().ok).toBe(false);
  });

  it('refuses guards of the wrong type with the schema’s words', async () => {
    for (const body of [{ website: 1 }, { formToken: ['a'] }, { formToken: 'a'.repeat(201) }]) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('El formulario no es válido.');
    }
  });
});
