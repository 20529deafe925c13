import type { ActiveStatus, Resident } from '@horizontal/domain';
import { compareSpanish, formatCi, residentRelationLabels } from '@horizontal/domain';
import { type DataTableColumn, Select } from '@horizontal/ui';
import { useMemo, useState } from 'react';
import type { ActionResult } from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import { emailColumn, type ListProps, ListScreen, phoneColumn, rowsOf, useStatusToggle } from '../../shared/lists';
import { apartmentLabel, apartmentsInWords, residentFullName } from '../labels';

export type ResidentsListProps = Omit<ListProps<'residents', Resident>, 'onEdit'> & {
  /** /residentes/apartamentos/asociar for this resident (POST /residents/associate and deassociate). */
  onApartments?: (resident: Resident) => void;
  /** PUT /residents/status; the app updates its cached list from the answer. */
  onStatusChange?: (resident: Resident, status: ActiveStatus) => Promise<ActionResult>;
  /** /residentes/modificar for an active resident: their e-mail and phone (PUT /residents/contact). */
  onCorrectContact?: (resident: Resident) => void;
  /**
   * Opens the list on the active residents missing a phone or an e-mail, as Inicio's figures link to it
   * (/residentes/listado?sin=telefono). The person may change it in the list.
   */
  initialMissing?: MissingContact;
};

/** What an active resident may lack, by the word the address uses (`?sin=telefono`). */
export const missingContacts = ['telefono', 'correo'] as const;
export type MissingContact = (typeof missingContacts)[number];

const ALL_CONTACTS = '__all';

const lacks: Record<MissingContact, (resident: Resident) => boolean> = {
  telefono: (resident) => resident.phone === '',
  correo: (resident) => resident.email === '',
};

const columns: readonly DataTableColumn<Resident>[] = [
  { id: 'name', header: 'Nombre', value: residentFullName, width: '24%', primary: true },
  { id: 'identity', header: 'Cédula', value: (resident) => formatCi(resident.identity), width: '14%', tabular: true },
  {
    id: 'apartments',
    header: 'Apartamentos',
    value: (resident) => resident.apartments.map(apartmentLabel).join(', '),
    width: '22%',
  },
  emailColumn<Resident>((resident) => resident.email),
  phoneColumn<Resident>((resident) => resident.phone, { width: '11%' }),
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: activeStatusBadges,
    value: (resident) => resident.status,
    width: '10%',
  },
];

/**
 * The sheet keeps what the screen has no room for: each unit's relation (propietario, inquilino, familiar), in the
 * same order as the units.
 */
const exportColumns: readonly DataTableColumn<Resident>[] = [
  ...columns.slice(0, 3),
  {
    id: 'relation',
    header: 'Relación',
    value: (resident) => resident.apartments.map((unit) => residentRelationLabels[unit.relation]).join(', '),
  },
  ...columns.slice(3),
];

const ALL_TOWERS = '__all';

/**
 * /residentes/listado: the people of the chosen complejo (SPEC §2, GET /residents/findall/{id}). Residents have
 * no update or delete (SPEC §6): they are deactivated, and their units are managed on their own screen.
 */
export function ResidentsList({
  onApartments,
  onStatusChange,
  onCorrectContact,
  initialMissing,
  ...list
}: ResidentsListProps) {
  const [tower, setTower] = useState(ALL_TOWERS);
  const [missing, setMissing] = useState<string>(initialMissing ?? ALL_CONTACTS);
  const residents = rowsOf(list.state, 'residents');
  const towers = useMemo(
    () =>
      [
        ...new Set(
          residents.flatMap((resident) => resident.apartments.flatMap((unit) => (unit.tower ? [unit.tower] : []))),
        ),
      ].sort(compareSpanish),
    [residents],
  );
  // A resident may live in units of two towers, so the table's one-value filter cannot do it. The same array
  // must reach the table until the residents or the tower change: new rows make it rebuild its search index
  // and go back to the first page, which a confirmation dialog (a re-render of this screen) must not cause.
  // The contact filter counts as Inicio counts: active residents only.
  const rows = useMemo(() => {
    const lack = missing === ALL_CONTACTS ? null : lacks[missing as MissingContact];
    return residents.filter(
      (resident) =>
        (tower === ALL_TOWERS || resident.apartments.some((unit) => unit.tower === tower)) &&
        (!lack || (resident.status === 'activo' && lack(resident))),
    );
  }, [residents, tower, missing]);

  // A CI is unique among the active residents: an inactive record whose person is active again under another
  // record cannot come back, and the list leads to that record instead of offering «Activar».
  const activeByIdentity = useMemo(
    () =>
      new Map(residents.flatMap((resident) => (resident.status === 'activo' ? [[resident.identity, resident]] : []))),
    [residents],
  );

  const statusToggle = useStatusToggle<Resident>({
    whom: (resident) => `al residente ${residentFullName(resident)}`,
    descriptions: {
      deactivate: (resident) =>
        resident.apartments.length === 0
          ? 'Dejará de figurar entre los residentes activos del complejo. Puede volver a activarlo.'
          : `Dejará de figurar entre los residentes activos y se lo desasociará de ${apartmentsInWords(resident.apartments)}. Puede volver a activarlo; sus apartamentos se asocian de nuevo desde «Apartamentos».`,
      activate: (resident) =>
        resident.apartments.length === 0
          ? 'Volverá a figurar entre los residentes activos del complejo, todavía sin apartamentos asociados.'
          : 'Volverá a figurar entre los residentes activos del complejo.',
    },
    onStatusChange,
  });

  const statusAction = (resident: Resident) => {
    const active = resident.status === 'inactivo' ? activeByIdentity.get(resident.identity) : undefined;
    return active
      ? { label: 'Ver el registro activo', onSelect: () => list.onView(active) }
      : statusToggle.action(resident);
  };

  return (
    <ListScreen
      {...list}
      field="residents"
      title="Residentes"
      description="Las personas que viven en el complejo y los apartamentos a los que están asociadas."
      createLabel="Nuevo residente"
      notice={statusToggle.notice}
      filters={
        // Nothing to narrow in an empty list: no filters above its invitation.
        residents.length > 0 && (
          <>
            {towers.length > 1 && (
              <Select
                label="Torre"
                name="tower"
                size="md"
                options={[
                  { value: ALL_TOWERS, label: 'Todas las torres' },
                  ...towers.map((name) => ({ value: name, label: name })),
                ]}
                value={tower}
                onChange={setTower}
              />
            )}
            <Select
              label="Datos de contacto"
              name="missing"
              size="md"
              options={[
                { value: ALL_CONTACTS, label: 'Todos' },
                { value: 'telefono', label: 'Activos sin teléfono' },
                { value: 'correo', label: 'Activos sin correo' },
              ]}
              value={missing}
              onChange={setMissing}
            />
          </>
        )
      }
      empty={{ title: 'Todavía no hay residentes', description: 'Cree el primero desde Nuevo residente.' }}
      columns={columns}
      getRowLabel={residentFullName}
      rows={rows}
      rowActions={(resident) => [
        resident.status === 'activo' &&
          onCorrectContact && { label: 'Corregir contacto', onSelect: () => onCorrectContact(resident) },
        onApartments && { label: 'Apartamentos', onSelect: () => onApartments(resident) },
        statusAction(resident),
      ]}
      table={{
        searchPlaceholder: 'Buscar por nombre, cédula o apartamento',
        filters: [{ columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' }],
        exportColumns,
        initialSort: { columnId: 'name', direction: 'asc' },
      }}
    >
      {statusToggle.dialog}
    </ListScreen>
  );
}
