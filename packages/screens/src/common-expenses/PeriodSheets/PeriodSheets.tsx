import { type CommonExpense, formatIsoPeriod, type SheetKind } from '@horizontal/domain';
import { Button, Dialog, DialogClose, Field, Icon, InlineAlert, RadioGroup, TextField } from '@horizontal/ui';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, type Submission, useSubmission } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { isOpen } from '../labels';
import * as styles from './PeriodSheets.css';
import {
  defaultFileName,
  exportName,
  fileNameProblem,
  fileProblem,
  messageLines,
  sheetFileAccept,
  sheetFileHint,
  sheetOptions,
} from './period-sheets';

export type PeriodSheetsActions = {
  /** GET /docs/templates/commonexpenses/detail or /movements: saves the empty template of that sheet. */
  onDownloadTemplate: (sheet: SheetKind) => Promise<ActionResult>;
  /** Uploads the file and reads it into the open period (POST /commonexpenses/import). Absent: the profile may not write, only export. */
  onImport?: (sheet: SheetKind, file: File) => Promise<ActionResult>;
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

/** What a closed month says instead of the import: the server would refuse its rows anyway. */
export const importClosedNotice = 'El período está cerrado: sus movimientos y su detalle ya no se importan.';

/** The server's answer to an import: the summary, and each row's problem in a list the person can work down. */
function ImportOutcome({ submission }: { submission: Submission }) {
  // Whoever imported is down at the button: the answer is brought into view as it appears, before it is painted.
  const outcome = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (submission.status === 'failed' || submission.status === 'succeeded')
      outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [submission]);
  if (submission.status === 'succeeded') {
    return (
      <div ref={outcome}>
        <InlineAlert tone="success">{submission.message ?? 'Se importó la planilla.'}</InlineAlert>
      </div>
    );
  }
  if (submission.status !== 'failed') return null;
  const { summary, problems } = messageLines(submission.message);
  return (
    <div ref={outcome}>
      <InlineAlert tone="danger">
        <p className={styles.summary}>{summary}</p>
        {problems.length > 0 && (
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const template = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (importing.submitting) return;
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem || !file) {
      fileInput.current?.focus();
      return;
    }
    const result = await importing.run(() => onImport(sheet, file));
    if (result?.ok) {
      // Imported rows are in the period now: the same file sent again would add them twice.
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
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
        <Field label="Archivo" hint={sheetFileHint} error={fileError ?? undefined} required>
          {(wiring) => (
            <>
              <input
                {...wiring}
                ref={fileInput}
                type="file"
                name="file"
                accept={sheetFileAccept}
                disabled={importing.submitting}
                className={styles.fileInput}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  setFileError(chosen ? fileProblem(chosen) : null);
                  importing.reset();
                }}
              />
              {/* The input in the screen's words, for the eye and the mouse: the input itself takes the keys. */}
              <div aria-hidden="true" className={styles.picker} onClick={() => fileInput.current?.click()}>
                <span className={styles.pickerButton}>
                  <Icon name="file" size="sm" />
                  Seleccionar archivo
                </span>
                <span className={styles.chosenFile} data-empty={!file}>
                  {file?.name ?? 'Ningún archivo elegido'}
                </span>
              </div>
            </>
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" loading={importing.submitting}>
            <Icon name="upload" size="sm" />
            Importar planilla
          </Button>
        </div>
        <ImportOutcome submission={importing.submission} />
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
 * and the month's detail to download as a workbook, open or closed. A profile that may not write only exports.
 */
export function PeriodSheets({
  period,
  onDownloadTemplate,
  onImport,
  onExport,
  onClose,
  returnFocusTo,
}: PeriodSheetsProps) {
  const importing = useSubmission();
  const open = isOpen(period);
  return (
    <Dialog
      open
      title={`Planillas de ${formatIsoPeriod(period.period)}`}
      returnFocusTo={returnFocusTo}
      onOpenChange={(stillOpen) => {
        // An import under way is finishing on the server: closing would hide whether its rows went in.
        if (!stillOpen && !importing.submitting) onClose();
      }}
      footer={
        <DialogClose>
          <Button variant="secondary" disabled={importing.submitting}>
            Cerrar
          </Button>
        </DialogClose>
      }
    >
      {onImport &&
        (open ? (
          <ImportSection onDownloadTemplate={onDownloadTemplate} onImport={onImport} importing={importing} />
        ) : (
          <InlineAlert tone="info">{importClosedNotice}</InlineAlert>
        ))}
      <ExportSection period={period} onExport={onExport} />
    </Dialog>
  );
}
