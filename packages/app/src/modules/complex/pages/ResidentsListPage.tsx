import { contract } from '@horizontal/domain';
import { type MissingContact, missingContacts, ResidentsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { complexQueries } from '../queries';
import { residentApartmentsLink } from './links';

const base = '/residentes';
/** A record's detail: where «Ver» and the link on its name lead. */
const detailOf = (record: { id: number }) => recordPath(base, record.id, true);

/** /residentes/listado (GET /residents/findall/{complejo}, PUT /residents/status). */
export default function ResidentsListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = complexQueries.residents(buildingId);
  const residents = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  // Inicio's «residentes sin teléfono» opens the list filtered: /residentes/listado?sin=telefono.
  const missing = useSearchParams()[0].get('sin');
  return (
    <ResidentsList
      {...listView}
      initialMissing={missingContacts.find((contact): contact is MissingContact => contact === missing)}
      state={remoteOf(residents)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(residents)}
      onCreate={can(contract.residents.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(resident) => navigate(detailOf(resident))}
      viewHref={detailOf}
      onApartments={
        can(contract.residents.associate) ? (resident) => navigate(...residentApartmentsLink(resident)) : undefined
      }
      onCorrectContact={
        can(contract.residents.contact) ? (resident) => navigate(recordPath(base, resident.id)) : undefined
      }
      onStatusChange={
        can(contract.residents.status)
          ? (resident, status) => writes.replaced(api.residents.status({ id: resident.id, status }), 'resident')
          : undefined
      }
    />
  );
}
