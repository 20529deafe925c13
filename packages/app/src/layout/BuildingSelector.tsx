import { isMaster } from '@horizontal/domain';
import { useLeaveGuard } from '../navigation/LeaveGuard';
import { useSession, useSignedInUser } from '../session/SessionProvider';
import * as styles from './layout.css';

/**
 * The complejo the administrator works on; the master needs none (SPEC §6). Another complejo leaves the form on
 * screen, so a changed one asks first, as every other way out does.
 */
export function BuildingSelector() {
  const user = useSignedInUser();
  const { selectedBuildingId, selectBuilding } = useSession();
  const { confirmLeave } = useLeaveGuard();
  if (isMaster(user)) return null;
  if (user.buildings.length === 0) return <span className={styles.muted}>Sin complejos asignados</span>;
  return (
    <label className={styles.selector}>
      <span className={styles.selectorLabel}>Complejo</span>
      <select
        className={styles.select}
        value={selectedBuildingId ?? ''}
        onChange={(event) => {
          const chosen = event.target.value ? Number(event.target.value) : null;
          confirmLeave(() => selectBuilding(chosen));
        }}
      >
        <option value="">Seleccione un complejo…</option>
        {user.buildings.map((building) => (
          <option key={building.id} value={building.id}>
            {building.name}
          </option>
        ))}
      </select>
    </label>
  );
}
