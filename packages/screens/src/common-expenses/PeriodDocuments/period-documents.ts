import {
  type CommonExpense,
  commonExpenseMessages,
  countNoun,
  type DocumentJob,
  type DocumentJobFailure,
  type DocumentJobKind,
  documentJobKindLabels,
  documentJobKinds,
  documentJobStatusLabels,
  formatIsoPeriod,
  formatMontevideoDateTime,
  groupThousands,
  payerLabels,
  unitLabel,
} from '@horizontal/domain';

/** How many of the period's statements have their PDF, and how many were e-mailed. */
export type StatementCounts = { total: number; withDocument: number; sent: number };

/** «1.234»: counts read as the rest of the app writes them, whatever the browser's locale. */
const count = (value: number) => groupThousands(String(value));

/** What an open month says in the section's place: its figures still move, so there is nothing to print or send. */
export const openNotice = 'Cierre el mes para generar y enviar sus estados de cuenta.';

/** «1.234 de 2.000 estados de cuenta generados · 980 enviados por correo». */
export const statementsSummary = ({ total, withDocument, sent }: StatementCounts) =>
  `${count(withDocument)} de ${count(total)} ${countNoun(total, 'estado de cuenta generado', 'estados de cuenta generados')} · ${count(sent)} ${countNoun(sent, 'enviado', 'enviados')} por correo`;

/**
 * The newest job of each kind, generation first (the order the work is done in). `jobs` comes newest first, as
 * GET /commonexpenses/documents/jobs answers it: an older job of a kind is history the section does not show.
 */
export const latestJobs = (jobs: readonly DocumentJob[]): DocumentJob[] =>
  documentJobKinds.flatMap((kind) => jobs.find((job) => job.kind === kind) ?? []);

/** «1.234 de 2.000». */
export const progressText = (job: Pick<DocumentJob, 'done' | 'total'>) => `${count(job.done)} de ${count(job.total)}`;

/** «el 05/11/2026 a las 19:40», on Montevideo's clock whatever the browser's time zone. */
const when = (iso: string) => {
  const [date, time] = formatMontevideoDateTime(new Date(iso)).split(' ');
  return `el ${date} a las ${time}`;
};

/** «Iniciado por Martín Rodríguez el 05/11/2026 a las 19:40.»; a user since removed leaves only the moment. */
export const startedLine = (job: Pick<DocumentJob, 'startedBy' | 'createdAt'>) =>
  job.startedBy ? `Iniciado por ${job.startedBy} ${when(job.createdAt)}.` : `Iniciado ${when(job.createdAt)}.`;

/** «Terminó el 05/11/2026 a las 19:52.», or null while it runs. */
export const finishedLine = (job: Pick<DocumentJob, 'finishedAt'>) =>
  job.finishedAt ? `Terminó ${when(job.finishedAt)}.` : null;

/** «2 estados de cuenta no se generaron», «1 correo no se envió»: what the list of failures opens on. */
export const failuresSummary = (job: Pick<DocumentJob, 'kind' | 'failed'>) =>
  job.kind === 'generar'
    ? `${count(job.failed)} ${countNoun(job.failed, 'estado de cuenta no se generó', 'estados de cuenta no se generaron')}`
    : `${count(job.failed)} ${countNoun(job.failed, 'correo no se envió', 'correos no se enviaron')}`;

/**
 * «Torre B · 901 (propietario) — ana@correo.com.uy — El servidor de correo rechazó la dirección…»: the statement
 * whose unit and payer it is (a unit billed to its tenant has two), the address for an e-mail, and why.
 */
export const failureLine = (failure: DocumentJobFailure) =>
  [
    `${unitLabel({ tower: failure.tower, number: failure.apartment })} (${payerLabels[failure.payer].toLowerCase()})`,
    failure.email,
    failure.reason,
  ]
    .filter(Boolean)
    .join(' — ');

/** Said after a refused e-mail that the outbox will try again by itself: nobody has to send it again. */
export const retryNote = 'Se reintentará automáticamente.';

/** The server lists the first failures only (50): the rest are counted, so the list does not pass for all of them. */
export const moreFailures = (job: Pick<DocumentJob, 'failed' | 'failures'>) => {
  const unlisted = job.failed - job.failures.length;
  return unlisted > 0 ? `Y ${count(unlisted)} más.` : null;
};

