import { type CommonExpense, formatCurrency } from '@horizontal/domain';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  InlineAlert,
  PageHeader,
  SkeletonGroup,
  SkeletonText,
  StatTile,
} from '@horizontal/ui';
import { useId, useRef, useState } from 'react';
import { AlertWithStep } from '../../shared/FormScreen';
import { type ActionResult, settle } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { formatIsoDay, formatIsoPeriod, formatPercent } from '../labels';
import * as styles from './ClosureNew.css';

export type ClosureNewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; commonExpenses: readonly CommonExpense[] };

export type ClosureNewProps = {
  /** The complejo's periods (GET /commonexpenses/findall/{complejo}): the open one is the month to close. */
  state: ClosureNewState;
  onRetry: () => void;
  /** POST /commonexpenses/close. */
  onClose: (period: CommonExpense) => Promise<ActionResult>;
  /** After the server closed the month, with its answer («Se cerró Marzo 2026: …»). */
  onClosed: (message: string) => void;
  /** Back to the closures' list. */
  onCancel: () => void;
  /** The periods' list (Gastos comunes), where a month is opened. */
  periodsHref: string;
  onNavigate: (path: string) => void;
};

export const noOpenMonth = {
  title: 'No hay un mes abierto',
  description:
    'Todos los meses del complejo están cerrados. Abra el próximo desde Gastos comunes y cárguele sus movimientos antes de cerrarlo.',
};

/** The month to close: the open one («borrador»); the oldest, should there be more, as months close in order. */
export const openPeriodOf = (periods: readonly CommonExpense[]) =>
  periods
    .filter((period) => period.status === 'borrador')
    .sort((a, b) => a.period.localeCompare(b.period))
    .at(0);

/** What closing does, said before it is done: it cannot be undone. */
export const closingEffects = (units: number) => [
  `Calcula el estado de cuenta de ${units === 1 ? 'la unidad' : `las ${units} unidades`}: gastos comunes por coeficiente, fondo de reserva, cuota extraordinaria y recargos por mora.`,
  'Deja fijo cada estado de cuenta: el mes ya no admite movimientos ni pagos, que van al mes siguiente.',
  'No se puede deshacer: una corrección se hace con un movimiento del mes siguiente.',
];

function ClosingOf({
  period,
  onClose,
  onClosed,
  onCancel,
}: { period: CommonExpense } & Pick<ClosureNewProps, 'onClose' | 'onClosed' | 'onCancel'>) {
  const month = formatIsoPeriod(period.period);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const id = useId();
  const result = period.income - period.expense;

  const close = async () => {
    setRefusal(null);
    const answer = await settle(() => onClose(period));
    if (answer.ok) {
      onClosed(answer.message ?? `Se cerró ${month}.`);
      return;
    }
    setRefusal(answer.message);
    // The dialog closes on its own once this resolves; the refusal then takes the focus, so it is read first.
    requestAnimationFrame(() => alert.current?.focus());
  };

  return (
    <>
      {refusal && (
        <div ref={alert} tabIndex={-1} className={layout.refusal}>
          <InlineAlert tone="danger" title={`No se pudo cerrar ${month}`}>
            {refusal}
          </InlineAlert>
        </div>
      )}
      <section className={styles.section} aria-labelledby={`${id}-month`}>
        <h2 id={`${id}-month`} className={styles.heading}>
          {month}
        </h2>
        <div className={styles.figures}>
          <StatTile label="Ingresos del mes" value={formatCurrency(period.income)} />
          <StatTile label="Egresos del mes" value={formatCurrency(period.expense)} />
          <StatTile
            label="Resultado del mes"
            value={formatCurrency(result)}
            tone={result < 0 ? 'danger' : 'neutral'}
            detail={result < 0 ? 'Los egresos superan a los ingresos.' : undefined}
          />
          <StatTile label="Unidades" value={String(period.units)} />
        </div>
        <DescriptionList
          items={[
            { term: 'Vencimiento', description: formatIsoDay(period.dueDate) || 'El día de vencimiento del complejo' },
            { term: 'Fondo de reserva', description: `${formatPercent(period.reserveFundBasisPoints)} de los egresos` },
            {
              term: 'Cuota extraordinaria',
              description: period.extraFeeAmount > 0 ? formatCurrency(period.extraFeeAmount) : 'No hay',
            },
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby={`${id}-effects`}>
        <h2 id={`${id}-effects`} className={styles.heading}>
          Al cerrar el mes
        </h2>
        <ul className={styles.effects}>
          {closingEffects(period.units).map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      </section>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={() => setOpen(true)}>{`Cerrar ${month}`}</Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="primary"
        title={`¿Cerrar ${month}?`}
        description={`Se calculan y quedan fijos los estados de cuenta de ${period.units === 1 ? 'la unidad' : `las ${period.units} unidades`}, con sus recargos por mora. Esta acción no se puede deshacer: las correcciones van en el mes siguiente.`}
        confirmLabel={`Cerrar ${month}`}
        onConfirm={close}
      />
    </>
  );
}

/**
 * /cierres/nuevo: closes the complejo's open month (POST /commonexpenses/close), after showing what it holds and
 * what closing does. A refusal of the server (coefficients that do not add up, an earlier month still open) is
 * shown above, in its words.
 */
export function ClosureNew({ state, onRetry, onClose, onClosed, onCancel, periodsHref, onNavigate }: ClosureNewProps) {
  const period = state.status === 'ready' ? openPeriodOf(state.commonExpenses) : undefined;
  return (
    <div className={layout.formScreen}>
      <PageHeader
        title="Nuevo cierre"
        description="Cierra el mes abierto del complejo: calcula los estados de cuenta de las unidades y los deja fijos."
      />
      {state.status === 'loading' && (
        <SkeletonGroup label="Cargando el mes abierto…">
          <SkeletonText lines={6} />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <AlertWithStep
          tone="danger"
          title="No se pudo cargar el mes abierto"
          message={state.message}
          stepLabel="Reintentar"
          onStep={onRetry}
        />
      )}
      {state.status === 'ready' &&
        (period ? (
          <ClosingOf key={period.id} period={period} onClose={onClose} onClosed={onClosed} onCancel={onCancel} />
        ) : (
          <EmptyState
            title={noOpenMonth.title}
            description={noOpenMonth.description}
            action={
              <ButtonLink to={periodsHref} onNavigate={onNavigate} variant="secondary">
                Ir a Gastos comunes
              </ButtonLink>
            }
          />
        ))}
    </div>
  );
}
