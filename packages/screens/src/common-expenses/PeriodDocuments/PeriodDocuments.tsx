import {
  type CommonExpense,
  type DocumentJob,
  type DocumentJobKind,
  type DocumentJobStatus,
  documentJobKindLabels,
  documentJobStatusLabels,
} from '@horizontal/domain';
import {
  Button,
  Card,
  ConfirmDialog,
  Icon,
  InlineAlert,
  ProgressBar,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
  StatusBadge,
  type StatusTone,
} from '@horizontal/ui';
import { visuallyHidden } from '@horizontal/ui/theme';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { AlertWithStep } from '../../shared/FormScreen';
import { type ActionResult, useSubmission } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import type { ListState } from '../../shared/lists';
import { isOpen } from '../labels';
import * as styles from './PeriodDocuments.css';
import {
  announcementOf,
  busyReason,
  failureLine,
  failuresSummary,
  finishedLine,
  latestJobs,
  moreFailures,
  openNotice,
  progressText,
  regenerateConfirmation,
  retryNote,
  type StatementCounts,
  sendConfirmation,
  startedLine,
  statementsSummary,
} from './period-documents';

export type PeriodDocumentsProps = {
  period: CommonExpense;
  /** GET /commonexpenses/documents/jobs/{id}: the period's jobs, newest first. */
  jobs: ListState<'jobs', DocumentJob>;
  /** How many of the period's statements have their PDF, and how many were e-mailed (null while loading). */
  statements: StatementCounts | null;
  /** POST /commonexpenses/documents/generate. Absent: the profile may not. */
  onGenerate?: () => Promise<ActionResult>;
  /** POST /commonexpenses/documents/send. Absent: the profile may not. */
  onSend?: () => Promise<ActionResult>;
  /** Opens the list of generated PDFs (documentos) — optional link/button «Ver los estados de cuenta». */
  onOpenDocuments?: () => void;
  onRetry: () => void;
};

export const periodDocumentsTitle = 'Estados de cuenta en PDF';

const statusTones: Record<DocumentJobStatus, StatusTone> = {
  en_curso: 'info',
  terminado: 'success',
  con_errores: 'warning',
};

/**
 * Says a job that started or changed its status, once, in a polite live region: the page polls the jobs every few
 * seconds and a screen reader must not read every tick (announcementOf).
 */
function useJobAnnouncement(jobs: readonly DocumentJob[] | null) {
  const [message, setMessage] = useState('');
  const seen = useRef<readonly DocumentJob[] | null>(null);
  useEffect(() => {
    if (jobs === null) return;
    const said = announcementOf(seen.current, jobs);
    seen.current = jobs;
    if (said) setMessage(said);
  }, [jobs]);
  return message;
}

function Failures({ job }: { job: DocumentJob }) {
  const more = moreFailures(job);
  return (
    <details className={styles.failures}>
      <summary className={styles.failuresToggle}>
        <span className={styles.chevron}>
          <Icon name="chevronRight" size="sm" />
        </span>
        {failuresSummary(job)}
      </summary>
      <ul className={styles.failureList}>
        {job.failures.map((failure) => (
          <li key={`${failure.tower}·${failure.apartment}·${failure.payer}·${failure.email}`}>
            {failureLine(failure)}
            {failure.retrying && <span className={styles.retry}> {retryNote}</span>}
          </li>
        ))}
      </ul>
      {more && <p className={styles.more}>{more}</p>}
    </details>
  );
}

/** A job's bar («1.234 de 2.000»), its status, who started it and when, and what could not be done. */
function JobProgress({ job }: { job: DocumentJob }) {
  const finished = finishedLine(job);
  // A job of nothing has no fraction: a running one is drawn as under way, a finished one as whole.
  const empty = job.total === 0;
  return (
    <div className={styles.job} data-kind={job.kind}>
      <ProgressBar
        label={documentJobKindLabels[job.kind]}
        value={empty ? (job.status === 'en_curso' ? null : 1) : job.done}
        max={empty ? 1 : job.total}
        valueText={progressText(job)}
        tone={job.status === 'terminado' ? 'success' : 'brand'}
      />
      <div className={styles.jobMeta}>
        <StatusBadge label={documentJobStatusLabels[job.status]} tone={statusTones[job.status]} />
        <span>{startedLine(job)}</span>
        {finished && <span>{finished}</span>}
      </div>
      {job.failed > 0 && <Failures job={job} />}
    </div>
  );
}

type ActionProps = {
  /** Why it cannot start now, said under it and read with it. */
  reason: string | null;
  button: (describedBy: string | undefined) => ReactElement;
};

function Action({ reason, button }: ActionProps) {
  const reasonId = useId();
  return (
    <div className={styles.action}>
      {button(reason ? reasonId : undefined)}
      {reason && (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      )}
    </div>
  );
}

type ActionsProps = Pick<
  PeriodDocumentsProps,
  'period' | 'statements' | 'onGenerate' | 'onSend' | 'onOpenDocuments'
> & {
  latest: readonly DocumentJob[];
};

/**
 * Generate and send, as the period's status allows them (the server's rules: generated from closed or generated,
 * sent from generated or sent), each one at a time.
 */
