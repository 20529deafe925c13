import { Button, Select, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import * as styles from '../frontDesk.css';
import { UnitField } from '../UnitField';
import { residentsOf } from '../unit-draft';
import type { ShipmentFormProps } from './ShipmentForm';
import {
  emptyDraft,
  NO_TYPE,
  nextDraft,
  recipientFor,
  refusedField,
  type ShipmentDraft,
  type ShipmentValues,
  toRequest,
  validate,
} from './shipment-form';

export type ShipmentEditorProps = Omit<ShipmentFormProps, 'state' | 'history'>;

/**
 * Registers a parcel (POST /shipments/create) at speed: the unit first, found by its number and picked with Enter;
 * the recipient is then the unit's first resident, the others a tap away. «Guardar y registrar otra» keeps the
 * courier and the type, and puts the focus back on the unit.
 */
export function ShipmentEditor({
  options,
  onSubmit,
  onSaved,
  onSavedAnother,
  onCancel,
  onRetry,
  onDirtyChange,
}: ShipmentEditorProps) {
  const form = useSavingForm<ShipmentDraft, ShipmentValues>({
    initial: emptyDraft,
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onSavedAnother,
    startAnother: nextDraft,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, setValue } = form;
  const units = options.status === 'ready' ? options.units : [];
  const types = options.status === 'ready' ? options.types : [];
  const residents = residentsOf(units, values.unit);

  return (
    <RecordEditor
      form={form}
      title="Nueva encomienda"
      description="Un paquete, sobre o pedido recibido en portería para una unidad."
      options={{ state: options, unavailable: 'No se pudieron cargar las unidades y los tipos de encomienda', onRetry }}
      submitLabel="Registrar encomienda"
      anotherLabel={onSavedAnother ? 'Guardar y registrar otra' : undefined}
      onCancel={onCancel}
    >
      <FormSection title="Para quién">
        <UnitField
          form={form}
          status={options.status}
          units={units}
          onPick={(next) => setValue('recipientName', recipientFor(values.recipientName, residents, next))}
        />
        <TextField
          label="Destinatario"
          {...form.field('recipientName')}
          required
          maxLength={120}
          autoComplete="off"
          hint={residents.length > 0 ? undefined : 'El nombre que figura en la encomienda.'}
        />
        {residents.length > 0 && (
          <div className={layout.fullRow}>
            <fieldset className={styles.residentsSet}>
              <legend className={styles.residentsLegend}>Residentes de {values.unit?.label}:</legend>
              <div className={styles.residents}>
                {residents.map((resident) => (
                  <Button
                    key={resident}
                    variant={resident === values.recipientName ? 'primary' : 'secondary'}
                    aria-pressed={resident === values.recipientName}
                    onClick={() => setValue('recipientName', resident)}
                  >
                    {resident}
                  </Button>
                ))}
              </div>
            </fieldset>
          </div>
        )}
      </FormSection>
      <FormSection title="Encomienda">
        <Select
          label="Tipo"
          name="shipmentTypeId"
          value={values.shipmentTypeId}
          error={form.errors.shipmentTypeId}
          onChange={(value) => setValue('shipmentTypeId', value)}
          disabled={options.status !== 'ready'}
          hint="Opcional."
          options={[
            { value: NO_TYPE, label: 'Sin tipo' },
            ...types.map((type) => ({ value: String(type.id), label: type.name })),
          ]}
        />
        <TextField
          label="Transportista"
          {...form.field('carrier')}
          maxLength={80}
          hint="Opcional: quién la trajo (DAC, Correo Uruguayo, un delivery)."
        />
        <div className={layout.fullRow}>
          <TextField
            label="Descripción"
            {...form.field('description')}
            maxLength={200}
            hint="Opcional: cómo es (caja mediana, sobre A4), para reconocerla en el depósito."
          />
        </div>
      </FormSection>
    </RecordEditor>
  );
}
