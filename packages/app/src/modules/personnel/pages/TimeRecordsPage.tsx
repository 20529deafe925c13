import { contract, isoDateSchema, montevideoToday } from '@horizontal/domain';
import { currentWeek, type TimeRange, TimeRecords } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { useMenus } from '../../../navigation/useMenus';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { personnelQueries, personnelScope } from '../queries';
import { licenseTypesPath } from './paths';

/** The range and person in the address (?desde=&hasta=&persona=), so a reload or a shared link shows the same. */
const rangeOf = (params: URLSearchParams, today: string): TimeRange => {
  const from = params.get('desde');
  const to = params.get('hasta');
  const valid = (value: string | null): value is string => isoDateSchema.safeParse(value).success;
  return valid(from) && valid(to) && from <= to ? { from, to } : currentWeek(today);
};

/**
 * /horario/listado (POST /personnel/records for the range; POST /personnel/records/create and PUT …/update in its
 * dialogs). The staff gives names and schedules; while it loads the records wait with it.
 */
export default function TimeRecordsPage() {
  const sheetOwner = useSheetOwners().complejo;
  const can = useCan();
  const { buildingId } = useWorkScope();
  const today = montevideoToday();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params, today);
  const person = Number(params.get('persona'));
  const personnelId = Number.isInteger(person) && person > 0 ? person : null;
  const navigate = useNavigate();
  // The kinds of leave have no menu entry (SPEC §2): Horario leads there, for a profile with that screen.
  const opensLicenseTypes = useMenus().routes.has(licenseTypesPath);
  const staff = useQuery(personnelQueries.staff(buildingId));
  const list = personnelQueries.records(buildingId, range, personnelId);
  const records = useQuery(list);
  const writes = useListWrites(list, personnelScope(buildingId));
  const show = (change: { range?: TimeRange; personnelId?: number | null }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const shown = change.range ?? range;
        next.set('desde', shown.from);
        next.set('hasta', shown.to);
        const who = change.personnelId === undefined ? personnelId : change.personnelId;
        if (who === null) next.delete('persona');
        else next.set('persona', String(who));
        return next;
      },
      { replace: true },
    );
  return (
    <TimeRecords
      state={remoteOfAll([staff, records], () => ({ records: records.data?.records ?? [] }))}
      onRetry={() => retryFailed(staff, records)}
      personnel={staff.data?.personnelList ?? []}
      range={range}
      onRangeChange={(next) => show({ range: next })}
      personnelId={personnelId}
      onPersonnelChange={(next) => show({ personnelId: next })}
      today={today}
      sheetOwner={sheetOwner}
      licenseTypesLink={opensLicenseTypes ? { to: licenseTypesPath, onNavigate: navigate } : undefined}
      onRecord={
        can(contract.personnel.recordTime)
          ? (values) => writes.added(api.personnel.recordTime({ ...values, buildingId }), 'record')
          : undefined
      }
      onUpdateRecord={
        can(contract.personnel.updateRecord)
          ? (values) => writes.replaced(api.personnel.updateRecord(values), 'record')
          : undefined
      }
    />
  );
}
