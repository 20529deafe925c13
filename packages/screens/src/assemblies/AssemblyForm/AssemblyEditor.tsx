import { assemblyTypeLabels, assemblyTypes, toIsoDate } from '@horizontal/domain';
import { DateInput, RadioGroup, TextArea, TextField, TimeInput } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import type { AssemblyFormProps } from './AssemblyForm';
import {
  type AssemblyDraft,
  type AssemblyValues,
  calendarDateOf,
  emptyDraft,
  toRequest,
  validate,
} from './assembly-form';

export type AssemblyEditorProps = Omit<AssemblyFormProps, 'state' | 'history' | 'onOpenPage'>;

const typeOptions = assemblyTypes.map((type) => ({ value: type, label: assemblyTypeLabels[type] }));

/**
 * Calls an assembly (POST /assemblies/create): what it is about, when and where, and its agenda. It starts as
 * «Convocada»; the backend marks it held once its first resolution is recorded.
 */
export function AssemblyEditor({ onSubmit, onSaved, onCancel, onDirtyChange }: AssemblyEditorProps) {
  const form = useSavingForm<AssemblyDraft, AssemblyValues>({
    initial: emptyDraft,
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, errors, setValue, touch } = form;

  return (
    <RecordEditor
      form={form}
      title="Nueva asamblea"
      description="Una asamblea de copropietarios del complejo. Después de realizada se registran su asistencia y sus resoluciones."
      submitLabel="Convocar asamblea"
      onCancel={onCancel}
    >
      <FormSection title="Asamblea">
        <div className={layout.fullRow}>
          <TextField
            label="Título"
            {...form.field('title')}
            required
            maxLength={120}
            hint="Por ejemplo: Asamblea ordinaria anual 2026."
          />
        </div>
        <div className={layout.fullRow}>
          <RadioGroup
            label="Tipo"
            name="type"
            required
            orientation="horizontal"
            value={values.type}
            onChange={(type) => setValue('type', type as AssemblyDraft['type'])}
            error={errors.type}
            options={typeOptions}
            hint="La extraordinaria trata un asunto puntual fuera de la asamblea anual."
          />
        </div>
      </FormSection>
      <FormSection title="Fecha y lugar">
        <DateInput
          label="Fecha"
          name="date"
          required
          value={calendarDateOf(values.date)}
          onChange={(date) => setValue('date', date ? toIsoDate(date) : null)}
          onBlur={() => touch('date')}
          error={errors.date}
        />
        <TimeInput label="Hora" {...form.field('time')} hint="Opcional: hh:mm." />
        <div className={layout.fullRow}>
          <TextField
            label="Lugar"
            {...form.field('place')}
            maxLength={120}
            hint="Opcional: dónde se reúnen, por ejemplo Salón de fiestas."
          />
        </div>
      </FormSection>
      <FormSection title="Orden del día">
        <div className={layout.fullRow}>
          <TextArea
            label="Orden del día"
            {...form.field('description')}
            maxLength={2000}
            hint="Opcional: los asuntos a tratar, uno por línea."
          />
        </div>
      </FormSection>
    </RecordEditor>
  );
}
