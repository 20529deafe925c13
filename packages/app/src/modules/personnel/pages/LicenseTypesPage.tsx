import { contract } from '@horizontal/domain';
import { LicenseTypesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { personnelQueries, personnelScope } from '../queries';

/**
 * /horario/licencias/listado (GET /personnel/license/findallTypes/{id}; POST …/license/type/create and
 * …/license/type/delete in its dialogs).
 */
export default function LicenseTypesPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().complejo;
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = personnelQueries.licenseTypes(buildingId);
  const types = useQuery(list);
  const writes = useListWrites(list, personnelScope(buildingId));
  return (
    <LicenseTypesList
      {...listView}
      state={remoteOf(types)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(types)}
      onCreate={
        can(contract.personnel.createLicenseType)
          ? (values) => writes.added(api.personnel.createLicenseType({ ...values, buildingId }), 'licenseType')
          : undefined
      }
      onDelete={
        can(contract.personnel.deleteLicenseType)
          ? (type) => writes.removed(api.personnel.deleteLicenseType({ id: type.id }), type.id)
          : undefined
      }
    />
  );
}
