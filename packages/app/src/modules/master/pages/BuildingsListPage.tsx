import { isMaster } from '@horizontal/domain';
import { BuildingsList } from '@horizontal/screens';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { fieldOf, listState, reloadOnOk, useRemote } from '../../../pages/useRemote';
import { useSignedInUser } from '../../../session/SessionProvider';

const base = '/complejos';

/**
 * /complejos/listado: the master picks the administradora (kept in `?administradora=`); an administrator
 * sees its own company's complejos.
 */
export default function BuildingsListPage() {
  const navigate = useNavigate();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const [companies] = useRemote(async () => {
    if (!isMaster(user)) return { ok: true, value: user.company ? [user.company] : [] };
    return fieldOf(api.companies.findAll(), 'companies');
  }, 'companies');
  const options = companies.status === 'ready' ? companies.value : [];
  const chosen = Number(params.get('administradora')) || options[0]?.id || null;
  const [buildings, reload] = useRemote(async () => {
    if (chosen === null) {
      return companies.status === 'error' ? { ok: false, message: companies.message } : { ok: true, value: [] };
    }
    return fieldOf(api.buildings.findAll(chosen), 'buildings');
  }, `buildings-${chosen}-${companies.status}`);
  const open = (id: number, detail = false) =>
    navigate(recordPath(base, id, detail, chosen === null ? {} : { administradora: chosen }));
  return (
    <BuildingsList
      companies={options}
      companyId={chosen}
      onCompanyChange={(companyId) => setParams({ administradora: String(companyId) })}
      state={companies.status === 'loading' ? companies : listState(buildings, 'buildings')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo${chosen === null ? '' : `?administradora=${chosen}`}`)}
      onView={(building) => open(building.id, true)}
      onEdit={(building) => open(building.id)}
      onTowers={(building) => navigate(`${base}/torres?id=${building.id}&administradora=${building.companyId}`)}
      onDelete={(building) => reloadOnOk(reload)(api.buildings.delete(building.id))}
    />
  );
}
