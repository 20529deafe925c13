/**
 * Mensajería at the size of a large complejo: 2,000 units (one in ten rented), every resident with an e-mail address.
 * Measures, as the administrator through the server (app.inject):
 *
 * - a message to the whole complejo (POST /messages/admin/create, toAll): its recipients' rows and its e-mails queued
 *   in one transaction; each of 5 messages, goal ≤ 1 s from the request to the answer;
 * - how long the outbox then takes to hand those e-mails over (here to its folder of .eml files; an SMTP server
 *   would add its own time), after the answer.
 *
 * Prints the figures and exits with 1 when a goal is missed. In-memory PGlite, or PostgreSQL with DATABASE_URL (a
 * database of its own, dropped at the end):
 *
 *   npx tsx packages/server/bench/messaging.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/messaging.ts
 */
import { contract } from '@horizontal/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { mailOutbox, messageRecipients, residents } from '../src/db/schema';
import { largeComplejo } from './large-complejo';

const UNITS = 2_000;
const RUNS = 5;
const goals = { createMs: 1_000 };

const { app, database, complejo, headers, close } = await largeComplejo('Complejo de Prueba de Mensajería', UNITS);
const ms = (value: number) => `${value.toFixed(0)} ms`;

try {
  const { db } = database;
  await db
    .update(residents)
    .set({ email: sql`'unidad' || ${residents.id} || '@correo.com.uy'` })
    .where(eq(residents.buildingId, complejo.id));
  const [people] = await db.select({ n: count() }).from(residents).where(eq(residents.buildingId, complejo.id));

  const times: number[] = [];
  let delivery = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api${contract.messages.create.path}`,
      headers,
      payload: {
        buildingId: complejo.id,
        toAll: true,
        subject: `Corte de agua ${run}`,
        text: 'El jueves de 9 a 13 se corta el agua en todo el complejo por la limpieza de los tanques.',
      },
    });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`messages.create: ${res.body}`);
    const id = res.json().created.id as number;
    const [rows] = await db.select({ n: count() }).from(messageRecipients).where(eq(messageRecipients.messageId, id));
    if (rows!.n !== people!.n) throw new Error(`${rows!.n} destinatarios de ${people!.n} residentes`);
    // What leaves afterwards: every e-mail queued, handed over by the outbox's rounds.
    const leaving = performance.now();
    await app.afterAnswer.settled();
    for (;;) {
      const [waiting] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), sql`${mailOutbox.subject} like ${`%Corte de agua ${run}`}`));
      if (waiting!.n === 0) break;
      await app.outbox.deliver();
    }
    delivery = performance.now() - leaving;
  }

  const worst = Math.max(...times);
  console.log(`Mensaje a todo un complejo de ${UNITS} unidades (${people!.n} residentes, todos con correo):`);
  console.log(
    `  respuesta de messages.create: ${times.map(ms).join(', ')} (peor ${ms(worst)}; meta ≤ ${goals.createMs} ms)`,
  );
  console.log(`  la bandeja de salida entrega sus ${people!.n} correos en ${ms(delivery)}, después de la respuesta`);
  if (worst > goals.createMs) process.exitCode = 1;
} finally {
  await close();
}
