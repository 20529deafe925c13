import { assemblyMessages, contract } from '@horizontal/domain';
import { AssemblyResolutions, type AssemblyResolutionsState, AttendanceSheet } from '@horizontal/screens';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, remoteOfAll, retryFailed } from '../../../data/remote';
import { useLeaveGuard } from '../../../navigation/LeaveGuard';
import { recordIn } from '../../../pages/record-form';
import { noRecordChosen, useScreenMode } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { assembliesScope, assemblyQueries } from '../queries';
import { assembliesPath } from './paths';

const missing = 'No encontramos esa asamblea en el complejo.';

/**
 * /asambleas/resoluciones/asociar?id=<assembly>: one assembly's page. Its resolutions (POST
 * /assemblies/resolutions/findall, create, update, delete one at a time) and, under them, its attendance (POST
 * /assemblies/attendance/findall; PUT …/update with the units that changed; the sheet as PDF). The assembly itself
 * comes from the complejo's cached list: the spec has no find-one call.
 */
export default function AssemblyPage() {
  const navigate = useNavigate();
  const can = useCan();
  const client = useQueryClient();
  const leave = useLeaveGuard();
  const { buildingId } = useWorkScope();
  const { id } = useScreenMode();
  const assemblyId = id ?? 0;
  const list = useQuery({ ...assemblyQueries.assemblies(buildingId), enabled: id !== null });
  const found = recordIn(remoteOf(list), 'assemblies', id);
  const assembly = found.status === 'ready' ? found.record : undefined;
  const resolutionsList = assemblyQueries.resolutions(buildingId, assemblyId);
  const resolutions = useQuery({ ...resolutionsList, enabled: assembly !== undefined });
  const attendanceQuery = assemblyQueries.attendance(buildingId, assemblyId);
  const attendance = useQuery({ ...attendanceQuery, enabled: assembly !== undefined });
  const writes = useListWrites(resolutionsList, assembliesScope(buildingId));

  const state: AssemblyResolutionsState =
    id === null
      ? { status: 'missing', message: noRecordChosen }
      : found.status !== 'ready'
        ? found
        : assembly === undefined
          ? { status: 'missing', message: missing }
          : remoteOfAll([resolutions], () => ({ assembly, resolutions: resolutions.data?.resolutions ?? [] }));

  const cancelled = assembly?.status === 'cancelada';
  const resolves = !cancelled && can(contract.assemblies.updateResolution);
  return (
    <AssemblyResolutions
      state={state}
      onRetry={() => retryFailed(list, resolutions, attendance)}
      onBack={() => navigate(`${assembliesPath}/listado`)}
      onCreate={
        !cancelled && can(contract.assemblies.createResolution)
          ? (values) => writes.added(api.assemblies.createResolution({ ...values, assemblyId }), 'resolution')
          : undefined
      }
      onUpdate={
        resolves
          ? (resolution, values) =>
              writes.replaced(api.assemblies.updateResolution({ ...values, id: resolution.id }), 'resolution')
          : undefined
      }
      onDelete={
        can(contract.assemblies.deleteResolution)
          ? (resolution) => writes.removed(api.assemblies.deleteResolution(resolution.id), resolution.id)
          : undefined
      }
    >
      {assembly && (
        <AttendanceSheet
          state={remoteOf(attendance)}
          onRetry={() => retryFailed(attendance)}
          readOnlyNote={cancelled ? assemblyMessages.attendanceCancelled : undefined}
          onSave={
            !cancelled && can(contract.assemblies.updateAttendance)
              ? async (units) => {
                  const answer = await api.assemblies.updateAttendance({ assemblyId, units });
                  if (answer.ok) {
                    client.setQueryData(attendanceQuery.queryKey, { attendance: answer.attendance });
                    // Who came decides who may vote in the assembly's votings.
                    void client.invalidateQueries({
                      queryKey: assembliesScope(buildingId),
                      predicate: (query) => !query.queryKey.includes('attendance'),
                    });
                  }
                  return answer;
                }
              : undefined
          }
          onPrint={
            can(contract.assemblies.attendanceSheet)
              ? () => api.assemblies.attendanceSheet(assemblyId, assembly.title)
              : undefined
          }
          onDirtyChange={leave.reportDirty}
        />
      )}
    </AssemblyResolutions>
  );
}
