import { contract, formatMontevideoDateTime } from '@horizontal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import { demoLogins } from '../../seed/demo';

const [, admin] = demoLogins;
const firefoxOnLinux = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Changes the password as `userAgent` and answers the e-mail it sent, with the minutes the change may fall in. */
const changeAs = async (current: string, next: string, userAgent?: string) => {
  const headers = await t.headersOf({ email: admin.email, password: current });
  const before = new Date();
  const res = await t.call(contract.auth.change, {
    headers: userAgent ? { ...headers, 'user-agent': userAgent } : headers,
    body: { currentPassword: current, newPassword: next },
  });
  const after = new Date();
  expect(res.json()).toMatchObject({ ok: true, message: 'Contraseña actualizada.' });
  const mail = mailText((await t.outbox()).at(-1) ?? '');
  return { mail, minutes: [formatMontevideoDateTime(before), formatMontevideoDateTime(after)] };
};

describe('the «Su contraseña cambió» e-mail', () => {
  it('says when (in Uruguay), from what device, and what to do if it was not them', async () => {
    const { mail, minutes } = await changeAs(admin.password, 'Otra#Clave2026', firefoxOnLinux);
    expect(mail).toMatch(new RegExp(`^To: ${admin.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(mail).toMatch(/^Subject: .*contrase/m);
    const when = mail.match(/Cuándo: (\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}) \(hora de Uruguay\)/)?.[1];
    expect(minutes).toContain(when);
    expect(mail).toContain('Desde: Firefox en Linux');
    expect(mail).toContain('Si no fue usted, alguien más conocía su contraseña.');
    expect(mail).toContain('«¿Olvidó su contraseña?»');
    expect(mail).toContain('avise a su administradora');
    expect(mail).not.toContain('Olvidé');
    // The header itself is never repeated: it is whatever the client chose to send.
    expect(mail).not.toContain('Gecko');
  });

  it('says it does not know the device rather than guess', async () => {
    const { mail } = await changeAs('Otra#Clave2026', 'Tercera#2026');
    expect(mail).toContain('Desde: un navegador desconocido');
    expect(mail).not.toContain('lightMyRequest');
  });
});
