import type { Apartment, Option, Tower } from '@horizontal/domain';
import { apartmentCreateSchema, apartmentMessages } from '@horizontal/domain';
import { Button, Card, DescriptionList, InlineAlert, NumberField, Select, TextField } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  decimalText,
  type FormState,
  isMessageOf,
  numberProblem,
  onlyProblems,
  parseDecimal,
  problemOf,
  useSavingForm,
} from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { formatDecimal } from '../labels';
import type { ApartmentValues } from '../types';

export type ApartmentFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; towers: readonly Tower[]; unitTypes: readonly Option[] };

export type ApartmentFormProps = {
  state: FormState<Apartment>;
  /** The complejo's towers (GET /towers/findall/{id}) and the unit types of GET /general/data. */
  options: ApartmentFormOptions;
  /** POST /apartments/create in CREATE mode (the app adds buildingId), PUT /apartments/update in MODIFY mode. */
  onSubmit: (values: ApartmentValues) => Promise<ActionResult>;
  onSaved: (values: ApartmentValues) => void;
  /** «Guardar y crear otro» (CREATE only): saved, and the form starts the next unit of the same tower and floor. */
  onSavedAnother?: (values: ApartmentValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The sum of the coefficients of the complejo's other units, to warn when this one takes it over 100 %. */
  otherCoefficients?: number;
};

type Form = {
  towerId: string;
  unitTypeId: string;
  number: string;
  floor: string;
  rooms: string;
  area: string;
  coefficient: string;
};

const fields = apartmentCreateSchema.shape;

const validateWith = (hasTowers: boolean) => (form: Form) =>
  onlyProblems<Form>({
    // A complejo with towers has every unit in one of them; without towers there is nothing to choose.
    towerId: hasTowers && form.towerId === '' ? 'Seleccione la torre.' : null,
    unitTypeId: null,
    number: problemOf(fields.number, form.number),
    floor: numberProblem(fields.floor, form.floor, 'El piso debe ser un número entero.', 'Ingrese el piso.'),
    rooms: form.rooms === '' ? 'Ingrese la cantidad de dormitorios.' : problemOf(fields.rooms, Number(form.rooms)),
    area: numberProblem(
      fields.area,
      form.area,
      'Escriba la superficie con números, por ejemplo 64,5.',
      'Ingrese la superficie en metros cuadrados.',
    ),
    coefficient: numberProblem(
      fields.coefficient,
      form.coefficient,
      'Escriba el coeficiente con números, por ejemplo 4,25.',
      'Ingrese el coeficiente.',
    ),
  });

const toValues = (form: Form): ApartmentValues => ({
  towerId: form.towerId === '' ? null : Number(form.towerId),
  unitTypeId: form.unitTypeId === '' ? null : Number(form.unitTypeId),
  number: form.number.trim(),
  floor: parseDecimal(form.floor) ?? 0,
  rooms: Number(form.rooms),
  area: parseDecimal(form.area) ?? 0,
  coefficient: parseDecimal(form.coefficient) ?? 0,
});

type EditorProps = Omit<ApartmentFormProps, 'state' | 'onEdit'> & { apartment: Apartment | null };

function ApartmentEditor({
  apartment,
  options,
  onSubmit,
  onSaved,
  onSavedAnother,
  onCancel,
  onDirtyChange,
  onRetry,
  otherCoefficients,
}: EditorProps) {
  const ready = options.status === 'ready';
  const towers = ready ? options.towers : [];
  const hasTowers = towers.length > 0;
  const form = useSavingForm<Form, ApartmentValues>({
    fieldOf: (message) => (isMessageOf(apartmentMessages.numberTaken, message) ? 'number' : undefined),
    initial: {
      towerId: apartment?.towerId ? String(apartment.towerId) : '',
      unitTypeId: apartment?.unitTypeId ? String(apartment.unitTypeId) : '',
      number: apartment?.number ?? '',
      floor: apartment ? String(apartment.floor) : '',
      rooms: apartment ? String(apartment.rooms) : '',
      area: apartment ? decimalText(apartment.area) : '',
      coefficient: apartment ? decimalText(apartment.coefficient) : '',
    },
    validate: validateWith(hasTowers),
    toRequest: toValues,
    onSubmit,
    onSaved,
    onDirtyChange,
    // The next unit of a tower is usually on the same floor, of the same type: only its own data starts blank.
    onSavedAnother: onSavedAnother
      ? (request, values) => {
          onSavedAnother(request);
          return { ...values, number: '', rooms: '', area: '', coefficient: '' };
        }
      : undefined,
  });
  const { values, errors, setValue, touch } = form;
  const title = apartment ? 'Modificar apartamento' : 'Nuevo apartamento';
  const typedCoefficient = parseDecimal(values.coefficient);
  const coefficientTotal =
    otherCoefficients === undefined || typedCoefficient === undefined || Number.isNaN(typedCoefficient)
      ? null
      : Math.round((otherCoefficients + typedCoefficient) * 10_000) / 10_000;

  return (
    <FormScreen
      title={title}
      description={
        apartment
          ? `Apartamento ${apartment.number}${apartment.tower ? `, ${apartment.tower}` : ''}`
          : 'Registre una unidad del complejo.'
      }
      serverError={form.serverError}
    >
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudieron cargar las torres y los tipos de unidad"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        <FormSection title="Ubicación">
          {(hasTowers || !ready) && (
            <Select
              label="Torre"
              name="towerId"
              required
              placeholder={options.status === 'loading' ? 'Cargando torres…' : 'Seleccione la torre'}
              disabled={!ready}
              options={towers.map((tower) => ({ value: String(tower.id), label: tower.name }))}
              value={values.towerId}
              error={errors.towerId}
              onChange={(towerId) => {
                setValue('towerId', towerId);
                touch('towerId');
              }}
            />
          )}
          <TextField
            label="Número"
            name="number"
            required
            maxLength={20}
            hint="Como figura en la puerta, por ejemplo 101 o 4B."
            value={values.number}
            error={errors.number}
            onChange={(number) => setValue('number', number)}
            onBlur={() => touch('number')}
          />
          <TextField
            label="Piso"
            name="floor"
            required
            inputMode="numeric"
            hint="Los subsuelos son negativos: -1, -2…"
            value={values.floor}
            error={errors.floor}
            onChange={(floor) => setValue('floor', floor)}
            onBlur={() => touch('floor')}
          />
        </FormSection>
        <FormSection title="Características">
          <Select
            label="Tipo de unidad"
            name="unitTypeId"
            placeholder="Sin especificar"
            disabled={!ready}
            options={ready ? options.unitTypes.map((type) => ({ value: String(type.id), label: type.name })) : []}
            value={values.unitTypeId}
            onChange={(unitTypeId) => setValue('unitTypeId', unitTypeId)}
          />
          <NumberField
            label="Dormitorios"
            name="rooms"
            required
            maxLength={2}
            value={values.rooms}
            error={errors.rooms}
            onChange={(rooms) => setValue('rooms', rooms)}
            onBlur={() => touch('rooms')}
          />
          <TextField
            label="Superficie (m²)"
            name="area"
            required
            inputMode="decimal"
            value={values.area}
            error={errors.area}
            onChange={(area) => setValue('area', area)}
            onBlur={() => touch('area')}
          />
          <TextField
            label="Coeficiente (%)"
            name="coefficient"
            required
            inputMode="decimal"
            hint="La parte de los gastos comunes que paga la unidad; las del complejo suman 100."
            value={values.coefficient}
            error={errors.coefficient}
            onChange={(coefficient) => setValue('coefficient', coefficient)}
            onBlur={() => touch('coefficient')}
          />
        </FormSection>
        {coefficientTotal !== null && coefficientTotal > 100 && (
          <InlineAlert tone="warning" title="Los coeficientes pasan de 100 %">
            {`Con este apartamento los coeficientes del complejo suman ${formatDecimal(coefficientTotal)} %: deberían sumar 100 %. Revise este valor o el de otras unidades.`}
          </InlineAlert>
        )}
        <FormActions
          submitLabel={apartment ? 'Guardar cambios' : 'Crear apartamento'}
          anotherLabel={!apartment && onSavedAnother ? 'Guardar y crear otro' : undefined}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}

type DetailProps = { apartment: Apartment; unitTypes: readonly Option[]; onEdit?: () => void };

function ApartmentDetail({ apartment, unitTypes, onEdit }: DetailProps) {
  return (
    <FormScreen
      title={`Apartamento ${apartment.number}`}
      description={apartment.tower ?? 'Apartamento'}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Ubicación">
        <DescriptionList
          items={[
            { term: 'Torre', description: apartment.tower ?? 'Sin torre' },
            { term: 'Número', description: apartment.number },
            { term: 'Piso', description: String(apartment.floor) },
          ]}
        />
      </Card>
      <Card title="Características">
        <DescriptionList
          items={[
            {
              term: 'Tipo de unidad',
              description: unitTypes.find((type) => type.id === apartment.unitTypeId)?.name ?? 'Sin especificar',
            },
            { term: 'Dormitorios', description: String(apartment.rooms) },
            { term: 'Superficie', description: `${formatDecimal(apartment.area)} m²` },
            { term: 'Coeficiente', description: `${formatDecimal(apartment.coefficient)} %` },
          ]}
        />
      </Card>
    </FormScreen>
  );
}

/** /apartamentos/nuevo and /apartamentos/modificar, and a unit's detail (SPEC §2). */
export function ApartmentForm({ state, onEdit, onRetry, ...editor }: ApartmentFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Apartamento', MODIFY: 'Modificar apartamento' }}
      loadingLabel="Cargando el apartamento…"
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <ApartmentEditor {...editor} onRetry={onRetry} apartment={null} />}
      detail={(apartment) => (
        <ApartmentDetail
          apartment={apartment}
          unitTypes={editor.options.status === 'ready' ? editor.options.unitTypes : []}
          onEdit={onEdit}
        />
      )}
      modify={(apartment) => <ApartmentEditor key={apartment.id} {...editor} onRetry={onRetry} apartment={apartment} />}
    />
  );
}