function Actions({ period, statements, latest, onGenerate, onSend, onOpenDocuments }: ActionsProps) {
  const generating = useSubmission();
  const sending = useSubmission();
  const running = new Set(latest.filter((job) => job.status === 'en_curso').map((job) => job.kind));
  /** Why `action` cannot start: its own kind running first, as that is what the server would answer. */
  const reasonFor = (action: DocumentJobKind, other: DocumentJobKind) =>
    running.has(action) ? busyReason(action, action) : running.has(other) ? busyReason(action, other) : null;
  // A sent month's PDFs went out attached: the server refuses to replace them, so there is nothing to offer.
  const canGenerate = onGenerate && (period.status === 'cerrado' || period.status === 'generado');
  const canSend = onSend && (period.status === 'generado' || period.status === 'enviado');
  // A generated month's PDFs are all there: a new run replaces them, so it is asked first. A closed month's run that
  // left some out is run again as it is, to make the missing ones.
  const regenerating = period.status === 'generado';
  if (!canGenerate && !canSend && !onOpenDocuments) return null;

  const generateReason = reasonFor('generar', 'enviar');
  const sendReason = reasonFor('enviar', 'generar');
  const regenerate = regenerateConfirmation(period, statements);
  const send = sendConfirmation(period, statements);

  return (
    <>
      <div className={styles.actions}>
        {canGenerate && (
          <Action
            reason={generateReason}
            button={(describedBy) => {
              const button = (
                <Button
                  variant={canSend ? 'secondary' : 'primary'}
                  disabled={generateReason !== null}
                  loading={generating.submitting}
                  aria-describedby={describedBy}
                  onClick={regenerating ? undefined : () => void generating.run(onGenerate)}
                >
                  <Icon name="file" size="sm" />
                  {regenerating ? 'Generar de nuevo' : 'Generar estados de cuenta'}
                </Button>
              );
              return regenerating ? (
                <ConfirmDialog
                  {...regenerate}
                  tone="primary"
                  onConfirm={() => generating.run(onGenerate)}
                  trigger={button}
                />
              ) : (
                button
              );
            }}
          />
        )}
        {canSend && (
          <Action
            reason={sendReason}
            button={(describedBy) => (
              <ConfirmDialog
                {...send}
                tone="primary"
                onConfirm={() => sending.run(onSend)}
                trigger={
                  <Button disabled={sendReason !== null} loading={sending.submitting} aria-describedby={describedBy}>
                    <Icon name="send" size="sm" />
                    {period.status === 'enviado' ? 'Enviar a los que faltan' : 'Enviar por correo'}
                  </Button>
                }
              />
            )}
          />
        )}
        {onOpenDocuments && (
          <Action
            reason={null}
            button={() => (
              <Button variant="ghost" onClick={onOpenDocuments}>
                Ver los estados de cuenta
              </Button>
            )}
          />
        )}
      </div>
      {(generating.serverError || sending.serverError) && (
        <div className={styles.outcome}>
          {generating.serverError && (
            <InlineAlert tone="danger" title="No se pudo iniciar la generación">
              {generating.serverError}
            </InlineAlert>
          )}
          {sending.serverError && (
            <InlineAlert tone="danger" title="No se pudo iniciar el envío">
              {sending.serverError}
            </InlineAlert>
          )}
        </div>
      )}
    </>
  );
}

/**
 * «Estados de cuenta en PDF» of a closed period (issue #33): how many statements have their PDF and went by e-mail,
 * the progress of the latest generation and sending (background jobs the page keeps polling, so a reload shows them
 * where they are), what could not be done, and the buttons that start them. An open month only says to close it.
 */
export function PeriodDocuments({
  period,
  jobs,
  statements,
  onGenerate,
  onSend,
  onOpenDocuments,
  onRetry,
}: PeriodDocumentsProps) {
  const latest = jobs.status === 'ready' ? latestJobs(jobs.jobs) : null;
  const announcement = useJobAnnouncement(jobs.status === 'ready' ? jobs.jobs : null);

  if (isOpen(period)) {
    return (
      <Card title={periodDocumentsTitle}>
        <p className={layout.note}>{openNotice}</p>
      </Card>
    );
  }

  return (
    <Card title={periodDocumentsTitle}>
      {statements ? (
        <p className={styles.summary}>{statementsSummary(statements)}</p>
      ) : (
        <SkeletonGroup label="Cargando los estados de cuenta…">
          <Skeleton width="half" />
        </SkeletonGroup>
      )}
      {jobs.status === 'loading' && (
        <SkeletonGroup label="Cargando el avance de los estados de cuenta…">
          <SkeletonText lines={3} />
        </SkeletonGroup>
      )}
      {jobs.status === 'error' && (
        <AlertWithStep
          tone="danger"
          title="No se pudo cargar el avance de los estados de cuenta"
          message={jobs.message}
          stepLabel="Reintentar"
          onStep={onRetry}
        />
      )}
      {latest && (
        <>
          {latest.length > 0 && (
            <div className={styles.jobs}>
              {latest.map((job) => (
                <JobProgress key={job.id} job={job} />
              ))}
            </div>
          )}
          <Actions
            period={period}
            statements={statements}
            latest={latest}
            onGenerate={onGenerate}
            onSend={onSend}
            onOpenDocuments={onOpenDocuments}
          />
        </>
      )}
      {/* Present from the start, so that what it is given later is announced. */}
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </Card>
  );
}
