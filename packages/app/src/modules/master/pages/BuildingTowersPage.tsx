import { BuildingTowers } from '@horizontal/screens';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { fieldOf, listState, reloadOnOk, useRemote } from '../../../pages/useRemote';

/** /complejos/torres?id=&administradora=: the towers of one complejo (GET/POST/PUT/DELETE /towers). */
export default function BuildingTowersPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const buildingId = Number(params.get('id'));
  const companyId = Number(params.get('administradora'));
  const [building] = useRemote(async () => {
    const answer = await api.buildings.findAll(companyId);
    return answer.ok ? { ok: true, value: answer.buildings.find((b) => b.id === buildingId) } : answer;
  }, `building-${buildingId}-${companyId}`);
  const [towers, reload] = useRemote(() => fieldOf(api.towers.findAll(buildingId), 'towers'), `towers-${buildingId}`);
  const after = reloadOnOk(reload);
  const name = building.status === 'ready' ? (building.value?.name ?? '') : '';
  return (
    <BuildingTowers
      building={{ id: buildingId, name }}
      state={listState(towers, 'towers')}
      onRetry={reload}
      onBack={() => navigate(`/complejos/listado?administradora=${companyId}`)}
      onCreate={(towerName) => after(api.towers.create({ buildingId, name: towerName }))}
      onRename={(tower, towerName) => {
        // The screen edits names only: the tower keeps its floors.
        const floors = towers.status === 'ready' ? towers.value.find((t) => t.id === tower.id)?.floors : undefined;
        return after(api.towers.update({ id: tower.id, name: towerName, floors: floors ?? 1 }));
      }}
      onDelete={(tower) => after(api.towers.delete(tower.id))}
    />
  );
}
