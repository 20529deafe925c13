import { type Building, compareSpanish } from '@horizontal/domain';
import { Button, Combobox, Select, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { ADDRESS_MAX, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { TowersEditor } from '../TowersEditor';
import type { BuildingFormProps } from './BuildingForm';
import {
  BUILDING_NAME_MAX,
  type BuildingDraft,
  type BuildingSubmission,
  cityLabel,
  draftOf,
  toSubmissionWith,
  validate,
} from './building-form';

export type EditorProps = Omit<BuildingFormProps, 'state' | 'onEdit' | 'towers'> & { building: Building | null };

/** Creates a complejo (with its first towers) or modifies one. */
export function BuildingEditor({
  building,
  companyId,
  options,
  onSubmit,
  onSaved,
  onCancel,
  onTowers,
  onDirtyChange,
  onRetry,
}: EditorProps) {
  const form = useSavingForm<BuildingDraft, BuildingSubmission>({
    initial: draftOf(building, companyId),
    validate,
    toRequest: toSubmissionWith(options.status === 'ready' ? options.cities : []),
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, errors, setValue, touch } = form;
  const ready = options.status === 'ready';
  const cityOptions = ready
    ? options.cities
        .map((city) => ({ value: String(city.id), label: cityLabel(city, options.states) }))
        .sort((a, b) => compareSpanish(a.label, b.label))
    : [];
  const title = building ? 'Modificar complejo' : 'Nuevo complejo';

  return (
    <RecordEditor
      form={form}
      title={title}
      description={building ? building.name : 'Registre un complejo habitacional y sus torres.'}
      options={{ state: options, unavailable: 'No se pudieron cargar las administradoras y ciudades', onRetry }}
      submitLabel={building ? 'Guardar cambios' : 'Crear complejo'}
      onCancel={onCancel}
    >
      <FormSection title="Datos del complejo">
        <TextField
          label="Nombre"
          {...form.field('name')}
          required
          maxLength={BUILDING_NAME_MAX}
          hint="Como lo conocen los residentes, por ejemplo Torres del Buceo."
        />
        <Select
          label="Administradora"
          name="companyId"
          required
          placeholder={options.status === 'loading' ? 'Cargando administradoras…' : 'Seleccione la administradora'}
          disabled={!ready}
          options={
            ready ? options.companies.map((company) => ({ value: String(company.id), label: company.name })) : []
          }
          value={values.companyId}
          error={errors.companyId}
          onChange={(companyId) => {
            setValue('companyId', companyId);
            touch('companyId');
          }}
        />
      </FormSection>
      <FormSection title="Ubicación">
        <div className={layout.fullRow}>
          <TextField
            label="Dirección"
            {...form.field('address')}
            autoComplete="street-address"
            required
            maxLength={ADDRESS_MAX}
          />
        </div>
        <Combobox
          label="Ciudad"
          name="cityId"
          required
          placeholder={options.status === 'loading' ? 'Cargando ciudades…' : 'Escriba para buscar'}
          disabled={!ready}
          options={cityOptions}
          value={cityOptions.find((option) => option.value === values.cityId) ?? null}
          error={errors.cityId}
          onChange={(option) => {
            setValue('cityId', option?.value ?? '');
            touch('cityId');
          }}
        />
      </FormSection>
      {building ? (
        onTowers && (
          <FormSection title="Torres" columns={1}>
            <p className={layout.note}>Las torres se agregan, renombran y eliminan de a una, en su propia pantalla.</p>
            <div>
              <Button variant="secondary" onClick={onTowers}>
                Administrar torres
              </Button>
            </div>
          </FormSection>
        )
      ) : (
        <FormSection
          title="Torres"
          description="Opcional: agregue ahora las torres del complejo; también podrá hacerlo después."
          columns={1}
        >
          <TowersEditor
            towers={values.towers}
            onAdd={async (name, floors) => {
              setValue('towers', [...values.towers, { key: `${Date.now()}-${name}`, name, floors }]);
              return { ok: true };
            }}
            onRename={async (key, name) => {
              setValue(
                'towers',
                values.towers.map((tower) => (tower.key === key ? { ...tower, name } : tower)),
              );
              return { ok: true };
            }}
            onRemove={async (key) => {
              setValue(
                'towers',
                values.towers.filter((tower) => tower.key !== key),
              );
              return { ok: true };
            }}
          />
        </FormSection>
      )}
    </RecordEditor>
  );
}
