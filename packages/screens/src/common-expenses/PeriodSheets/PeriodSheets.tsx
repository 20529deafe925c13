import { type CommonExpense, formatIsoPeriod, paymentsFileColumns, type SheetKind } from '@horizontal/domain';
import { Button, Dialog, DialogClose, Icon, InlineAlert, RadioGroup, TextField } from '@horizontal/ui';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, type Submission, useSubmission } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { isOpen } from '../labels';
import { FileField } from './FileField';
import * as styles from './PeriodSheets.css';
import {
  defaultFileName,
  exportName,
  fileNameProblem,
  fileProblem,
  messageLines,
  paymentsDescription,
  paymentsFileAccept,
  paymentsFileFormat,
  paymentsFileHint,
  paymentsFileProblem,
  sheetFileAccept,
  sheetFileHint,
  sheetOptions,
} from './period-sheets';
import { useChosenFile } from './use-chosen-file';

export type PeriodSheetsActions = {
  /** GET /docs/templates/commonexpenses/detail or /movements: saves the empty template of that sheet. */
  onDownloadTemplate: (sheet: SheetKind) => Promise<ActionResult>;
  /** Uploads the file and reads it into the open period (POST /commonexpenses/import). Absent: the profile may not write, only export. */
  onImport?: (sheet: SheetKind, file: File) => Promise<ActionResult>;
  /** Uploads a collection network's payments file (CSV) and confirms its lines into the open period (POST /commonexpenses/payments/import). Absent: the profile may not confirm payments. */
  onImportPayments?: (file: File) => Promise<ActionResult>;
  /** POST /docs/commonexpenses/xls: saves the month's detail as `<fileName>.xlsx`. */
  onExport: (fileName: string) => Promise<ActionResult>;
};

export type PeriodSheetsProps = PeriodSheetsActions & {
  /** Status 'borrador' is open; 'cerrado' | 'generado' | 'enviado' are closed. */
  period: CommonExpense;
  onClose: () => void;
  /** Where focus returns when the dialog closes (the «Planillas» button). */
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * What a closed month says instead of its imports: the server would refuse its rows anyway, and a network's payments
 * are confirmed into the open month's statements.
 */
export const importClosedNotice =
  'El período está cerrado: sus movimientos y su detalle ya no se importan, y los pagos de la red de cobranza se importan en el mes abierto.';

/** A summary, and the lines under it in a list the person can work down. */
function MessageLines({ summary, lines }: { summary?: string; lines: readonly string[] }) {
  return (
    <>
      {summary && <p className={styles.summary}>{summary}</p>}
      {lines.length > 0 && (
        <ul className={styles.problems}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

type ImportOutcomeProps = {
  submission: Submission;
  /** What an answer without words says it did. */
  done: string;
  /**
   * The title over what an accepted import left out (its message's lines after the summary), apart in a warning: the
   * rest went in, but those lines still need someone. Without it they stay under the summary.
   */
  notTaken?: string;
};

/**
 * The server's answer to an import, a summary on its first line and one line each after it: what was taken (and what
 * was not), or why nothing was, each line in a list the person can work down.
 */
function ImportOutcome({ submission, done, notTaken }: ImportOutcomeProps) {
  // Whoever imported is down at the button: the answer is brought into view as it appears, before it is painted.
  const outcome = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (submission.status === 'failed' || submission.status === 'succeeded')
      outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [submission]);
  if (submission.status === 'succeeded') {
    const { summary, problems } = messageLines(submission.message ?? '');
    const apart = notTaken !== undefined && problems.length > 0;
    return (
      <div ref={outcome} className={styles.outcome}>
        <InlineAlert tone="success">
          <MessageLines summary={summary || done} lines={apart ? [] : problems} />
        </InlineAlert>
        {apart && (
          <InlineAlert tone="warning" title={notTaken}>
            <MessageLines lines={problems} />
          </InlineAlert>
        )}
      </div>
    );
  }
  if (submission.status !== 'failed') return null;
  const { summary, problems } = messageLines(submission.message);
  return (
    <div ref={outcome} className={styles.outcome}>
      <InlineAlert tone="danger">
        <MessageLines summary={summary} lines={problems} />
      </InlineAlert>
    </div>
  );
}

type ImportSectionProps = {
  onDownloadTemplate: PeriodSheetsActions['onDownloadTemplate'];
  onImport: NonNullable<PeriodSheetsActions['onImport']>;
  importing: ReturnType<typeof useSubmission>;
};

/** Choose the sheet, fill its template, upload it: every row is read, and nothing is taken while one is wrong. */
function ImportSection({ onDownloadTemplate, onImport, importing }: ImportSectionProps) {
  const [sheet, setSheet] = useState<SheetKind>('movimientos');
  const chosen = useChosenFile(fileProblem, importing.reset);
  const template = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (importing.submitting) return;
    const file = chosen.checked();
    if (!file) return;
    const result = await importing.run(() => onImport(sheet, file));
    // Imported rows are in the period now: the same file sent again would add them twice.
    if (result?.ok) chosen.clear();
  };

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <FormSection
        title="Importar"
        description="Descargue la plantilla, complétela y súbala: si una fila tiene un error, no se importa ninguna."
        columns={1}
      >
        <RadioGroup
          label="Qué planilla"
          name="sheet"
          value={sheet}
          options={sheetOptions}
          disabled={importing.submitting}
          onChange={(value) => {
            setSheet(value as SheetKind);
            template.reset();
          }}
        />
        <div className={styles.step}>
          <Button
            variant="secondary"
            loading={template.submitting}
            onClick={() => void template.run(() => onDownloadTemplate(sheet))}
          >
            <Icon name="download" size="sm" />
            Descargar plantilla
          </Button>
          {template.serverError && (
            <InlineAlert tone="danger" title="No se pudo descargar la plantilla">
              {template.serverError}
            </InlineAlert>
          )}
        </div>
        <FileField
          label="Archivo"
          name="file"
          accept={sheetFileAccept}
          hint={sheetFileHint}
          disabled={importing.submitting}
          {...chosen.field}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={importing.submitting}>
            <Icon name="upload" size="sm" />
            Importar planilla
          </Button>
        </div>
        <ImportOutcome submission={importing.submission} done="Se importó la planilla." />
      </FormSection>
    </form>
  );
}

type PaymentsSectionProps = {
  onImportPayments: NonNullable<PeriodSheetsActions['onImportPayments']>;
  importing: ReturnType<typeof useSubmission>;
};

/**
 * A collection network's payments file, confirmed into the open month: its columns said before the file is chosen,
 * and the lines it could not take listed after, since the rest went in.
 */
function PaymentsSection({ onImportPayments, importing }: PaymentsSectionProps) {
  const chosen = useChosenFile(paymentsFileProblem, importing.reset);
  const formatId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (importing.submitting) return;
    const file = chosen.checked();
    if (!file) return;
    const result = await importing.run(() => onImportPayments(file));
    // Its receipts would count once anyway, but the file chosen again would only answer «ya estaba confirmado».
    if (result?.ok) chosen.clear();
  };

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <FormSection title="Pagos de la red de cobranza" description={paymentsDescription} columns={1}>
        <div className={styles.fileFormat}>
          <p id={formatId} className={styles.fileFormatText}>
            {paymentsFileFormat}
          </p>
          <ul className={styles.fileColumns} aria-labelledby={formatId}>
            {paymentsFileColumns.map((column) => (
              <li key={column.header}>
                <span className={styles.fileColumnName}>{column.header}</span> — {column.hint}
              </li>
            ))}
          </ul>
        </div>
        <FileField
          label="Archivo de pagos"
          name="paymentsFile"
          accept={paymentsFileAccept}
          hint={paymentsFileHint}
          disabled={importing.submitting}
          {...chosen.field}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={importing.submitting}>
            <Icon name="upload" size="sm" />
            Importar pagos
          </Button>
        </div>
        <ImportOutcome
          submission={importing.submission}
          done="Se importaron los pagos."
          notTaken="Líneas que no se tomaron"
        />
      </FormSection>
    </form>
  );
}

