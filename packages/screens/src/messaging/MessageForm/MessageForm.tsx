import { type AudienceStaff, type AudienceUnit, type MessageCategory, matchesUnitSearch } from '@horizontal/domain';
import { MultiSelect, RadioGroup, Select, TextArea, TextField } from '@horizontal/ui';
import { useMemo } from 'react';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import {
  choiceOf,
  emptyDraft,
  type MessageDraft,
  type MessageValues,
  NO_CATEGORY,
  refusedField,
  toRequest,
  validate,
} from './message-form';
import { type Audience, audiences, reachOf, reachSentence, towersOf } from './recipients';

/** As messageCreateSchema's text and subject. */
const TEXT_MAX = 5000;
const SUBJECT_MAX = 160;

export type MessageFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /**
   * GET /messages/categories/findall, and whom a message can reach (POST /messages/recipients/audience): the
   * complejo's units with their active residents, from which each choice's reach is counted, and the colleagues with
   * Mensajería but the person writing.
   */
  | {
      status: 'ready';
      categories: readonly MessageCategory[];
      units: readonly AudienceUnit[];
      staff: readonly AudienceStaff[];
    };

export type MessageFormProps = {
  options: MessageFormOptions;
  /** POST /messages/admin/create (the app adds buildingId). */
  onSubmit: (values: MessageValues) => Promise<ActionResult>;
  onSaved: (values: MessageValues) => void;
  onCancel: () => void;
  /** Loads the options again after they failed. */
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const audienceLabels: Readonly<Record<Audience, string>> = {
  todos: 'Todo el complejo',
  torres: 'Por torre',
  unidades: 'Por unidad',
  personal: 'Solo al personal',
};

const unitOptions = (units: readonly AudienceUnit[]) =>
  units.map((unit) => ({
    value: String(unit.id),
    label: unit.name,
    // Who lives there, so a unit is also found by a resident's name.
    description:
      unit.residents.length > 0 ? unit.residents.map((resident) => resident.name).join(', ') : 'Sin residentes activos',
  }));

const towerOptions = (units: readonly AudienceUnit[]) =>
  towersOf(units).map((tower) => {
    const count = units.filter((unit) => unit.tower === tower).length;
    return { value: tower, label: tower, description: count === 1 ? '1 unidad' : `${count} unidades` };
  });

/** A colleague as the picker offers them: «Lucía Fernández · Contadora». */
const staffOptions = (staff: readonly AudienceStaff[]) =>
  staff.map((colleague) => ({ value: String(colleague.id), label: `${colleague.name} · ${colleague.role}` }));

/**
 * /mensajes/nuevo: a message of the administration to the residents of the complejo, to all of them, to the units of
 * some towers or to some units, and to colleagues with Mensajería, who find it in Recibidos; or to those colleagues
 * alone (POST /messages/admin/create). Under the choice, how many people it reaches and how many of them have no
 * e-mail address, where residents receive it.
 */
export function MessageForm({ options, onSubmit, onSaved, onCancel, onRetry, onDirtyChange }: MessageFormProps) {
  const units = options.status === 'ready' ? options.units : null;
  const form = useSavingForm<MessageDraft, MessageValues>({
    initial: emptyDraft,
    validate: (draft) => validate(draft, units),
    toRequest: (draft) => toRequest(draft, units ?? []),
    onSubmit,
    onSaved,
    onDirtyChange,
    // Called once the answer came, with the draft that was sent still in view.
    fieldOf: (message): keyof MessageDraft | undefined => refusedField(message, form.values.audience),
  });
  const { values, errors, setValue, touch } = form;
  const ready = options.status === 'ready';
  const categories = ready ? options.categories : [];
  const towers = useMemo(() => towerOptions(units ?? []), [units]);
  const unitChoices = useMemo(() => unitOptions(units ?? []), [units]);
  const staff = options.status === 'ready' ? options.staff : null;
  const colleagues = useMemo(() => staffOptions(staff ?? []), [staff]);
  // Nobody else in the complejo has Mensajería: nobody to pick, and no message to the staff alone.
  const noColleagues = ready && colleagues.length === 0;
  const choice = choiceOf(values);
  const reach = units ? reachSentence(reachOf(units, choice), choice) : 'Cargando las unidades y sus residentes…';
  // A complejo without towers is written to as a whole or by unit; without colleagues, to its residents only.
  const offered = audiences.filter(
    (audience) => (audience !== 'torres' || towers.length > 0 || !ready) && (audience !== 'personal' || !noColleagues),
  );

  return (
    <RecordEditor
      form={form}
      title="Nuevo mensaje"
      description="Un mensaje de la administración a los residentes del complejo, que les llega por correo electrónico, y a colegas con Mensajería, que lo ven en Recibidos. Las respuestas quedan en la conversación."
      options={{ state: options, unavailable: 'No se pudieron cargar las categorías y las unidades', onRetry }}
      submitLabel="Enviar mensaje"
      onCancel={onCancel}
    >
      <FormSection title="Para quién" columns={1}>
        <RadioGroup
          label="Enviar a"
          name="audience"
          orientation="horizontal"
          value={values.audience}
          error={errors.audience}
          hint="El personal con acceso a Mensajería recibe además un aviso en Horizontal."
          onChange={(audience) => setValue('audience', audience as Audience)}
          options={offered.map((audience) => ({ value: audience, label: audienceLabels[audience] }))}
        />
        {values.audience === 'torres' && (
          <MultiSelect
            label="Torres"
            required
            value={values.towers}
            error={errors.towers}
            options={towers}
            placeholder={ready ? 'Escriba el nombre de la torre' : 'Cargando torres…'}
            disabled={!ready}
            onChange={(picked) => {
              setValue('towers', picked);
              touch('towers');
            }}
          />
        )}
        {values.audience === 'unidades' && (
          <MultiSelect
            label="Unidades"
            required
            value={values.units}
            error={errors.units}
            options={unitChoices}
            matches={matchesUnitSearch}
            placeholder={ready ? 'Escriba el número o el nombre de un residente' : 'Cargando unidades…'}
            disabled={!ready}
            onChange={(picked) => {
              setValue('units', picked);
              touch('units');
            }}
          />
        )}
        <MultiSelect
          label="Personal"
          required={values.audience === 'personal'}
          value={values.staff}
          error={errors.staff}
          options={colleagues}
          hint={
            noColleagues
              ? 'No hay otras personas con Mensajería en el complejo.'
              : 'Colegas con Mensajería en el complejo: lo verán en Recibidos.'
          }
          placeholder={ready ? 'Escriba el nombre de un colega' : 'Cargando el personal…'}
          disabled={!ready || noColleagues}
          onChange={(picked) => {
            setValue('staff', picked);
            touch('staff');
          }}
        />
        <p className={layout.note} role="status">
          {reach}
        </p>
      </FormSection>
      <FormSection title="Mensaje">
        <Select
          label="Categoría"
          name="category"
          value={values.category}
          error={errors.category}
          disabled={!ready}
          hint="Opcional: ayuda a encontrarlo en la lista."
          onChange={(category) => setValue('category', category)}
          options={[
            { value: NO_CATEGORY, label: 'Sin categoría' },
            ...categories.map((category) => ({ value: String(category.id), label: category.name })),
          ]}
        />
        <TextField
          label="Asunto"
          {...form.field('subject')}
          maxLength={SUBJECT_MAX}
          hint="Opcional: por ejemplo Corte de agua el jueves."
        />
        <div className={layout.fullRow}>
          <TextArea label="Texto" {...form.field('text')} required rows={8} maxLength={TEXT_MAX} />
        </div>
      </FormSection>
    </RecordEditor>
  );
}
