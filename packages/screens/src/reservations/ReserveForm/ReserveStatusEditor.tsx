import {
  type Reserve,
  type ReserveStatus,
  reserveStatusLabels,
  reserveStatusProblem,
  reserveTransitions,
} from '@horizontal/domain';
import { Button, Dialog, InlineAlert, RadioGroup, StatusBadge } from '@horizontal/ui';
import { useRef, useState } from 'react';
import { FormScreen, RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, onlyProblems, useSavingForm } from '../../shared/forms';
import { actionToward, bookingInWords, questionOf, reserveTargetsAt } from '../ReservesList/reserve-actions';
import { reserveStatusBadges } from '../ReservesList/reserve-labels';

export type ReserveStatusEditorProps = {
  reserve: Reserve;
  now: Date;
  onStatusChange?: (status: ReserveStatus) => Promise<ActionResult>;
  onSaved?: (status: ReserveStatus) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const TITLE = 'Cambiar el estado de la reserva';

/** What each new status means for the turn, under its choice. */
const consequences: Record<ReserveStatus, string> = {
  pendiente: 'Queda a la espera de aprobación.',
  confirmada: 'El turno queda reservado para la unidad.',
  rechazada: 'El turno queda libre para otra reserva.',
  cancelada: 'El turno queda libre para otra reserva.',
};

/** Why no status can be chosen: the profile, a final status, or the domain's reason (the turn already started). */
export const noChangeReason = (reserve: Reserve, now: Date, mayChange: boolean) => {
  if (!mayChange) return 'Su perfil permite consultar las reservas, pero no cambiar su estado.';
  const next = reserveTransitions[reserve.status];
  if (next.length === 0) {
    return `La reserva está ${reserveStatusLabels[reserve.status].toLowerCase()}: es un estado final, que ya no cambia.`;
  }
  return next.map((status) => reserveStatusProblem(reserve, status, now)).find(Boolean) ?? '';
};

/** MODIFY: the change of a booking's status, among those the domain allows at `now`. */
export function ReserveStatusEditor(props: ReserveStatusEditorProps) {
  const { reserve, now, onStatusChange, onCancel } = props;
  const targets = onStatusChange ? reserveTargetsAt(reserve, now) : [];
  const status = reserveStatusBadges[reserve.status];
  if (!onStatusChange || targets.length === 0) {
    return (
      <FormScreen
        title={TITLE}
        description={bookingInWords(reserve)}
        meta={<StatusBadge label={status.label} tone={status.tone} />}
      >
        <InlineAlert tone="info" title="El estado de esta reserva no puede cambiar">
          {noChangeReason(reserve, now, onStatusChange !== undefined)}
        </InlineAlert>
        <div>
          <Button variant="secondary" onClick={onCancel}>
            Volver
          </Button>
        </div>
      </FormScreen>
    );
  }
  return <StatusForm {...props} onStatusChange={onStatusChange} targets={targets} />;
}

type Draft = { status: string };

function StatusForm({
  reserve,
  onStatusChange,
  onSaved,
  onCancel,
  onDirtyChange,
  targets,
}: ReserveStatusEditorProps & {
  onStatusChange: (status: ReserveStatus) => Promise<ActionResult>;
  targets: readonly ReserveStatus[];
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  /** Set by the confirmation, so that the submit it sends goes through. */
  const confirmed = useRef(false);
  const form = useSavingForm<Draft, ReserveStatus>({
    initial: { status: '' },
    validate: (draft) => onlyProblems<Draft>({ status: draft.status ? null : 'Elija el nuevo estado de la reserva.' }),
    toRequest: (draft) => draft.status as ReserveStatus,
    onSubmit: async (next) => {
      setSaved(null);
      const result = await onStatusChange(next);
      if (result.ok) setSaved(result.message || 'Se guardó el nuevo estado de la reserva.');
      return result;
    },
    onSaved,
    onDirtyChange,
  });
  const chosen = form.values.status as ReserveStatus | '';
  const kind = chosen ? actionToward(chosen) : undefined;
  const question = kind ? questionOf(kind, reserve) : null;
  const status = reserveStatusBadges[reserve.status];

  // Rechazar and cancelar free the turn for good: asked first, as in the list and the ficha.
  const submit: typeof form.submit = (event) => {
    if (question && !confirmed.current && chosen) {
      event.preventDefault();
      setAsking(true);
      return;
    }
    confirmed.current = false;
    form.submit(event);
  };

  return (
    <>
      <RecordEditor
        form={{ ...form, submit }}
        title={TITLE}
        description={bookingInWords(reserve)}
        notice={
          saved ? (
            <InlineAlert tone="success">{saved}</InlineAlert>
          ) : (
            <p>
              Estado actual: <StatusBadge label={status.label} tone={status.tone} />
            </p>
          )
        }
        submitLabel="Guardar"
        onCancel={onCancel}
      >
        <FormSection title="Estado" columns={1}>
          <RadioGroup
            label="Nuevo estado"
            name="status"
            required
            options={targets.map((target) => ({
              value: target,
              label: reserveStatusLabels[target],
              hint: consequences[target],
            }))}
            value={form.values.status}
            onChange={(next) => form.setValue('status', next)}
            error={form.errors.status}
          />
        </FormSection>
      </RecordEditor>
      {question && (
        <Dialog
          open={asking}
          onOpenChange={setAsking}
          size="sm"
          title={question.title}
          description={question.description}
          footer={
            <>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {question.dismissLabel}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setAsking(false);
                  confirmed.current = true;
                  form.formRef.current?.requestSubmit();
                }}
              >
                {question.confirmLabel}
              </Button>
            </>
          }
        />
      )}
    </>
  );
}
