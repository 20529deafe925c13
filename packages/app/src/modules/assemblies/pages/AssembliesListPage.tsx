import { contract } from '@horizontal/domain';
import { AssembliesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { assembliesScope, assemblyQueries } from '../queries';
import { assembliesPath, assemblyPageRoute, useRecordView } from './paths';

/**
 * /asambleas/listado (POST /assemblies/findall; DELETE /assemblies/delete/{id} from each row). «Ver» opens the
 * assembly's page, where its resolutions and attendance are recorded: the ficha has nothing more to say.
 */
export default function AssembliesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const navigate = useNavigate();
  const can = useCan();
  const viewOf = useRecordView(assembliesPath, assemblyPageRoute);
  const { buildingId } = useWorkScope();
  const list = assemblyQueries.assemblies(buildingId);
  const assemblies = useQuery(list);
  // A deleted assembly takes its resolutions, its attendance and its votings' link with it.
  const writes = useListWrites(list, assembliesScope(buildingId));
  return (
    <AssembliesList
      {...listView}
      state={remoteOf(assemblies)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(assemblies)}
      onCreate={can(contract.assemblies.create) ? () => navigate(`${assembliesPath}/nuevo`) : undefined}
      onView={(assembly) => navigate(viewOf(assembly))}
      viewHref={viewOf}
      onDelete={
        can(contract.assemblies.delete)
          ? (assembly) => writes.removed(api.assemblies.delete(assembly.id), assembly.id)
          : undefined
      }
    />
  );
}
