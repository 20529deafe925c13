import { BuildingTowers } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { masterQueries } from '../queries';

/** /complejos/torres?id=&administradora=: the towers of one complejo (GET/POST/PUT/DELETE /towers). */
export default function BuildingTowersPage() {
  const [params] = useSearchParams();
  const buildingId = Number(params.get('id'));
  const companyId = Number(params.get('administradora'));
  const buildings = useQuery(masterQueries.buildings(companyId));
  const list = sharedQueries.towers(buildingId);
  const towers = useQuery(list);
  const writes = useListWrites(list, buildingScope(buildingId));
  const name = buildings.data?.buildings.find((b) => b.id === buildingId)?.name ?? '';
  return (
    <BuildingTowers
      building={{ id: buildingId, name }}
      state={remoteOf(towers)}
      onRetry={() => retryFailed(towers)}
      onCreate={(towerName, floors) =>
        writes.added(api.towers.create({ buildingId, name: towerName, floors }), 'tower')
      }
      // Renaming keeps the floors the tower has (the update takes both).
      onRename={(tower, towerName) =>
        writes.replaced(api.towers.update({ id: tower.id, name: towerName, floors: tower.floors }), 'tower')
      }
      onDelete={(tower) => writes.removed(api.towers.delete(tower.id), tower.id)}
    />
  );
}
