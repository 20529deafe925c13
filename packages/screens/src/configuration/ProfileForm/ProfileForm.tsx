import type { ModuleCatalogEntry, Role } from '@horizontal/domain';
import { roleCreateSchema, roleMessages, screenLabel } from '@horizontal/domain';
import { Button, Card, Checkbox, DescriptionList, TextField } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  type FormState,
  isMessageOf,
  onlyProblems,
  problemOf,
  useSavingForm,
} from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import type { RoleValues } from '../types';

export type ProfileFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; modules: readonly ModuleCatalogEntry[] };

export type ProfileFormProps = {
  state: FormState<Role>;
  /** Every module with its screens, what a profile can be given. */
  options: ProfileFormOptions;
  /** POST /roles/create in CREATE mode (the app adds companyId), PUT /roles/update in MODIFY mode. */
  onSubmit: (values: RoleValues) => Promise<ActionResult>;
  onSaved: (values: RoleValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const fields = roleCreateSchema.shape;

/** A module given without any of its screens would appear in the menu empty, so it needs at least one. */
const moduleWithoutScreens = (modules: readonly ModuleCatalogEntry[], values: RoleValues) =>
  modules.find(
    (module) =>
      values.moduleIds.includes(module.id) &&
      module.functionalities.length > 0 &&
      !module.functionalities.some((functionality) => values.functionalityIds.includes(functionality.id)),
  );

const validateWith = (modules: readonly ModuleCatalogEntry[]) => (values: RoleValues) => {
  const empty = moduleWithoutScreens(modules, values);
  return onlyProblems<RoleValues>({
    description: problemOf(fields.description, values.description),
    name: problemOf(fields.name, values.name),
    moduleIds: problemOf(fields.moduleIds, values.moduleIds),
    functionalityIds: empty ? `Elija al menos una pantalla de ${empty.name} o quite el módulo.` : null,
  });
};

const toRequest = (values: RoleValues): RoleValues => ({
  name: values.name.trim(),
  description: values.description.trim(),
  moduleIds: values.moduleIds,
  functionalityIds: values.functionalityIds,
});

type EditorProps = Omit<ProfileFormProps, 'state' | 'onEdit'> & { profile: Role | null };

function ProfileEditor({ profile, options, onSubmit, onSaved, onCancel, onDirtyChange, onRetry }: EditorProps) {
  const modules = options.status === 'ready' ? options.modules : [];
  const form = useSavingForm<RoleValues, RoleValues>({
    fieldOf: (message) => (isMessageOf(roleMessages.nameTaken, message) ? 'name' : undefined),
    initial: {
      name: profile?.name ?? '',
      description: profile?.description ?? '',
      moduleIds: profile?.modules.map((module) => module.id) ?? [],
      functionalityIds: profile?.functionalities.map((functionality) => functionality.id) ?? [],
    },
    validate: validateWith(modules),
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, errors, setValue, touch } = form;
  const title = profile ? 'Modificar perfil' : 'Nuevo perfil';
  const chosenModules = modules.filter((module) => values.moduleIds.includes(module.id));

  const toggleModule = (module: ModuleCatalogEntry, checked: boolean) => {
    const screens = module.functionalities.map((functionality) => functionality.id);
    if (checked) {
      setValue('moduleIds', [...values.moduleIds, module.id]);
      // A module is given to be used: all its screens come with it, and the person takes away what is not for them.
      setValue('functionalityIds', [...values.functionalityIds.filter((id) => !screens.includes(id)), ...screens]);
    } else {
      setValue(
        'moduleIds',
        values.moduleIds.filter((id) => id !== module.id),
      );
      // The screens of a module that is no longer given cannot stay chosen.
      setValue(
        'functionalityIds',
        values.functionalityIds.filter((id) => !screens.includes(id)),
      );
    }
    touch('moduleIds');
  };

  const toggleFunctionality = (id: number, checked: boolean) => {
    setValue(
      'functionalityIds',
      checked ? [...values.functionalityIds, id] : values.functionalityIds.filter((chosen) => chosen !== id),
    );
  };

  const toggleAll = (module: ModuleCatalogEntry, checked: boolean) => {
    const ids = module.functionalities.map((functionality) => functionality.id);
    const others = values.functionalityIds.filter((id) => !ids.includes(id));
    setValue('functionalityIds', checked ? [...others, ...ids] : others);
  };
  const emptyModule = moduleWithoutScreens(modules, values);

  return (
    <FormScreen
      title={title}
      description={
        profile ? profile.description : 'Defina qué módulos y pantallas verán los empleados con este perfil.'
      }
      serverError={form.serverError}
    >
      {options.status === 'error' && (
        <OptionsUnavailable title="No se pudieron cargar los módulos" message={options.message} onRetry={onRetry} />
      )}
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        <FormSection title="Datos del perfil">
          <TextField
            label="Perfil"
            name="description"
            required
            maxLength={120}
            hint="Como lo verán los empleados y el listado, por ejemplo Portero."
            value={values.description}
            error={errors.description}
            onChange={(description) => setValue('description', description)}
            onBlur={() => touch('description')}
          />
          <TextField
            label="Nombre interno"
            name="name"
            required
            maxLength={60}
            hint="Un nombre corto, único en la administradora, por ejemplo portería."
            value={values.name}
            error={errors.name}
            onChange={(name) => setValue('name', name)}
            onBlur={() => touch('name')}
          />
        </FormSection>
        <FormSection title="Módulos" description="Las secciones del menú que verá este perfil.">
          {options.status === 'loading' && <p className={layout.note}>Cargando módulos…</p>}
          {modules.map((module, index) => (
            <Checkbox
              key={module.id}
              label={module.name}
              name="moduleIds"
              value={String(module.id)}
              checked={values.moduleIds.includes(module.id)}
              // One message for the whole group, under its first box, which also takes the focus.
              error={index === 0 ? errors.moduleIds : undefined}
              onChange={(checked) => toggleModule(module, checked)}
            />
          ))}
        </FormSection>
        {chosenModules.map((module) => {
          const ids = module.functionalities.map((functionality) => functionality.id);
          const chosen = ids.filter((id) => values.functionalityIds.includes(id)).length;
          return (
            <FormSection
              key={module.id}
              title={`Pantallas de ${module.name}`}
              description="Las que este perfil podrá abrir dentro del módulo."
            >
              <div className={layout.fullRow}>
                <Checkbox
                  label="Todas las pantallas"
                  checked={chosen === 0 ? false : chosen === ids.length ? true : 'indeterminate'}
                  error={emptyModule?.id === module.id ? errors.functionalityIds : undefined}
                  onChange={(checked) => toggleAll(module, checked)}
                />
              </div>
              {module.functionalities.map((functionality) => (
                <Checkbox
                  key={functionality.id}
                  label={screenLabel(functionality.screen)}
                  name="functionalityIds"
                  value={String(functionality.id)}
                  checked={values.functionalityIds.includes(functionality.id)}
                  onChange={(checked) => toggleFunctionality(functionality.id, checked)}
                />
              ))}
            </FormSection>
          );
        })}
        <FormActions
          submitLabel={profile ? 'Guardar cambios' : 'Crear perfil'}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}

type DetailProps = {
  profile: Role;
  catalog: readonly ModuleCatalogEntry[];
  onEdit?: () => void;
};

/** A role's screens do not say their module; the catalog does, and without it they are listed together. */
const screensByModule = (role: Role, catalog: readonly ModuleCatalogEntry[]) => {
  const names = (ids: readonly number[]) =>
    role.functionalities
      .filter((functionality) => ids.includes(functionality.id))
      .map((functionality) => screenLabel(functionality.screen))
      .join(', ') || 'Sin pantallas';
  if (catalog.length === 0) {
    return [
      { term: 'Módulos', description: role.modules.map((module) => module.name).join(', ') },
      { term: 'Pantallas', description: names(role.functionalities.map((functionality) => functionality.id)) },
    ];
  }
  return role.modules.map((module) => ({
    term: module.name,
    description: names(
      catalog.find((entry) => entry.id === module.id)?.functionalities.map((functionality) => functionality.id) ?? [],
    ),
  }));
};

function ProfileDetail({ profile: role, catalog, onEdit }: DetailProps) {
  return (
    <FormScreen
      title={role.description}
      description="Perfil"
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Datos del perfil">
        <DescriptionList
          items={[
            { term: 'Perfil', description: role.description },
            { term: 'Nombre interno', description: role.name },
          ]}
        />
      </Card>
      <Card title="Módulos y pantallas">
        <DescriptionList items={screensByModule(role, catalog)} />
      </Card>
    </FormScreen>
  );
}

/** /perfiles/nuevo and /perfiles/modificar, and a profile's detail (SPEC §2). */
export function ProfileForm({ state, onEdit, onRetry, ...editor }: ProfileFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Perfil', MODIFY: 'Modificar perfil' }}
      loadingLabel="Cargando el perfil…"
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <ProfileEditor {...editor} onRetry={onRetry} profile={null} />}
      detail={(profile) => (
        <ProfileDetail
          profile={profile}
          catalog={editor.options.status === 'ready' ? editor.options.modules : []}
          onEdit={onEdit}
        />
      )}
      modify={(profile) => <ProfileEditor key={profile.id} {...editor} onRetry={onRetry} profile={profile} />}
    />
  );
}
