import type { Notice, Option } from '@horizontal/domain';
import { RecordForm } from '../../shared/FormScreen';
import type { ActionResult, FormState } from '../../shared/forms';
import type { RecordHistoryProps } from '../../shared/RecordHistory';
import { NoticeDetail } from './NoticeDetail';
import { NoticeEditor } from './NoticeEditor';
import type { NoticeValues } from './notice-form';

export type NoticeFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The complejo's towers, to pick a notice's audience and to name it in its ficha. */
  | { status: 'ready'; towers: readonly Option[] };

export type NoticeFormProps = {
  /** CREATE or DETAIL: there is no update call for notices (SPEC §7), so MODIFY shows the ficha too. */
  state: FormState<Notice>;
  options: NoticeFormOptions;
  /** Montevideo's day (yyyy-mm-dd): a new notice is published on it unless another day is chosen. */
  today: string;
  /** POST /notices/create (the app adds buildingId). */
  onSubmit: (values: NoticeValues) => Promise<ActionResult>;
  onSaved: (values: NoticeValues) => void;
  onCancel: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Who published it, at the foot of its ficha. */
  history?: RecordHistoryProps;
};

/**
 * /noticias/nuevo publishes a notice; a notice's ficha (DETAIL). Nothing of a published notice is edited: one
 * published by mistake is deleted from the list.
 */
export function NoticeForm({ state, history, ...editor }: NoticeFormProps) {
  const towers = editor.options.status === 'ready' ? editor.options.towers : [];
  return (
    <RecordForm
      state={state}
      history={history}
      titles={{ DETAIL: 'Noticia', MODIFY: 'Noticia' }}
      loadingLabel="Cargando la noticia…"
      onRetry={editor.onRetry}
      onBack={editor.onCancel}
      editor={(notice) =>
        notice ? <NoticeDetail notice={notice} towers={towers} today={editor.today} /> : <NoticeEditor {...editor} />
      }
      detail={(notice) => <NoticeDetail notice={notice} towers={towers} today={editor.today} />}
    />
  );
}
