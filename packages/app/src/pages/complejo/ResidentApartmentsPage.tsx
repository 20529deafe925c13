import { ResidentApartments } from '@horizontal/screens';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { findIn } from '../record-form';
import { listState, reloadOnOk, useRemote } from '../useRemote';
import { loadApartments, loadResidents } from './loaders';
import { useWorkScope } from './scope';

/** /residentes/apartamentos/asociar?id=: the resident's units (POST /residents/apartments, associate, deassociate). */
export default function ResidentApartmentsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const residentId = Number(params.get('id')) || null;
  const { buildingId } = useWorkScope();
  const [resident] = useRemote(() => findIn(residentId, () => loadResidents(buildingId)), `resident-${residentId}`);
  const [units, reload] = useRemote(async () => {
    if (residentId === null)
      return { ok: false, message: 'Elija un residente en el listado para ver sus apartamentos.' };
    const answer = await api.residents.apartments({ residentId });
    return answer.ok ? { ok: true, value: answer.apartments } : answer;
  }, `resident-apartments-${residentId}`);
  const [apartments, reloadApartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  const person = resident.status === 'ready' ? resident.value : undefined;
  const afterChange = reloadOnOk(reload);
  return (
    <ResidentApartments
      resident={person ?? { id: residentId ?? 0, name: '', lastName: '' }}
      state={listState(units, 'apartments')}
      options={listState(apartments, 'apartments')}
      onRetry={() => {
        void reload();
        void reloadApartments();
      }}
      onAssociate={(values) => afterChange(api.residents.associate({ ...values, residentId: residentId ?? 0 }))}
      onDeassociate={(unit) =>
        afterChange(api.residents.deassociate({ residentId: residentId ?? 0, apartmentId: unit.id }))
      }
      onBack={() => navigate('/residentes/listado')}
    />
  );
}
