import {
  type Attendance,
  type AttendanceKind,
  attendanceKindLabels,
  attendanceKinds,
  formatCoefficient,
} from '@horizontal/domain';
import { Select, TextField } from '@horizontal/ui';
import { memo } from 'react';
import * as styles from './AttendanceSheet.css';
import type { AttendanceDraft, RowErrors } from './attendance-draft';

/** The Select's value for a proxy held by someone who is not an owner present: a Radix option cannot be empty. */
export const NO_UNIT = 'ninguna';

export type ProxyUnitOption = { value: string; label: string };

export type AttendanceRowProps = {
  index: number;
  unit: Attendance;
  draft: AttendanceDraft;
  errors: RowErrors | undefined;
  /** The units present, to pick the proxy's holder among; given to represented rows only. */
  presentUnits: readonly ProxyUnitOption[] | undefined;
  /** Absent on a read-only sheet: the row says how the unit came instead of offering the choices. */
  onChange?: (index: number, patch: Partial<AttendanceDraft>) => void;
};

/**
 * One unit of the sheet. Memoized, with a stable `onChange`: choosing in one row draws that row again, not the other
 * 199; the list of units present goes only to represented rows, so it changing redraws only those.
 */
export const AttendanceRow = memo(function AttendanceRow({
  index,
  unit,
  draft,
  errors,
  presentUnits,
  onChange,
}: AttendanceRowProps) {
  const represented = draft.kind === 'representada';
  return (
    <li className={styles.row} data-unit={unit.apartmentId}>
      <fieldset className={styles.unit}>
        <legend className={styles.legend}>{unit.apartment}</legend>
        <span className={styles.coefficient}>{formatCoefficient(unit.coefficient)}</span>
        {onChange ? (
          <span className={styles.kinds}>
            {attendanceKinds.map((kind: AttendanceKind) => (
              <label key={kind} className={styles.kind}>
                <input
                  type="radio"
                  name={`asistencia-${unit.apartmentId}`}
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => onChange(index, { kind })}
                />
                {attendanceKindLabels[kind]}
              </label>
            ))}
          </span>
        ) : (
          <span className={styles.kindText}>
            {attendanceKindLabels[draft.kind]}
            {represented && draft.proxyHolder && `: ${draft.proxyHolder}`}
          </span>
        )}
      </fieldset>
      {represented && onChange && (
        <div className={styles.proxy}>
          <TextField
            size="sm"
            label="Apoderado"
            name={`apoderado-${unit.apartmentId}`}
            value={draft.proxyHolder}
            onChange={(proxyHolder) => onChange(index, { proxyHolder })}
            error={errors?.proxyHolder}
            required
            maxLength={120}
            autoComplete="off"
            hint={`Quién tiene el poder de ${unit.apartment}.`}
          />
          <Select
            size="sm"
            label="Apoderado: unidad presente"
            name={`unidad-apoderado-${unit.apartmentId}`}
            value={draft.proxyApartmentId === null ? NO_UNIT : String(draft.proxyApartmentId)}
            onChange={(value) => onChange(index, { proxyApartmentId: value === NO_UNIT ? null : Number(value) })}
            error={errors?.proxyApartmentId}
            hint="Opcional: si el apoderado es el propietario de una unidad presente, vota por las dos."
            options={[
              { value: NO_UNIT, label: 'Ninguna' },
              ...(presentUnits ?? []).filter((option) => option.value !== String(unit.apartmentId)),
            ]}
          />
        </div>
      )}
    </li>
  );
});
