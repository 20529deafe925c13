import { compareSpanish, type Option } from '@horizontal/domain';
import { InlineAlert, MultiSelect, Select } from '@horizontal/ui';
import type { ReactNode } from 'react';
import { FormSection } from '../FormSection';
import type { FieldBinding } from '../forms';

export type AccessFieldsProps = {
  /** The editor's form (from useSavingForm), whose values hold the role and the complejos as option values. */
  form: {
    field(key: 'roleId'): FieldBinding<'roleId', string>;
    field(key: 'buildingIds'): FieldBinding<'buildingIds', string[]>;
  };
  /** The options are loading or could not be loaded: nothing can be chosen. */
  disabled: boolean;
  /** The role (a user's) or profile (an employee's) that decides what the person sees. */
  role: {
    label: string;
    placeholder: string;
    hint?: string;
    options: readonly { id: number; description: string }[];
  };
  /** The complejos the person works in; null when the role reaches them all (a master). */
  buildings: {
    label: string;
    hint: string;
    options: readonly Option[];
    /** Nothing to choose from yet, e.g. before the administradora. */
    disabled?: boolean;
    /** The title of their own one-column section after «Acceso»; without it they stand inside «Acceso». */
    section?: string;
  } | null;
  /** What stands between the role and the complejos, e.g. a user's administradora. */
  children?: ReactNode;
};

/** The «Acceso» of someone who signs in: the role or profile, and the complejos they reach. */
export function AccessFields({ form, disabled, role, buildings, children }: AccessFieldsProps) {
  const roleField = form.field('roleId');
  const buildingsField = form.field('buildingIds');
  const buildingOptions = buildings
    ? buildings.options.map((building) => ({ value: String(building.id), label: building.name }))
    : [];
  const complejos = buildings && (
    <MultiSelect
      label={buildings.label}
      required
      hint={buildings.hint}
      disabled={disabled || buildings.disabled === true}
      options={buildingOptions}
      value={buildingOptions.filter((option) => buildingsField.value.includes(option.value))}
      error={buildingsField.error}
      onChange={(chosen) => {
        buildingsField.onChange(chosen.map((option) => option.value));
        buildingsField.onBlur();
      }}
    />
  );

  return (
    <>
      <FormSection title="Acceso">
        <Select
          label={role.label}
          name={roleField.name}
          required
          hint={role.hint}
          placeholder={role.placeholder}
          disabled={disabled}
          options={role.options
            .map((option) => ({ value: String(option.id), label: option.description }))
            // Alphabetical, as people look a profile up by the name they know.
            .sort((a, b) => compareSpanish(a.label, b.label))}
          value={roleField.value}
          error={roleField.error}
          onChange={(roleId) => {
            roleField.onChange(roleId);
            roleField.onBlur();
          }}
        />
        {children}
        {buildings?.section === undefined && complejos}
      </FormSection>
      {buildings?.section !== undefined && (
        <FormSection title={buildings.section} columns={1}>
          {complejos}
        </FormSection>
      )}
    </>
  );
}

/** Above the editor of someone new who signs in: how they get in the first time. */
export function TemporaryPasswordNotice({ person }: { person: 'El usuario' | 'El empleado' }) {
  return (
    <InlineAlert tone="info">
      {`${person} recibirá por correo una contraseña temporal y deberá cambiarla la primera vez que ingrese.`}
    </InlineAlert>
  );
}