/** Why a button is disabled while a job runs: the server's own words for its own kind, and the wait for the other. */
export const busyReason = (action: DocumentJobKind, running: DocumentJobKind) => {
  if (action === running) return commonExpenseMessages.jobRunning(action);
  // A new generation would replace the PDFs being attached; a send while they are made would attach the old ones.
  return running === 'generar'
    ? 'Espere a que termine la generación de los estados de cuenta para enviarlos.'
    : 'Espere a que termine el envío por correo para generar los estados de cuenta de nuevo.';
};

/** «Generación de los estados de cuenta: terminado con errores, 1.998 de 2.000; 2 estados de cuenta no se generaron.» */
export const jobAnnouncement = (job: DocumentJob) => {
  const status = documentJobStatusLabels[job.status].toLowerCase();
  const failures = job.status === 'con_errores' && job.failed > 0 ? `; ${failuresSummary(job)}` : '';
  return `${documentJobKindLabels[job.kind]}: ${status}, ${progressText(job)}${failures}.`;
};

/**
 * What the live region says when the page brings new jobs: only a job that started or changed its status. The page
 * polls every few seconds, and a screen reader reading each tick of 2.000 statements would drown the person's work;
 * the bar itself holds the count for whoever looks. Nothing on the first sight of the jobs (`previous` null): they
 * are on the page to be read.
 */
export const announcementOf = (previous: readonly DocumentJob[] | null, current: readonly DocumentJob[]) => {
  if (previous === null) return null;
  const changed = latestJobs(current).filter(
    (job) => !previous.some((seen) => seen.id === job.id && seen.status === job.status),
  );
  return changed.length > 0 ? changed.map(jobAnnouncement).join(' ') : null;
};

type Confirmation = { title: string; description: string; confirmLabel: string };

/** Regenerating replaces every PDF, so it is asked first, naming the month and how many are replaced. */
export const regenerateConfirmation = (
  period: Pick<CommonExpense, 'period'>,
  statements: StatementCounts | null,
): Confirmation => {
  const replaced = statements
    ? `los PDF de ${count(statements.withDocument)} ${countNoun(statements.withDocument, 'estado de cuenta', 'estados de cuenta')}`
    : 'los PDF de los estados de cuenta';
  return {
    title: `¿Generar de nuevo los estados de cuenta de ${formatIsoPeriod(period.period)}?`,
    description: `Se reemplazan ${replaced} por otros nuevos, con las cifras del período. Los correos que ya salieron no cambian.`,
    confirmLabel: 'Generar de nuevo',
  };
};

const sendPromise =
  'cada residente con correo recibe el suyo, con el PDF adjunto. Lo que ya se envió no se vuelve a enviar.';

/**
 * Sending is always asked first: the e-mails cannot be called back. It says how many statements go (those not
 * e-mailed yet), to whom, and that none goes twice.
 */
export const sendConfirmation = (
  period: Pick<CommonExpense, 'period' | 'status'>,
  statements: StatementCounts | null,
): Confirmation => {
  const month = formatIsoPeriod(period.period);
  const again = period.status === 'enviado';
  const title = again
    ? `¿Enviar los estados de cuenta que faltan de ${month}?`
    : `¿Enviar por correo los estados de cuenta de ${month}?`;
  const confirmLabel = again ? 'Enviar a los que faltan' : 'Enviar por correo';
  if (!statements)
    return { title, confirmLabel, description: `Se enviarán los estados de cuenta del período: ${sendPromise}` };
  const pending = Math.max(statements.withDocument - statements.sent, 0);
  const statementsNoun = countNoun(pending, 'estado de cuenta', 'estados de cuenta');
  let description: string;
  if (pending === 0)
    // Every statement went, but a resident given an address since has not had theirs.
    description =
      'Todos los estados de cuenta ya salieron: solo se envían a los residentes con correo que todavía no recibieron el suyo. Lo que ya se envió no se vuelve a enviar.';
  else if (statements.sent > 0)
    description = `Se ${countNoun(pending, 'enviará', 'enviarán')} ${count(pending)} ${statementsNoun} que ${countNoun(pending, 'falta', 'faltan')} (${count(statements.sent)} ya se ${countNoun(statements.sent, 'envió', 'enviaron')}): ${sendPromise}`;
  else
    description = `Se ${countNoun(pending, 'enviará', 'enviarán')} ${count(pending)} ${statementsNoun}: ${sendPromise}`;
  return { title, confirmLabel, description };
};
