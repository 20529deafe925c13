import type { CommonArea } from '@horizontal/domain';
import { Checkbox, CurrencyInput, NumberField, TextArea, TextField } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen } from '../../shared/FormScreen';
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
        <TurnsEditor
          turns={values.turns}
          error={errors.turns}
          onChange={(turns) => setValue('turns', turns)}
          onBlur={() => touch('turns')}
        />
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
