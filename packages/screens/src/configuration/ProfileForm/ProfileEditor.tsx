import { type ModuleCatalogEntry, type Role, roleMessages, screenLabel } from '@horizontal/domain';
import { Checkbox, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { isMessageOf, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import type { ProfileFormProps } from './ProfileForm';
import { moduleWithoutScreens, type RoleValues, toRequest, validateWith, valuesOf } from './profile-form';

export type EditorProps = Omit<ProfileFormProps, 'state' | 'onEdit'> & { profile: Role | null };

/** Creates a profile or modifies one: its names, its modules and, of each module, its screens. */
export function ProfileEditor({ profile, options, onSubmit, onSaved, onCancel, onDirtyChange, onRetry }: EditorProps) {
  const modules = options.status === 'ready' ? options.modules : [];
  const form = useSavingForm<RoleValues, RoleValues>({
    fieldOf: (message) =>
      isMessageOf(roleMessages.nameTaken, message)
        ? 'name'
        : isMessageOf(roleMessages.descriptionTaken, message)
          ? 'description'
          : undefined,
    initial: valuesOf(profile),
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
    <RecordEditor
      form={form}
      title={title}
      description={
        profile ? profile.description : 'Defina qué módulos y pantallas verán los empleados con este perfil.'
      }
      options={{ state: options, unavailable: 'No se pudieron cargar los módulos', onRetry }}
      submitLabel={profile ? 'Guardar cambios' : 'Crear perfil'}
      onCancel={onCancel}
    >
      <FormSection title="Datos del perfil">
        <TextField
          label="Perfil"
          {...form.field('description')}
          required
          maxLength={120}
          hint="Como lo verán los empleados y el listado, por ejemplo Portero."
        />
        <TextField
          label="Nombre interno"
          {...form.field('name')}
          required
          maxLength={60}
          hint="Un nombre corto, único en la administradora, por ejemplo portería."
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
    </RecordEditor>
  );
}
