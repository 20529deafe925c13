import type { ActiveStatus, Resident } from '@horizontal/domain';
import { compareSpanish, formatCi, formatDate, residentRelationLabels } from '@horizontal/domain';
import { DataTable, type DataTableColumn, Select } from '@horizontal/ui';
import { useMemo, useState } from 'react';
import type { ActionResult } from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import { ListScreen, offered, useStatusToggle } from '../../shared/lists';
import { apartmentLabel, residentFullName } from '../labels';

export type ResidentsListProps = {
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; residents: readonly Resident[] };
  onRetry: () => void;
  /**
   * The write callbacks are passed only when the profile may make their call; without one the screen does not
   * offer its button or row action. «Ver» is always offered.
   */
  onCreate?: () => void;
  onView: (resident: Resident) => void;
  /**
   * The address of a resident's detail, the one onView opens: with it the name in the list is a link there (a plain
   * click still goes through onView), which the browser can open in a new tab.
   */
  viewHref?: (resident: Resident) => string;
  /** /residentes/apartamentos/asociar for this resident (POST /residents/associate and deassociate). */
  onApartments?: (resident: Resident) => void;
  /** PUT /residents/status; the app updates its cached list from the answer. */
  onStatusChange?: (resident: Resident, status: ActiveStatus) => Promise<ActionResult>;
  /** The complejo the list is of, which names the exported sheet. */
  complejoName?: string;
  /** The day the sheet is exported, in its name; today by default. */
  today?: Date;
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
  { id: 'email', header: 'Correo electrónico', value: (resident) => resident.email },
  { id: 'phone', header: 'Teléfono', value: (resident) => resident.phone, width: '11%', tabular: true },
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

/** «Residentes - Complejo Parque Batlle - 24-11-2026»: whose list it is and of which day, as a file may be named. */
export const residentsSheetName = (complejoName: string | undefined, today: Date) => {
  const day = formatDate({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() }).replaceAll(
    '/',
    '-',
  );
  const complejo = complejoName?.replace(/[\\/:*?"<>|]/g, ' ').trim();
  return ['Residentes', complejo, day].filter(Boolean).join(' - ');
};

const ALL_TOWERS = '__all';
const NO_RESIDENTS: readonly Resident[] = [];

/**
 * /residentes/listado: the people of the chosen complejo (SPEC §2, GET /residents/findall/{id}). Residents have
 * no update or delete (SPEC §6): they are deactivated, and their units are managed on their own screen.
 */
export function ResidentsList({
  state,
  onRetry,
  onCreate,
  onView,
  viewHref,
  onApartments,
  onStatusChange,
  complejoName,
  today,
}: ResidentsListProps) {
  const [tower, setTower] = useState(ALL_TOWERS);
  const residents = state.status === 'ready' ? state.residents : NO_RESIDENTS;
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
  const rows = useMemo(
    () =>
      tower === ALL_TOWERS
        ? residents
        : residents.filter((resident) => resident.apartments.some((unit) => unit.tower === tower)),
    [residents, tower],
  );

  const statusToggle = useStatusToggle<Resident>({
    whom: (resident) => `al residente ${residentFullName(resident)}`,
    descriptions: {
      deactivate: 'Dejará de figurar entre los residentes activos del complejo. Puede volver a activarlo.',
      activate: 'Volverá a figurar entre los residentes activos del complejo.',
    },
    onStatusChange,
  });

  return (
    <ListScreen
      title="Residentes"
      description="Las personas que viven en el complejo y los apartamentos a los que están asociadas."
      createLabel="Nuevo residente"
      onCreate={onCreate}
      notice={statusToggle.notice}
      filters={
        towers.length > 1 && (
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
        )
      }
      empty={{
        active: state.status === 'ready' && state.residents.length === 0,
        title: 'Todavía no hay residentes',
        description: 'Cree el primero desde Nuevo residente.',
      }}
    >
      <DataTable
        caption="Residentes"
        rows={rows}
        columns={columns}
        getRowId={(resident) => String(resident.id)}
        getRowLabel={residentFullName}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        searchPlaceholder="Buscar por nombre, cédula o apartamento"
        filters={[{ columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' }]}
        exportFileName={residentsSheetName(complejoName, today ?? new Date())}
        exportColumns={exportColumns}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        rowLink={viewHref && ((resident) => ({ href: viewHref(resident), onNavigate: () => onView(resident) }))}
        rowActions={(resident) =>
          offered(
            { label: 'Ver', onSelect: () => onView(resident) },
            onApartments && { label: 'Apartamentos', onSelect: () => onApartments(resident) },
            statusToggle.action(resident),
          )
        }
      />
      {statusToggle.dialog}
    </ListScreen>
  );
}
