import type { CommonArea } from '@horizontal/domain';
import {
  type ClockTime,
  commonAreaCreateSchema,
  formatCurrency,
  formatTime,
  isOrderedTimes,
  parseTime,
} from '@horizontal/domain';
import {
  Button,
  Card,
  Checkbox,
  CurrencyInput,
  DescriptionList,
  InlineAlert,
  NumberField,
  StatusBadge,
  TextArea,
  TextField,
  TimeInput,
} from '@horizontal/ui';
import { useRef } from 'react';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, type FormState, onlyProblems, problemOf, useSavingForm } from '../../shared/forms';
import { feminineActiveStatusBadges } from '../../shared/labels';
import * as layout from '../../shared/layout.css';
import { turnLabel } from '../labels';
import type { CommonAreaValues, TurnValues } from '../types';

export type CommonAreaFormProps = {
  state: FormState<CommonArea>;
  /** POST /commonareas/create in CREATE mode (the app adds buildingId), PUT /commonareas/update in MODIFY mode. */
  onSubmit: (values: CommonAreaValues) => Promise<ActionResult>;
  onSaved: (values: CommonAreaValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

type TurnRow = {
  /** Tells the rows apart while they are added and removed; never sent. */
  key: string;
  /** Kept for an existing turn, so that its reserves stay with it. */
  id?: number;
  name: string;
  start: ClockTime | null;
  end: ClockTime | null;
};

type Form = {
  name: string;
  description: string;
  capacity: string;
  price: number | null;
  requiresApproval: boolean;
  turns: TurnRow[];
};

const MAX_TURNS = 24;
const fields = commonAreaCreateSchema.shape;

const timeOf = (text: string): ClockTime | null => {
  const parsed = parseTime(text);
  return parsed.ok ? parsed.value : null;
};

type TurnProblems = { name?: string; start?: string; end?: string };

const turnProblems = (turn: TurnRow): TurnProblems => {
  const problems: TurnProblems = {};
  if (turn.name.trim() === '') problems.name = 'Ingrese el nombre del turno.';
  if (turn.start === null) problems.start = 'Ingrese la hora de inicio.';
  if (turn.end === null) problems.end = 'Ingrese la hora de fin.';
  else if (turn.start !== null && !isOrderedTimes(formatTime(turn.start), formatTime(turn.end))) {
    problems.end = 'Cada turno debe terminar después de empezar.';
  }
  return problems;
};

const validate = (form: Form) =>
  onlyProblems<Form>({
    name: problemOf(fields.name, form.name),
    description: problemOf(fields.description, form.description),
    capacity: form.capacity === '' ? 'Ingrese la capacidad.' : problemOf(fields.capacity, Number(form.capacity)),
    price:
      form.price === null
        ? 'Ingrese el precio de la reserva; escriba 0 si es gratuita.'
        : problemOf(fields.price, form.price),
    requiresApproval: null,
    turns:
      form.turns.length === 0
        ? 'Agregue al menos un turno.'
        : form.turns.some((turn) => Object.keys(turnProblems(turn)).length > 0)
          ? 'Revise los turnos marcados.'
          : null,
  });

const toValues = (form: Form): CommonAreaValues => ({
  name: form.name.trim(),
  description: form.description.trim(),
  capacity: Number(form.capacity),
  price: form.price ?? 0,
  requiresApproval: form.requiresApproval,
  turns: form.turns.map((turn): TurnValues => {
    const values = {
      name: turn.name.trim(),
      startTime: turn.start ? formatTime(turn.start) : '',
      endTime: turn.end ? formatTime(turn.end) : '',
    };
    return turn.id === undefined ? values : { id: turn.id, ...values };
  }),
});

type EditorProps = Omit<CommonAreaFormProps, 'state' | 'onEdit' | 'onRetry'> & { area: CommonArea | null };

function CommonAreaEditor({ area, onSubmit, onSaved, onCancel, onDirtyChange }: EditorProps) {
  const nextKey = useRef(0);
  const newKey = () => {
    nextKey.current += 1;
    return `turno-${nextKey.current}`;
  };
  const form = useSavingForm<Form, CommonAreaValues>({
    initial: {
      name: area?.name ?? '',
      description: area?.description ?? '',
      capacity: area ? String(area.capacity) : '',
      price: area ? area.price : null,
      requiresApproval: area?.requiresApproval ?? true,
      turns: area
        ? area.turns.map((turn) => ({
            key: `guardado-${turn.id}`,
            id: turn.id,
            name: turn.name,
            start: timeOf(turn.startTime),
            end: timeOf(turn.endTime),
          }))
        : [{ key: 'turno-0', name: '', start: null, end: null }],
    },
    validate,
    toRequest: toValues,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, errors, setValue, touch } = form;
  const title = area ? 'Modificar área común' : 'Nueva área común';
  // Row messages appear once the turns were looked at (or a save was tried), like every other field's.
  const showTurnProblems = errors.turns !== undefined;

  const updateTurn = (key: string, change: Partial<TurnRow>) =>
    setValue(
      'turns',
      values.turns.map((turn) => (turn.key === key ? { ...turn, ...change } : turn)),
    );

  return (
    <FormScreen
      title={title}
      description={area ? area.name : 'Un espacio que los residentes pueden reservar, con sus turnos y su precio.'}
      serverError={form.serverError}
    >
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        <FormSection title="Área común">
          <TextField
            label="Nombre"
            name="name"
            required
            maxLength={80}
            hint="Por ejemplo Salón de fiestas o Parrillero."
            value={values.name}
            error={errors.name}
            onChange={(name) => setValue('name', name)}
            onBlur={() => touch('name')}
          />
          <NumberField
            label="Capacidad (personas)"
            name="capacity"
            required
            maxLength={5}
            value={values.capacity}
            error={errors.capacity}
            onChange={(capacity) => setValue('capacity', capacity)}
            onBlur={() => touch('capacity')}
          />
          <div className={layout.fullRow}>
            <TextArea
              label="Descripción y reglas de uso"
              name="description"
              maxLength={500}
              hint="Opcional: horarios de silencio, limpieza, qué se puede llevar."
              value={values.description}
              error={errors.description}
              onChange={(description) => setValue('description', description)}
              onBlur={() => touch('description')}
            />
          </div>
        </FormSection>
        <FormSection title="Reservas">
          <CurrencyInput
            label="Precio de la reserva"
            name="price"
            required
            hint="Se suma a los gastos comunes del apartamento que reserva."
            value={values.price}
            error={errors.price}
            onChange={(price) => setValue('price', price)}
            onBlur={() => touch('price')}
          />
          <Checkbox
            label="Las reservas necesitan aprobación"
            name="requiresApproval"
            hint="Si no, quedan confirmadas al hacerlas."
            checked={values.requiresApproval}
            onChange={(requiresApproval) => setValue('requiresApproval', requiresApproval)}
          />
        </FormSection>
        <FormSection
          title="Turnos"
          columns={1}
          description="Los horarios en que se puede reservar, de 00:00 a 23:59 del mismo día."
        >
          {values.turns.length === 0 && errors.turns && <InlineAlert tone="danger">{errors.turns}</InlineAlert>}
          {values.turns.map((turn, index) => {
            const problems = showTurnProblems ? turnProblems(turn) : {};
            return (
              <FormSection key={turn.key} title={`Turno ${index + 1}`}>
                <div className={layout.fullRow}>
                  <TextField
                    label="Nombre del turno"
                    name={`turns.${index}.name`}
                    required
                    maxLength={60}
                    value={turn.name}
                    error={problems.name}
                    onChange={(name) => updateTurn(turn.key, { name })}
                    onBlur={() => touch('turns')}
                  />
                </div>
                <TimeInput
                  label="Desde"
                  name={`turns.${index}.start`}
                  required
                  value={turn.start}
                  error={problems.start}
                  onChange={(start) => updateTurn(turn.key, { start })}
                  onBlur={() => touch('turns')}
                />
                <TimeInput
                  label="Hasta"
                  name={`turns.${index}.end`}
                  required
                  value={turn.end}
                  error={problems.end}
                  onChange={(end) => updateTurn(turn.key, { end })}
                  onBlur={() => touch('turns')}
                />
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      setValue(
                        'turns',
                        values.turns.filter((other) => other.key !== turn.key),
                      )
                    }
                  >
                    {`Quitar el turno ${index + 1}`}
                  </Button>
                </div>
              </FormSection>
            );
          })}
          <div>
            <Button
              variant="secondary"
              disabled={values.turns.length >= MAX_TURNS}
              onClick={() => setValue('turns', [...values.turns, { key: newKey(), name: '', start: null, end: null }])}
            >
              Agregar turno
            </Button>
          </div>
        </FormSection>
        <FormActions
          submitLabel={area ? 'Guardar cambios' : 'Crear área común'}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}

function CommonAreaDetail({ area, onEdit }: { area: CommonArea; onEdit?: () => void }) {
  const status = feminineActiveStatusBadges[area.status];
  return (
    <FormScreen
      title={area.name}
      description="Área común"
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Área común">
        <DescriptionList
          items={[
            { term: 'Capacidad', description: `${area.capacity} personas` },
            { term: 'Descripción y reglas de uso', description: area.description || 'Sin descripción' },
          ]}
        />
      </Card>
      <Card title="Reservas">
        <DescriptionList
          items={[
            { term: 'Precio de la reserva', description: area.price === 0 ? 'Gratuita' : formatCurrency(area.price) },
            { term: 'Aprobación', description: area.requiresApproval ? 'Requiere aprobación' : 'Automática' },
            { term: 'Turnos', description: area.turns.map(turnLabel).join(', ') },
          ]}
        />
      </Card>
    </FormScreen>
  );
}

/** /areascomunes/nuevo and /areascomunes/modificar, and a common area's detail (SPEC §2). */
export function CommonAreaForm({ state, onEdit, onRetry, ...editor }: CommonAreaFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Área común', MODIFY: 'Modificar área común' }}
      loadingLabel="Cargando el área común…"
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <CommonAreaEditor {...editor} area={null} />}
      detail={(area) => <CommonAreaDetail area={area} onEdit={onEdit} />}
      modify={(area) => <CommonAreaEditor key={area.id} {...editor} area={area} />}
    />
  );
}
