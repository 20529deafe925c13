import { isMaster } from '@horizontal/domain';
import { BuildingsList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { companyScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useSignedInUser } from '../../../session/SessionProvider';
import { masterQueries } from '../queries';

const base = '/complejos';

/**
 * /complejos/listado: the master picks the administradora (kept in `?administradora=`); an administrator
 * sees its own company's complejos.
 */
export default function BuildingsListPage() {
  const listView = useListView();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const master = isMaster(user);
  const [params, setParams] = useSearchParams();
  const companies = useQuery({ ...masterQueries.companies(), enabled: master });
  const options = master ? (companies.data?.companies ?? []) : user.company ? [user.company] : [];
  const chosen = Number(params.get('administradora')) || options[0]?.id || null;
  const list = masterQueries.buildings(chosen ?? 0);
  const buildings = useQuery({ ...list, enabled: chosen !== null });
  const writes = useListWrites(list, companyScope(chosen ?? 0));
  const state = () => {
    const choices = remoteOf(companies);
    if (master && choices.status !== 'ready') return choices;
    if (chosen === null) return { status: 'ready' as const, buildings: [] };
    return remoteOf(buildings);
  };
  const pathOf = (id: number, detail = false) =>
    recordPath(base, id, detail, chosen === null ? {} : { administradora: chosen });
  const open = (id: number, detail = false) => navigate(pathOf(id, detail));
  return (
    <BuildingsList
      {...listView}
      companies={options}
      companyId={chosen}
      onCompanyChange={(companyId) => setParams({ administradora: String(companyId) })}
      state={state()}
      onRetry={() => retryFailed(companies, buildings)}
      onCreate={() => navigate(`${base}/nuevo${chosen === null ? '' : `?administradora=${chosen}`}`)}
      onView={(building) => open(building.id, true)}
      viewHref={(building) => pathOf(building.id, true)}
      onEdit={(building) => open(building.id)}
      onTowers={(building) => navigate(`${base}/torres?id=${building.id}&administradora=${building.companyId}`)}
      onDelete={(building) => writes.removed(api.buildings.delete(building.id), building.id)}
    />
  );
}
