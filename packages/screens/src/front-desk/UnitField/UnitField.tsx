import { Combobox, type ComboboxOption } from '@horizontal/ui';
import type { RefObject } from 'react';
import { matchesApartment } from '../../complex/labels';
import type { EditorOptions } from '../../shared/FormScreen';
import * as styles from '../frontDesk.css';
import { type FrontDeskUnit, unitOptions } from '../labels';
import { residentsOf } from '../unit-draft';
import { useFocusOnReady } from '../useFocusOnReady';

type UnitValue = ComboboxOption | null;

export type UnitFieldProps = {
  /** The editor's form (from useSavingForm), whose draft holds the unit picked. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    values: { unit: UnitValue };
    errors: { unit?: string };
    setValue: (key: 'unit', unit: UnitValue) => void;
    touch: (key: 'unit') => void;
  };
  /** How the load of the units went: they are picked only once they are there. */
  status: EditorOptions['status'];
  units: readonly FrontDeskUnit[];
  /** Who lives in the unit just picked (none once cleared): a parcel's recipient follows the unit. */
  onPick?: (residents: readonly string[]) => void;
  /** Says under the field who lives in the unit picked, to check it against what a visitor says. */
  showResidents?: boolean;
};

/**
 * The unit the desk registers something for, first in its forms: found by its number (or a resident's name) and
 * picked with Enter. It takes the focus as soon as the units are there, since the desk registers one thing after
 * another with the keyboard.
 */
export function UnitField({ form, status, units, onPick, showResidents = false }: UnitFieldProps) {
  useFocusOnReady(form.formRef, status === 'ready');
  const unit = form.values.unit;
  const residents = residentsOf(units, unit);

  return (
    <>
      <Combobox
        label="Unidad"
        name="unit"
        required
        placeholder={status === 'loading' ? 'Cargando unidades…' : 'Escriba el número y pulse Enter'}
        disabled={status !== 'ready'}
        options={unitOptions(units)}
        matches={matchesApartment}
        value={unit}
        error={form.errors.unit}
        onChange={(next) => {
          form.setValue('unit', next);
          onPick?.(residentsOf(units, next));
          form.touch('unit');
        }}
      />
      {showResidents && unit && (
        <p className={styles.residentsLabel}>
          {residents.length > 0
            ? `Viven en ${unit.label}: ${residents.join(', ')}.`
            : `No hay residentes registrados en ${unit.label}.`}
        </p>
      )}
    </>
  );
}
