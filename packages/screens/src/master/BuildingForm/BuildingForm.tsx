import type { Building, City, Option, State, Tower } from '@horizontal/domain';
import { compareSpanish, validateCharacterText } from '@horizontal/domain';
import { Button, Card, Combobox, DescriptionList, Select, TextField } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  ADDRESS_MAX,
  checkAddress,
  type FormState,
  onlyProblems,
  useSavingForm,
} from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { type TowerItem, TowersEditor } from '../TowersEditor';
import type { BuildingValues } from '../types';

/** The complejo, and in CREATE mode the names of the towers to create with it. */
export type BuildingSubmission = { building: BuildingValues; towers: string[] };

export type BuildingFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; companies: readonly Option[]; cities: readonly City[]; states: readonly State[] };

export type BuildingTowersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; towers: readonly Tower[] };

export type BuildingFormProps = {
  state: FormState<Building>;
  /** The administradora a new complejo starts with: the one whose list it was created from. */
  companyId?: number | null;
  /** The complejo's towers, shown in its detail (GET /towers/findall/{id}). */
  towers?: BuildingTowersState;
  /** The administradoras and cities to choose from (GET /companies/findall, GET /general/data). */
  options: BuildingFormOptions;
  /** POST /buildings/create (then POST /towers/create per tower) or PUT /buildings/update. */
  onSubmit: (submission: BuildingSubmission) => Promise<ActionResult>;
  onSaved: (submission: BuildingSubmission) => void;
  onCancel: () => void;
  onEdit?: () => void;
  /** /complejos/torres of this complejo, from MODIFY and DETAIL. */
  onTowers?: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

export const BUILDING_NAME_MAX = 120;

type Form = { name: string; companyId: string; address: string; cityId: string; towers: TowerItem[] };

const validate = (form: Form) =>
  onlyProblems<Form>({
    name:
      form.name.trim().length > BUILDING_NAME_MAX
        ? `El nombre no puede superar los ${BUILDING_NAME_MAX} caracteres.`
        : validateCharacterText(form.name.trim()),
    companyId: form.companyId === '' ? 'Seleccione la administradora del complejo.' : null,
    address: checkAddress(form.address),
    cityId: form.cityId === '' ? 'Seleccione la ciudad del complejo.' : null,
    towers: null,
  });

const toSubmissionWith =
  (cities: readonly City[]) =>
  (form: Form): BuildingSubmission => ({
    building: {
      companyId: Number(form.companyId),
      name: form.name.trim(),
      address: form.address.trim(),
      cityId: Number(form.cityId),
      city: cities.find((city) => String(city.id) === form.cityId)?.name ?? '',
    },
    towers: form.towers.map((tower) => tower.name),
  });

/** "Punta del Este, Maldonado"; a city named as its departamento (Montevideo, Salto) is not repeated. */
const cityLabel = (city: City, states: readonly State[]) => {
  const state = states.find((candidate) => candidate.id === city.stateId)?.name;
  return !state || state === city.name ? city.name : `${city.name}, ${state}`;
};

type EditorProps = Omit<BuildingFormProps, 'state' | 'onEdit' | 'towers'> & { building: Building | null };

function BuildingEditor({
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
  const form = useSavingForm<Form, BuildingSubmission>({
    initial: {
      name: building?.name ?? '',
      companyId: building ? String(building.companyId) : companyId ? String(companyId) : '',
      address: building?.address ?? '',
      cityId: building?.cityId ? String(building.cityId) : '',
      towers: [],
    },
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
    <FormScreen
      title={title}
      description={building ? building.name : 'Registre un complejo habitacional y sus torres.'}
      serverError={form.serverError}
    >
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudieron cargar las administradoras y ciudades"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        <FormSection title="Datos del complejo">
          <TextField
            label="Nombre"
            name="name"
            required
            maxLength={BUILDING_NAME_MAX}
            hint="Como lo conocen los residentes, por ejemplo Torres del Buceo."
            value={values.name}
            error={errors.name}
            onChange={(name) => setValue('name', name)}
            onBlur={() => touch('name')}
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
              name="address"
              autoComplete="street-address"
              required
              maxLength={ADDRESS_MAX}
              value={values.address}
              error={errors.address}
              onChange={(address) => setValue('address', address)}
              onBlur={() => touch('address')}
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
              <p className={layout.note}>
                Las torres se agregan, renombran y eliminan de a una, en su propia pantalla.
              </p>
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
              onAdd={async (name) => {
                setValue('towers', [...values.towers, { key: `${Date.now()}-${name}`, name }]);
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
        <FormActions
          submitLabel={building ? 'Guardar cambios' : 'Crear complejo'}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}

type DetailProps = {
  building: Building;
  towers?: BuildingTowersState;
  options: BuildingFormOptions;
  onRetry?: () => void;
  onEdit?: () => void;
  onTowers?: () => void;
};

const floorsLabel = (floors: number) => (floors === 1 ? '1 piso' : `${floors} pisos`);

function TowersCard({ towers, onRetry }: { towers: BuildingTowersState; onRetry?: () => void }) {
  return (
    <Card title="Torres">
      {towers.status === 'loading' && <p className={layout.note}>Cargando las torres…</p>}
      {towers.status === 'error' && (
        <OptionsUnavailable title="No se pudieron cargar las torres" message={towers.message} onRetry={onRetry} />
      )}
      {towers.status === 'ready' &&
        (towers.towers.length === 0 ? (
          <p className={layout.note}>Todavía no tiene torres: agréguelas desde Torres.</p>
        ) : (
          <DescriptionList
            items={[...towers.towers]
              .sort((a, b) => compareSpanish(a.name, b.name))
              .map((tower) => ({ term: tower.name, description: floorsLabel(tower.floors) }))}
          />
        ))}
    </Card>
  );
}

function BuildingDetail({ building, towers, options, onRetry, onEdit, onTowers }: DetailProps) {
  const company =
    options.status === 'ready' ? options.companies.find((candidate) => candidate.id === building.companyId) : undefined;
  return (
    <FormScreen
      title={building.name}
      description="Complejo"
      actions={
        <>
          {onTowers && (
            <Button variant="secondary" onClick={onTowers}>
              Torres
            </Button>
          )}
          {onEdit && <Button onClick={onEdit}>Modificar</Button>}
        </>
      }
    >
      <Card title="Datos del complejo">
        <DescriptionList
          items={[
            { term: 'Nombre', description: building.name },
            { term: 'Administradora', description: company?.name },
            { term: 'Dirección', description: building.address },
            { term: 'Ciudad', description: building.city },
          ]}
        />
      </Card>
      {towers && <TowersCard towers={towers} onRetry={onRetry} />}
    </FormScreen>
  );
}

/** /complejos/nuevo and /complejos/modificar, and a complejo's detail (SPEC §2). */
export function BuildingForm({ state, onEdit, onRetry, towers, ...editor }: BuildingFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Complejo', MODIFY: 'Modificar complejo' }}
      loadingLabel="Cargando el complejo…"
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <BuildingEditor {...editor} onRetry={onRetry} building={null} />}
      detail={(building) => (
        <BuildingDetail
          building={building}
          towers={towers}
          options={editor.options}
          onRetry={onRetry}
          onEdit={onEdit}
          onTowers={editor.onTowers}
        />
      )}
      modify={(building) => <BuildingEditor key={building.id} {...editor} onRetry={onRetry} building={building} />}
    />
  );
}
