import type { Report } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import type { FrontDeskUnit } from '../labels';
import { ReportDetail } from './ReportDetail';
import { ReportEditor } from './ReportEditor';
import type { ReportValues } from './report-form';

export type ReportFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The complejo's units, for a report about one of them. */
  | { status: 'ready'; units: readonly FrontDeskUnit[] };

export type ReportFormProps = {
  state: FormState<Report>;
  options: ReportFormOptions;
  /** Today on Montevideo's calendar (yyyy-mm-dd): the report's date to start with. */
  today: string;
  /**
   * Uploads one photo (POST /general/getsignedurl for «reportes», then the PUT), telling its progress from 0 to 1;
   * answers the storage key the report keeps, or rejects when it could not.
   */
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** POST /reports/create (the app adds buildingId). */
  onSubmit: (values: ReportValues) => Promise<ActionResult>;
  onSaved: (values: ReportValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Who wrote it and who changed it last, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /reportes/nuevo writes a novedad of the desk, with its photos; a report's ficha (DETAIL). There is no update call
 * (SPEC §7): a written report only changes its status, from the list.
 */
export function ReportForm({ state, history, ...editor }: ReportFormProps) {
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Reporte', MODIFY: 'Reporte' }}
      loadingLabel="Cargando el reporte…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(report) => (report ? <ReportDetail report={report} /> : <ReportEditor {...editor} />)}
      detail={(report) => <ReportDetail report={report} />}
    />
  );
}
