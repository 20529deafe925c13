import { commonExpenseMessages, type DocumentJob } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import {
  announcementOf,
  busyReason,
  failureLine,
  failuresSummary,
  finishedLine,
  latestJobs,
  moreFailures,
  progressText,
  regenerateConfirmation,
  sendConfirmation,
  startedLine,
  statementsSummary,
} from './period-documents';

const job = (fields: Partial<DocumentJob> = {}): DocumentJob => ({
  id: 1,
  commonExpenseId: 4,
  kind: 'generar',
  status: 'terminado',
  total: 2_000,
  done: 2_000,
  failed: 0,
  failures: [],
  startedBy: 'Martín Rodríguez',
  createdAt: '2026-11-27T22:40:00.000Z',
  finishedAt: '2026-11-27T22:52:00.000Z',
  ...fields,
});

describe('the statements’ summary', () => {
  it('counts the PDFs and the e-mails, thousands grouped', () => {
    expect(statementsSummary({ total: 2_000, withDocument: 1_234, sent: 0 })).toBe(
      '1.234 de 2.000 estados de cuenta generados · 0 enviados por correo',
    );
    expect(statementsSummary({ total: 1, withDocument: 1, sent: 1 })).toBe(
      '1 de 1 estado de cuenta generado · 1 enviado por correo',
    );
  });
});

describe('a job', () => {
  it('is shown only as the newest of its kind, the generation first', () => {
    const oldGeneration = job({ id: 1 });
    const sending = job({ id: 2, kind: 'enviar' });
    const newGeneration = job({ id: 3 });
    expect(latestJobs([newGeneration, sending, oldGeneration]).map((shown) => shown.id)).toEqual([3, 2]);
    expect(latestJobs([])).toEqual([]);
  });

  it('reads its progress and its moments on Montevideo’s clock', () => {
    expect(progressText(job({ done: 1_234 }))).toBe('1.234 de 2.000');
    expect(startedLine(job())).toBe('Iniciado por Martín Rodríguez el 27/11/2026 a las 19:40.');
    expect(startedLine(job({ startedBy: null }))).toBe('Iniciado el 27/11/2026 a las 19:40.');
    expect(finishedLine(job())).toBe('Terminó el 27/11/2026 a las 19:52.');
    expect(finishedLine(job({ finishedAt: null }))).toBeNull();
  });

  it('names each failure by its unit, payer and address, and counts those the server did not list', () => {
    expect(
      failureLine({
        apartment: '901',
        tower: 'Torre B',
        payer: 'propietario',
        email: 'ana@correo.com.uy',
        reason: 'El servidor de correo no respondió (421).',
        retrying: true,
      }),
    ).toBe('Torre B · 901 (propietario) — ana@correo.com.uy — El servidor de correo no respondió (421).');
    expect(
      failureLine({ apartment: '12', tower: null, payer: 'inquilino', email: null, reason: 'No.', retrying: false }),
    ).toBe('12 (inquilino) — No.');
    expect(failuresSummary(job({ failed: 2 }))).toBe('2 estados de cuenta no se generaron');
    expect(failuresSummary(job({ kind: 'enviar', failed: 1 }))).toBe('1 correo no se envió');
    expect(moreFailures(job({ failed: 1_052, failures: [] }))).toBe('Y 1.052 más.');
    expect(moreFailures(job({ failed: 0 }))).toBeNull();
  });

  it('says why a button waits: the server’s words for its own kind, the other job’s end for the other', () => {
    expect(busyReason('enviar', 'enviar')).toBe(commonExpenseMessages.jobRunning('enviar'));
    expect(busyReason('enviar', 'generar')).toMatch(/termine la generación/);
    expect(busyReason('generar', 'enviar')).toMatch(/termine el envío/);
  });
});

describe('the live region', () => {
  const running = job({ status: 'en_curso', done: 10, finishedAt: null });

  it('says nothing on the first sight of the jobs, nor while only the count moves', () => {
    expect(announcementOf(null, [running])).toBeNull();
    expect(announcementOf([running], [{ ...running, done: 900 }])).toBeNull();
  });

  it('says a job that ends, and one that starts', () => {
    expect(announcementOf([running], [job()])).toBe('Generación de los estados de cuenta: terminado, 2.000 de 2.000.');
    expect(announcementOf([job()], [job({ status: 'con_errores', done: 1_998, failed: 2 })])).toBe(
      'Generación de los estados de cuenta: terminado con errores, 1.998 de 2.000; 2 estados de cuenta no se generaron.',
    );
    const sending = job({ id: 2, kind: 'enviar', status: 'en_curso', total: 2_100, done: 0, finishedAt: null });
    expect(announcementOf([job()], [sending, job()])).toBe(
      'Envío de los estados de cuenta por correo: en curso, 0 de 2.100.',
    );
  });
});

describe('the confirmations', () => {
  const period = { period: '2026-03', status: 'generado' as const };

  it('say how many statements go, to whom, and that none goes twice', () => {
    const first = sendConfirmation(period, { total: 2_000, withDocument: 2_000, sent: 0 });
    expect(first.title).toBe('¿Enviar por correo los estados de cuenta de Marzo 2026?');
    expect(first.confirmLabel).toBe('Enviar por correo');
    expect(first.description).toBe(
      'Se enviarán 2.000 estados de cuenta: cada residente con correo recibe el suyo, con el PDF adjunto. Lo que ya se envió no se vuelve a enviar.',
    );
    const rest = sendConfirmation({ ...period, status: 'enviado' }, { total: 2_000, withDocument: 2_000, sent: 1_999 });
    expect(rest.title).toBe('¿Enviar los estados de cuenta que faltan de Marzo 2026?');
    expect(rest.confirmLabel).toBe('Enviar a los que faltan');
    expect(rest.description).toMatch(/^Se enviará 1 estado de cuenta que falta \(1\.999 ya se enviaron\): /);
    expect(sendConfirmation(period, { total: 3, withDocument: 3, sent: 3 }).description).toMatch(
      /^Todos los estados de cuenta ya salieron/,
    );
    expect(sendConfirmation(period, null).description).toMatch(/^Se enviarán los estados de cuenta del período/);
  });

  it('say how many PDFs a new generation replaces', () => {
    expect(regenerateConfirmation(period, { total: 2_000, withDocument: 2_000, sent: 0 })).toEqual({
      title: '¿Generar de nuevo los estados de cuenta de Marzo 2026?',
      description:
        'Se reemplazan los PDF de 2.000 estados de cuenta por otros nuevos, con las cifras del período. Los correos que ya salieron no cambian.',
      confirmLabel: 'Generar de nuevo',
    });
  });
});
