import { ResidentApartments } from '@horizontal/screens';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { findIn } from '../../../pages/record-form';
import { fieldOf, listState, reloadOnOk, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import type { ResidentName } from './links';
import { loadApartments, loadResidents } from './loaders';

/** /residentes/apartamentos/asociar?id=: the resident's units (POST /residents/apartments, associate, deassociate). */
export default function ResidentApartmentsPage() {
  const navigate = useNavigate();
  const passed = (useLocation().state as { resident?: ResidentName } | null)?.resident;
  const [params] = useSearchParams();
  const residentId = Number(params.get('id')) || 0;
  const { buildingId } = useWorkScope();
  // Opened from a link rather than from the app: the complejo's list is the only way to learn the name.
  const [resident] = useRemote<ResidentName | undefined>(
    async () => (passed ? { ok: true, value: passed } : findIn(residentId || null, () => loadResidents(buildingId))),
    `resident-${residentId}`,
  );
  const [units, reload] = useRemote(async () => {
    if (!residentId) return { ok: false, message: 'Elija un residente en el listado para ver sus apartamentos.' };
    return fieldOf(api.residents.apartments({ residentId }), 'apartments');
  }, `resident-apartments-${residentId}`);
  const [apartments, reloadApartments] = useRemote(() => loadApartments(buildingId), `apartments-${buildingId}`);
  const afterChange = reloadOnOk(reload);
  return (
    <ResidentApartments
      resident={(resident.status === 'ready' && resident.value) || { id: residentId, name: '', lastName: '' }}
      state={listState(units, 'apartments')}
      options={listState(apartments, 'apartments')}
      onRetry={() => {
        void reload();
        void reloadApartments();
      }}
      onAssociate={(values) => afterChange(api.residents.associate({ ...values, residentId }))}
      onDeassociate={(unit) => afterChange(api.residents.deassociate({ residentId, apartmentId: unit.id }))}
      onBack={() => navigate('/residentes/listado')}
    />
  );
}
