import type { CommonArea } from '@horizontal/domain';
import { Checkbox, CurrencyInput, NumberField, TextArea, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import type { CommonAreaFormProps } from './CommonAreaForm';
import { type CommonAreaDraft, type CommonAreaValues, draftOf, toRequest, validate } from './common-area-form';
import { TurnsEditor } from './TurnsEditor';

export type EditorProps = Omit<CommonAreaFormProps, 'state' | 'onEdit' | 'onRetry'> & { area: CommonArea | null };

/** Creates a common area of the complejo or modifies one, with its turns. */
export function CommonAreaEditor({ area, onSubmit, onSaved, onCancel, onDirtyChange }: EditorProps) {
  const form = useSavingForm<CommonAreaDraft, CommonAreaValues>({
    initial: draftOf(area),
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, errors, setValue, touch } = form;
  const title = area ? 'Modificar área común' : 'Nueva área común';

  return (
    <RecordEditor
      form={form}
      title={title}
      description={area ? area.name : 'Un espacio que los residentes pueden reservar, con sus turnos y su precio.'}
      submitLabel={area ? 'Guardar cambios' : 'Crear área común'}
      onCancel={onCancel}
    >
      <FormSection title="Área común">
        <TextField
          label="Nombre"
          {...form.field('name')}
          required
          maxLength={80}
          hint="Por ejemplo Salón de fiestas o Parrillero."
        />
        <NumberField label="Capacidad (personas)" {...form.field('capacity')} required maxLength={5} />
        <div className={layout.fullRow}>
          <TextArea
            label="Descripción y reglas de uso"
            {...form.field('description')}
            maxLength={500}
            hint="Opcional: horarios de silencio, limpieza, qué se puede llevar."
          />
        </div>
      </FormSection>
      <FormSection title="Reservas">
        <CurrencyInput
          label="Precio de la reserva"
          {...form.field('price')}
          required
          hint="Se suma a los gastos comunes del apartamento que reserva."
        />
        <Checkbox
          label="Las reservas necesitan aprobación"
          name="requiresApproval"
          hint="Si no, quedan confirmadas al hacerlas."
          checked={values.requiresApproval}
          onChange={(requiresApproval) => setValue('requiresApproval', requiresApproval)}
        />
        <NumberField
          label="Días de anticipación"
          {...form.field('bookingWindowDays')}
          required
          maxLength={3}
          hint="Hasta cuántos días después de hoy se puede reservar: 60 son unos dos meses."
        />
        <NumberField
          label="Reservas por unidad en el mes"
          {...form.field('monthlyLimit')}
          maxLength={2}
          hint="Opcional: déjelo vacío si no hay límite."
        />
      </FormSection>
      <TurnsEditor
        turns={values.turns}
        error={errors.turns}
        onChange={(turns) => setValue('turns', turns)}
        onBlur={() => touch('turns')}
      />
    </RecordEditor>
  );
}
