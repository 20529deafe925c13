import { InlineAlert } from '@horizontal/ui';
import { useState } from 'react';
import { type ActionResult, settle } from '../forms';
import { RowActionDialog, type RowActionField } from './RowActionDialog';

/** An action on a row, said once it worked: «La encomienda de Torre A · 101 quedó entregada». */
type Outcome = { done: string; run: (value: string) => Promise<ActionResult> };

/** An action that asks first, naming the record. */
export type AskedAction = Outcome & {
  title: string;
  description?: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  /** The one text the desk asks before acting: to whom a parcel was handed. */
  field?: RowActionField;
};

type Notice = { tone: 'success' | 'danger'; title: string; message: string };

/**
 * The row actions of the desk's lists: some go at once («Ingresó»), others ask first («Quitar de la lista», and
 * «Entregar», which asks to whom). What the server answered, success or refusal, is told above the list, and the
 * dialog gives focus back to the row's menu button.
 */
export function useRowActions<Row extends { id: number }>({
  returnFocusTo,
}: {
  returnFocusTo: (row: Row) => HTMLElement | null | undefined;
}) {
  const [asking, setAsking] = useState<{ row: Row; action: AskedAction; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const run = async ({ done, run: apply }: Outcome, value = '') => {
    setNotice(null);
    const result = await settle(() => apply(value));
    setNotice(
      result.ok
        ? { tone: 'success', title: done, message: result.message ?? '' }
        : { tone: 'danger', title: 'No se pudo completar la acción', message: result.message },
    );
  };

  /** Runs an action at once; focus stays on the row's menu button, where the closing menu leaves it. */
  const now = (outcome: Outcome) => void run(outcome);

  const ask = (row: Row, action: AskedAction) => {
    setNotice(null);
    setAsking((current) => ({ row, action, key: (current?.key ?? 0) + 1 }));
    setOpen(true);
  };

  const dialog = asking && (
    <RowActionDialog
      key={asking.key}
      open={open}
      title={asking.action.title}
      description={asking.action.description}
      confirmLabel={asking.action.confirmLabel}
      tone={asking.action.tone}
      field={asking.action.field}
      onClose={() => setOpen(false)}
      onConfirm={(value) => run(asking.action, value)}
      returnFocusTo={() => returnFocusTo(asking.row)}
    />
  );

  const noticeElement = notice && (
    <InlineAlert tone={notice.tone} title={notice.title}>
      {notice.message}
    </InlineAlert>
  );

  return { now, ask, dialog, notice: noticeElement };
}