/** The month's detail as a workbook, under a name the person may change. */
function ExportSection({ period, onExport }: { period: CommonExpense; onExport: PeriodSheetsActions['onExport'] }) {
  const [fileName, setFileName] = useState(() => defaultFileName(period));
  const [fileNameError, setFileNameError] = useState<string | null>(null);
  const exporting = useSubmission();
  const name = exportName(fileName);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fileNameProblem(name);
    setFileNameError(problem);
    if (problem) return;
    await exporting.run(() => onExport(name));
  };

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <FormSection
        title="Exportar el mes"
        description={`El detalle de las unidades de ${formatIsoPeriod(period.period)}, en un libro de Excel.`}
        columns={1}
      >
        <TextField
          label="Nombre del archivo"
          name="fileName"
          required
          maxLength={120}
          value={fileName}
          hint={name ? `Se guarda como ${name}.xlsx.` : undefined}
          error={fileNameError ?? undefined}
          onChange={(typed) => {
            setFileName(typed);
            // Once it has said what is wrong, the message follows the typing instead of lingering.
            if (fileNameError) setFileNameError(fileNameProblem(exportName(typed)));
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={exporting.submitting}>
            <Icon name="download" size="sm" />
            Descargar planilla del mes
          </Button>
        </div>
        {exporting.serverError && (
          <InlineAlert tone="danger" title="No se pudo descargar la planilla del mes">
            {exporting.serverError}
          </InlineAlert>
        )}
      </FormSection>
    </form>
  );
}

/**
 * «Planillas» of a period, in a dialog over its detail: the templates to fill and import into an open month (SPEC §9),
 * a collection network's payments file to confirm into it, and the month's detail to download as a workbook, open or
 * closed. A profile that may not write only exports.
 */
export function PeriodSheets({
  period,
  onDownloadTemplate,
  onImport,
  onImportPayments,
  onExport,
  onClose,
  returnFocusTo,
}: PeriodSheetsProps) {
  const importing = useSubmission();
  const importingPayments = useSubmission();
  // An import under way is finishing on the server: closing would hide whether its rows, or its payments, went in.
  const busy = importing.submitting || importingPayments.submitting;
  const open = isOpen(period);
  return (
    <Dialog
      open
      title={`Planillas de ${formatIsoPeriod(period.period)}`}
      returnFocusTo={returnFocusTo}
      onOpenChange={(stillOpen) => {
        if (!stillOpen && !busy) onClose();
      }}
      footer={
        <DialogClose>
          <Button variant="secondary" disabled={busy}>
            Cerrar
          </Button>
        </DialogClose>
      }
    >
      {open ? (
        <>
          {onImport && (
            <ImportSection onDownloadTemplate={onDownloadTemplate} onImport={onImport} importing={importing} />
          )}
          {onImportPayments && <PaymentsSection onImportPayments={onImportPayments} importing={importingPayments} />}
        </>
      ) : (
        (onImport || onImportPayments) && <InlineAlert tone="info">{importClosedNotice}</InlineAlert>
      )}
      <ExportSection period={period} onExport={onExport} />
    </Dialog>
  );
}
