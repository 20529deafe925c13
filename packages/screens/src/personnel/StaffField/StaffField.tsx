import { Select, type SelectOption } from '@horizontal/ui';

export type StaffFieldProps = {
  /** staffOptions of the staff: everyone but the desvinculados. */
  people: readonly SelectOption[];
  /** The staff is still on its way (the Select waits, saying so). */
  loading: boolean;
  disabled: boolean;
  value: string;
  error?: string;
  onChange: (personnelId: string) => void;
};

/** «Persona»: whom a contract, a desvinculación or a license is written for. */
export function StaffField({ people, loading, disabled, value, error, onChange }: StaffFieldProps) {
  return (
    <Select
      label="Persona"
      name="personnelId"
      required
      placeholder={loading ? 'Cargando personal…' : 'Seleccione la persona'}
      disabled={disabled}
      options={people}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
