import type { PriceIndexEntry } from '@horizontal/domain';
import { Dialog, InlineAlert, PeriodPicker, SkeletonGroup, SkeletonText, TextField } from '@horizontal/ui';
import { useRef, useState } from 'react';
import { AlertWithStep } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import { FormDialog } from '../FormDialog';
import { formatIsoPeriod } from '../labels';
import * as styles from './PriceIndexEditor.css';
import {
  emptyPriceIndexDraft,
  formatIndexValue,
  type PriceIndexDraft,
  type PriceIndexMonthValues,
  priceIndexRequest,
  validatePriceIndex,
} from './price-index-form';

export type PriceIndexState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; months: readonly PriceIndexEntry[] };

export type PriceIndexEditorProps = {
  /** The administradora's IPC table (GET /commonexpenses/priceindex/{complejo}). */
  state: PriceIndexState;
  onRetry: () => void;
  /** POST /commonexpenses/priceindex with this month (the app adds the complejo); without it, the table alone. */
  onSave?: (month: PriceIndexMonthValues) => Promise<ActionResult>;
  onClose: () => void;
};

const TITLE = 'Índice de precios';
const DESCRIPTION =
  'El IPC que publica el INE cada mes: con él se reajusta la deuda por la Ley 19.604. Cargue cada mes cuando se publique.';

function MonthsTable({ months }: { months: readonly PriceIndexEntry[] }) {
  const oldestFirst = [...months].sort((a, b) => a.period.localeCompare(b.period));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable with the keyboard to be scrolled
    <section className={styles.monthsBox} tabIndex={0} aria-label="Meses cargados">
      <table className={styles.table} aria-label="Meses del índice">
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              Mes
            </th>
            <th scope="col" className={styles.headValue}>
              Valor
            </th>
            <th scope="col" className={styles.head}>
              Fuente
            </th>
          </tr>
        </thead>
        <tbody>
          {oldestFirst.map((month) => (
            <tr key={month.period}>
              <th scope="row" className={styles.month}>
                {formatIsoPeriod(month.period)}
              </th>
              <td className={styles.value}>{formatIndexValue(month.value)}</td>
              <td className={styles.source}>{month.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MonthForm({
  months,
  onSave,
  onClose,
}: {
  months: readonly PriceIndexEntry[];
  onSave: NonNullable<PriceIndexEditorProps['onSave']>;
  onClose: () => void;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const startOver = useRef<() => void>(() => undefined);
  const form = useSavingForm<PriceIndexDraft, PriceIndexMonthValues>({
    initial: emptyPriceIndexDraft,
    validate: validatePriceIndex,
    toRequest: priceIndexRequest,
    onSubmit: async (month) => {
      setSaved(null);
      const answer = await onSave(month);
      if (answer.ok) setSaved(answer.message ?? 'Índice de precios guardado.');
      return answer;
    },
    // Saved: the table shows the month, and the form is blank for the next one.
    onSaved: () => startOver.current(),
  });
  startOver.current = () => form.startOver(emptyPriceIndexDraft);
  const { values, setValue, errors } = form;
  const known = values.period ? months.find((month) => month.period === priceIndexRequest(values).period) : undefined;
  return (
    <FormDialog
      form={form}
      title={TITLE}
      description={DESCRIPTION}
      submitLabel="Guardar mes"
      onCancel={onClose}
      size="lg"
      notice={
        <>
          {saved && <InlineAlert tone="success">{saved}</InlineAlert>}
          <MonthsTable months={months} />
        </>
      }
    >
      <FormSection title="Agregar o corregir un mes" columns={1}>
        <PeriodPicker
          label="Mes"
          name="period"
          required
          value={values.period}
          error={errors.period}
          hint={
            known
              ? `Ya está cargado con ${formatIndexValue(known.value)}: al guardar se corrige.`
              : 'El mes del índice, como lo publica el INE.'
          }
          onChange={(period) => setValue('period', period)}
        />
        <TextField
          label="Valor"
          inputMode="decimal"
          maxLength={12}
          required
          hint="Con hasta cuatro decimales, por ejemplo 118,2034."
          {...form.field('value')}
        />
        <TextField
          label="Fuente"
          maxLength={300}
          required
          hint="De dónde sale el valor: la publicación del INE y su fecha."
          {...form.field('source')}
        />
      </FormSection>
    </FormDialog>
  );
}

/** The administradora's IPC table in a dialog over Deuda: the months loaded, and a form to add or correct one. */
export function PriceIndexEditor({ state, onRetry, onSave, onClose }: PriceIndexEditorProps) {
  if (state.status === 'ready' && onSave) return <MonthForm months={state.months} onSave={onSave} onClose={onClose} />;
  return (
    <Dialog
      open
      size="lg"
      title={TITLE}
      description={DESCRIPTION}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {state.status === 'loading' && (
        <SkeletonGroup label="Cargando el índice de precios…">
          <SkeletonText lines={6} />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <AlertWithStep
          tone="danger"
          title="No se pudo cargar el índice de precios"
          message={state.message}
          stepLabel="Reintentar"
          onStep={onRetry}
        />
      )}
      {state.status === 'ready' && <MonthsTable months={state.months} />}
    </Dialog>
  );
}
