import { contract, spaceMessages } from '@horizontal/domain';
import type { PantryValues, ParkingValues } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { type Row, useListWrites } from '../../../data/lists';
import { type Answer, remoteOf, retryFailed } from '../../../data/remote';
import { buildingScope, sharedQueries } from '../../../data/shared';
import { type RecordList, useRecordForm } from '../../../pages/record-form';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useCan } from '../../../session/useCan';
import { complexQueries } from '../queries';

/**
 * Despensas and estacionamientos are the same pages with other calls and words (as their screens are one
 * AssignedUnits screen): each kind is described once here, and its two pages only pick their screen.
 */
type SpaceKind<Values, Data extends Record<Field, readonly Row[]>, Field extends keyof Data & string> = {
  base: string;
  /** Its entity in the audit trail, for the history at the foot of its detail. */
  entity: 'pantries' | 'parkings';
  calls: typeof contract.pantries | typeof contract.parkings;
  list: (buildingId: number) => RecordList<Data, Field> & { queryKey: QueryKey };
  create: (values: Values, buildingId: number) => Promise<Answer>;
  update: (values: Values, id: number) => Promise<Answer>;
  remove: (id: number) => Promise<Answer>;
  /** The answer's key that holds the saved row. */
  row: string;
  missing: string;
  /** What «Guardar y crear otro» says: the contract's message, and what comes next. */
  savedAnother: string;
};

/** Checks a kind's description and keeps its types: its values, its list's answer and the field of its rows. */
const spaceKind = <Values, Data extends Record<Field, readonly Row[]>, Field extends keyof Data & string>(
  kind: SpaceKind<Values, Data, Field>,
) => kind;

// Each call reads `api` when it is made, not here: the app's tests replace the client module with the calls they need.
export const pantryKind = spaceKind({
  base: '/despensas',
  entity: 'pantries',
  calls: contract.pantries,
  list: complexQueries.pantries,
  create: (values: PantryValues, buildingId: number) => api.pantries.create({ ...values, buildingId }),
  update: (values: PantryValues, id: number) => api.pantries.update({ ...values, id }),
  remove: (id: number) => api.pantries.remove(id),
  row: 'pantry',
  missing: 'No encontramos esa despensa en el complejo.',
  savedAnother: `${spaceMessages.pantry.created} Siga con la próxima.`,
});

export const parkingKind = spaceKind({
  base: '/estacionamientos',
  entity: 'parkings',
  calls: contract.parkings,
  list: complexQueries.parkings,
  create: (values: ParkingValues, buildingId: number) => api.parkings.create({ ...values, buildingId }),
  update: (values: ParkingValues, id: number) => api.parkings.update({ ...values, id }),
  remove: (id: number) => api.parkings.remove(id),
  row: 'parking',
  missing: 'No encontramos ese estacionamiento en el complejo.',
  savedAnother: `${spaceMessages.parking.created} Siga con el próximo.`,
});

/** /despensas|estacionamientos/nuevo and /modificar?id= (POST create, PUT update): the form screen's props. */
export const useSpaceForm = <
  Values extends { number: string },
  Data extends Record<Field, readonly Row[]>,
  Field extends keyof Data & string,
>(
  space: SpaceKind<Values, Data, Field>,
) => {
  const { buildingId } = useWorkScope();
  const form = useRecordForm({
    base: space.base,
    list: space.list(buildingId),
    update: space.calls.update,
    scope: buildingScope(buildingId),
    missing: space.missing,
    history: space.entity,
  });
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  const toast = useToast();
  return {
    formKey: form.formKey,
    props: {
      ...form.screen,
      options: remoteOf(apartments),
      onSubmit: (values: Values) =>
        form.save(
          { create: () => space.create(values, buildingId), update: (id) => space.update(values, id) },
          space.row,
        ),
      onSaved: () => form.saved(),
      onSavedAnother: () => toast.show({ message: space.savedAnother }),
      onRetry: () => Promise.all([retryFailed(apartments), form.reload()]),
    },
  };
};

/** /despensas|estacionamientos/listado (GET findall/{complejo}, DELETE remove/{id}): the list screen's props. */
export const useSpacesList = <Values, Data extends Record<Field, readonly Row[]>, Field extends keyof Data & string>(
  space: SpaceKind<Values, Data, Field>,
) => {
  const navigate = useNavigate();
  const can = useCan();
  const { buildingId } = useWorkScope();
  const list = space.list(buildingId);
  const spaces = useQuery(list);
  const apartments = useQuery(sharedQueries.apartmentOptions(buildingId));
  const writes = useListWrites(list, buildingScope(buildingId));
  const owners = useSheetOwners();
  const listView = useListView();
  /** A record's detail: where «Ver» and the link on its name lead. */
  const detailOf = (record: { id: number }) => recordPath(space.base, record.id, true);
  return {
    ...listView,
    state: remoteOf(spaces),
    sheetOwner: owners.complejo,
    apartments: apartments.data?.apartments,
    onRetry: () => retryFailed(spaces, apartments),
    onCreate: can(space.calls.create) ? () => navigate(`${space.base}/nuevo`) : undefined,
    onView: (record: { id: number }) => navigate(detailOf(record)),
    viewHref: detailOf,
    onEdit: can(space.calls.update)
      ? (record: { id: number }) => navigate(recordPath(space.base, record.id))
      : undefined,
    onDelete: can(space.calls.remove)
      ? (record: { id: number }) => writes.removed(space.remove(record.id), record.id)
      : undefined,
  };
};
