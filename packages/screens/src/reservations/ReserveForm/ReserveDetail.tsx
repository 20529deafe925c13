import {
  formatCurrency,
  formatIsoPeriod,
  formatMontevideoDateTime,
  type Reserve,
  type ReserveStatus,
} from '@horizontal/domain';
import { Button, Card, DescriptionList, StatusBadge } from '@horizontal/ui';
import { useRef } from 'react';
import { FormScreen } from '../../shared/FormScreen';
import type { ActionResult } from '../../shared/forms';
import { type ReserveActionKind, reserveActionsAt, useReserveActions } from '../ReservesList/reserve-actions';
import { bookingDay, reserveStatusBadges, reserveTurnLabel } from '../ReservesList/reserve-labels';
import * as styles from './ReserveForm.css';
import { priceInWords } from './reserve-form';

export type ReserveDetailProps = {
  reserve: Reserve;
  now: Date;
  onStatusChange?: (status: ReserveStatus) => Promise<ActionResult>;
  onDelete?: () => Promise<ActionResult>;
  onModify?: () => void;
};

/** A button beside the title may not say only «Cancelar»: it would read as leaving the ficha. */
const buttonLabels: Record<ReserveActionKind, string> = {
  confirmar: 'Confirmar',
  rechazar: 'Rechazar',
  cancelar: 'Cancelar reserva',
  eliminar: 'Eliminar',
};

/**
 * A booking's ficha: when and what, who booked it, and the actions the domain allows it at `now` (with the same
 * confirmations as the list).
 */
export function ReserveDetail({ reserve, now, onStatusChange, onDelete, onModify }: ReserveDetailProps) {
  const buttons = useRef<HTMLDivElement>(null);
  const actions = useReserveActions({
    onStatusChange: onStatusChange && ((_, status) => onStatusChange(status)),
    onDelete: onDelete && (() => onDelete()),
    returnFocusTo: (_, kind) => buttons.current?.querySelector<HTMLElement>(`[data-action="${kind}"]`),
  });
  const kinds = reserveActionsAt(reserve, now, {
    changeStatus: onStatusChange !== undefined,
    remove: onDelete !== undefined,
  });
  const status = reserveStatusBadges[reserve.status];

  return (
    <FormScreen
      title={`Reserva de ${reserve.commonArea}`}
      description={`${bookingDay(reserve.date)}, ${reserveTurnLabel(reserve)}`}
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={
        (kinds.length > 0 || onModify) && (
          <div ref={buttons} className={styles.actions}>
            {kinds.map((kind) => (
              <Button
                key={kind}
                data-action={kind}
                variant={kind === 'confirmar' ? 'primary' : 'secondary'}
                loading={actions.running === kind}
                disabled={actions.running !== null && actions.running !== kind}
                onClick={() => actions.start(reserve, kind)}
              >
                {buttonLabels[kind]}
              </Button>
            ))}
            {onModify && (
              <Button variant="secondary" onClick={onModify}>
                Cambiar estado
              </Button>
            )}
          </div>
        )
      }
    >
      {actions.notice}
      <Card title="Reserva">
        <DescriptionList
          items={[
            { term: 'Área común', description: reserve.commonArea },
            { term: 'Fecha', description: bookingDay(reserve.date) },
            { term: 'Turno', description: reserveTurnLabel(reserve) },
            { term: 'Importe', description: priceInWords(reserve.price) },
            ...(reserve.charge
              ? [
                  {
                    term: 'Cargo en gastos comunes',
                    description: `${formatCurrency(reserve.charge.amount)} en ${formatIsoPeriod(reserve.charge.period)}`,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card title="Quién reserva">
        <DescriptionList
          items={[
            { term: 'Unidad', description: reserve.apartment },
            { term: 'Residente', description: reserve.resident ?? 'Sin indicar' },
            { term: 'Notas', description: reserve.notes || 'Sin notas' },
            { term: 'Pedida el', description: formatMontevideoDateTime(new Date(reserve.createdAt)) },
          ]}
        />
      </Card>
      {actions.dialog}
    </FormScreen>
  );
}
