import { type Reserve, type ReserveStatus, reserveRemovalProblem, reserveStatusProblem } from '@horizontal/domain';
import { Button, Dialog, InlineAlert } from '@horizontal/ui';
import { useRef, useState } from 'react';
import { type ActionResult, settle } from '../../shared/forms';
import { bookingDay, reserveTurnLabel } from './reserve-labels';

/** What staff do to a booking: move it along its statuses, or delete it. */
export const reserveActionKinds = ['confirmar', 'rechazar', 'cancelar', 'eliminar'] as const;
export type ReserveActionKind = (typeof reserveActionKinds)[number];

const targetOf = {
  confirmar: 'confirmada',
  rechazar: 'rechazada',
  cancelar: 'cancelada',
} as const satisfies Record<Exclude<ReserveActionKind, 'eliminar'>, ReserveStatus>;

/** The action that moves a booking to `status`, for the status editor's choices. */
export const actionToward = (status: ReserveStatus): ReserveActionKind | undefined =>
  (Object.keys(targetOf) as (keyof typeof targetOf)[]).find((kind) => targetOf[kind] === status);

type Held = Pick<Reserve, 'status' | 'date' | 'startTime'>;

/**
 * The actions a booking offers at `now`, in the order its menu lists them: only those the domain allows then
 * (reserveStatusProblem, reserveRemovalProblem), and only those whose call the profile may make.
 */
export const reserveActionsAt = (
  reserve: Held,
  now: Date,
  may: { changeStatus: boolean; remove: boolean },
): ReserveActionKind[] =>
  reserveActionKinds.filter((kind) =>
    kind === 'eliminar'
      ? may.remove && reserveRemovalProblem(reserve, now) === null
      : may.changeStatus && reserveStatusProblem(reserve, targetOf[kind], now) === null,
  );

/** The statuses a booking may move to at `now`: the choices of the status editor. */
export const reserveTargetsAt = (reserve: Held, now: Date): ReserveStatus[] =>
  reserveActionsAt(reserve, now, { changeStatus: true, remove: false }).flatMap((kind) =>
    kind === 'eliminar' ? [] : [targetOf[kind]],
  );

/** «Salón de fiestas del viernes 12/12/2026 (Noche 20:00 a 23:59), Torre A · 101». */
export const bookingInWords = (reserve: Reserve) =>
  `${reserve.commonArea} del ${bookingDay(reserve.date)} (${reserveTurnLabel(reserve)}), ${reserve.apartment}`;

type Question = { title: string; description: string; confirmLabel: string; dismissLabel: string };

/**
 * What the confirmation asks, naming the booking (DESIGN.md: confirm before destroying, naming the thing).
 * Confirmar frees nothing and is not asked. «Cancelar» would be both answers of the cancellation's question, so
 * that one is answered with «Cancelar reserva» or «Volver».
 */
export const questionOf = (kind: ReserveActionKind, reserve: Reserve): Question | null => {
  const booking = bookingInWords(reserve);
  switch (kind) {
    case 'rechazar':
      return {
        title: `¿Rechazar la reserva de ${booking}?`,
        description: 'El turno queda libre para otra reserva. El rechazo no se puede deshacer.',
        confirmLabel: 'Rechazar',
        dismissLabel: 'Cancelar',
      };
    case 'cancelar':
      return {
        title: `¿Cancelar la reserva de ${booking}?`,
        description: 'El turno queda libre para otra reserva. La cancelación no se puede deshacer.',
        confirmLabel: 'Cancelar reserva',
        dismissLabel: 'Volver',
      };
    case 'eliminar':
      return {
        title: `¿Eliminar la reserva de ${booking}?`,
        description:
          'Deja de figurar entre las reservas del complejo y su turno queda libre. Esta acción no se puede deshacer.',
        confirmLabel: 'Eliminar',
        dismissLabel: 'Cancelar',
      };
    default:
      return null;
  }
};

/** Said when the answer brings no message of its own. */
const doneMessage: Record<ReserveActionKind, string> = {
  confirmar: 'Se confirmó la reserva.',
  rechazar: 'Se rechazó la reserva.',
  cancelar: 'Se canceló la reserva.',
  eliminar: 'Se eliminó la reserva.',
};

export const actionLabels: Record<ReserveActionKind, string> = {
  confirmar: 'Confirmar',
  rechazar: 'Rechazar',
  cancelar: 'Cancelar',
  eliminar: 'Eliminar',
};

export type ReserveActionsOptions = {
  onStatusChange?: (reserve: Reserve, status: ReserveStatus) => Promise<ActionResult>;
  onDelete?: (reserve: Reserve) => Promise<ActionResult>;
  /**
   * Where focus goes once a confirmation closes: the control that opened it, looked up again (a row's actions
   * button: the menu item that opened the dialog is gone by then). Without one still on the page, the outcome.
   */
  returnFocusTo: (reserve: Reserve, kind: ReserveActionKind) => HTMLElement | null | undefined;
};

type Notice = { tone: 'success' | 'danger'; message: string };

/**
 * Runs a booking's actions: Rechazar, Cancelar and Eliminar ask first, in a dialog that names the booking and
 * stays open while the call runs; then the outcome shows above the list or the ficha, in the server's words
 * (its answer's message, or its refusal).
 */
export function useReserveActions({ onStatusChange, onDelete, returnFocusTo }: ReserveActionsOptions) {
  const [asking, setAsking] = useState<{ reserve: Reserve; kind: ReserveActionKind } | null>(null);
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState<ReserveActionKind | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const perform = async (reserve: Reserve, kind: ReserveActionKind) => {
    setRunning(kind);
    const result = await settle(async () => {
      if (kind === 'eliminar') return onDelete ? onDelete(reserve) : { ok: false, message: '' };
      return onStatusChange ? onStatusChange(reserve, targetOf[kind]) : { ok: false, message: '' };
    });
    setRunning(null);
    setNotice(
      result.ok
        ? { tone: 'success', message: result.message || doneMessage[kind] }
        : { tone: 'danger', message: result.message },
    );
  };

  const start = (reserve: Reserve, kind: ReserveActionKind) => {
    if (running) return;
    setNotice(null);
    if (!questionOf(kind, reserve)) {
      void perform(reserve, kind);
      return;
    }
    setAsking({ reserve, kind });
    setOpen(true);
  };

  const confirm = async () => {
    if (!asking) return;
    await perform(asking.reserve, asking.kind);
    setOpen(false);
  };

  const question = asking && questionOf(asking.kind, asking.reserve);
  const dialog = asking && question && (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!running) setOpen(next);
      }}
      size="sm"
      title={question.title}
      description={question.description}
      returnFocusTo={() => returnFocusTo(asking.reserve, asking.kind) ?? noticeRef.current}
      footer={
        <>
          <Button variant="secondary" disabled={running !== null} onClick={() => setOpen(false)}>
            {question.dismissLabel}
          </Button>
          <Button variant="danger" loading={running !== null} onClick={() => void confirm()}>
            {question.confirmLabel}
          </Button>
        </>
      }
    />
  );

  // Focusable so that focus has somewhere to go when what opened the dialog left with the booking it acted on.
  const noticeElement = notice && (
    <div ref={noticeRef} tabIndex={-1}>
      <InlineAlert tone={notice.tone} title={notice.tone === 'danger' ? 'No se pudo completar la acción' : undefined}>
        {notice.message}
      </InlineAlert>
    </div>
  );

  return { start, running, dialog, notice: noticeElement };
}
