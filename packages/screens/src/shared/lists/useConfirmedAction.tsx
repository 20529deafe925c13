import { ConfirmDialog, InlineAlert } from '@horizontal/ui';
import { useState } from 'react';
import { type ActionResult, settle } from '../forms';

export type ConfirmedAction = {
  /** Names the thing: "¿Eliminar la administradora Del Prado S.A.?". */
  title: string;
  description?: string;
  /** A verb: Eliminar, Dar de baja, Activar. */
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  run: () => Promise<ActionResult>;
  /** Said once it worked: "Se eliminó la administradora Del Prado S.A.". */
  successMessage: string;
};

type Notice = { tone: 'success' | 'danger'; message: string };

/**
 * Asks before an action on a row, runs it while the dialog shows it is working, and then tells what
 * happened above the list: the success in our words, a failure in the server's.
 */
export function useConfirmedAction() {
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const ask = (next: ConfirmedAction) => {
    setNotice(null);
    setAction(next);
    setOpen(true);
  };

  const confirm = async () => {
    if (!action) return;
    const result = await settle(action.run);
    setNotice(
      result.ok ? { tone: 'success', message: action.successMessage } : { tone: 'danger', message: result.message },
    );
  };

  const dialog = action && (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={action.title}
      description={action.description}
      confirmLabel={action.confirmLabel}
      tone={action.tone}
      onConfirm={confirm}
    />
  );

  const noticeElement = notice && (
    <InlineAlert tone={notice.tone} title={notice.tone === 'danger' ? 'No se pudo completar la acción' : undefined}>
      {notice.message}
    </InlineAlert>
  );

  return { ask, dialog, notice: noticeElement, clearNotice: () => setNotice(null) };
}
