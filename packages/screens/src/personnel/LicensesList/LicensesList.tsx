import { formatIsoDate, type LeaveBalanceRow, type License, type LicenseType, leaveWorkYear } from '@horizontal/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  EmptyState,
  PageHeader,
  rowActionsButton,
  StatusBadge,
} from '@horizontal/ui';
import { type ReactNode, useMemo, useRef } from 'react';
import type { ActionResult } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { type ListProps, type ListState, readOnlyDescription, rowsOf } from '../../shared/lists';
import { sheetFileName } from '../../shared/lists/ListScreen';
import { printNote } from '../../shared/print';
import { type AskedAction, useRowActions } from '../../shared/RowActionDialog';
import { dayValue } from '../ContractsList/contract-labels';
import * as styles from './LicensesList.css';
import {
  annualTypeIds,
  balanceFor,
  balanceSentence,
  balancesHeading,
  canMove,
  daysCell,
  leaveCountOf,
  licensePeriod,
  licenseRowLabel,
  licenseStatusBadges,
  pendingRowLabel,
  remainingLabel,
} from './license-labels';

/** The statuses the list moves a license to: approved or refused while pending, cancelled while it may be. */
export type LicenseListStatus = 'aprobada' | 'rechazada' | 'cancelada';

/**
 * GET /licenses/findall/{id} as the app hands it over: the licenses, and beside them `pending` (the ones to approve)
 * and `balances` (each person's annual leave). Without `pending` the list takes the licenses still pendiente.
 */
export type LicensesListState = ListState<'licenses', License> & {
  pending?: readonly License[];
  balances?: readonly LeaveBalanceRow[];
};

export type LicensesListProps = Omit<ListProps<'licenses', License>, 'state' | 'onEdit'> & {
  state: LicensesListState;
  /** GET /licenses/type/{id}: which types are the annual leave, whose days count against the balance; empty meanwhile. */
  licenseTypes: readonly Pick<LicenseType, 'id' | 'annual'>[];
  /** PUT /licenses/status; absent when the profile may not (no Aprobar, Rechazar or Cancelar). */
  onStatusChange?: (license: License, status: LicenseListStatus) => Promise<ActionResult>;
};

export const licensesEmpty = {
  title: 'Todavía no hay licencias',
  description: 'Registre la primera desde Nueva licencia.',
};

export const NO_PENDING = 'No hay licencias pendientes de aprobación.';

const NO_BALANCES: readonly LeaveBalanceRow[] = [];

type Counted = { days: number; counted: number | null };

const dateColumns: readonly DataTableColumn<License>[] = [
  {
    id: 'startDate',
    header: 'Desde',
    kind: 'date',
    value: (license) => dayValue(license.startDate),
    render: (license) => formatIsoDate(license.startDate),
    width: '13%',
  },
  {
    id: 'endDate',
    header: 'Hasta',
    kind: 'date',
    value: (license) => dayValue(license.endDate),
    render: (license) => formatIsoDate(license.endDate),
    width: '13%',
  },
];

const daysColumn = (countOf: (license: License) => Counted): DataTableColumn<License> => ({
  id: 'days',
  header: 'Días',
  kind: 'number',
  value: (license) => license.days,
  render: (license) => daysCell(countOf(license)),
  searchable: false,
  width: '21%',
});

const whoAndWhat: readonly DataTableColumn<License>[] = [
  { id: 'personnel', header: 'Persona', value: (license) => license.personnel, primary: true },
  { id: 'licenseType', header: 'Tipo', value: (license) => license.licenseType, width: '15%' },
];

const balanceColumns: readonly DataTableColumn<LeaveBalanceRow>[] = [
  { id: 'personnel', header: 'Persona', value: (balance) => balance.personnel, primary: true },
  {
    id: 'hiredOn',
    header: 'Ingreso',
    kind: 'date',
    value: (balance) => dayValue(balance.hiredOn),
    render: (balance) => (balance.hiredOn ? formatIsoDate(balance.hiredOn) : 'Sin contrato'),
    width: '16%',
  },
  { id: 'earned', header: 'Días generados', kind: 'number', value: (balance) => balance.earned, width: '17%' },
  { id: 'taken', header: 'Días tomados', kind: 'number', value: (balance) => balance.taken, width: '16%' },
  { id: 'remaining', header: 'Le quedan', kind: 'number', value: (balance) => balance.remaining, width: '14%' },
];

/**
 * A part of the screen under its own heading; not a landmark, since its table is already a region of the same name.
 */
function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      {description && <p className={layout.note}>{description}</p>}
      {children}
    </div>
  );
}

/**
 * /licencias/listado: what waits for approval first, each annual leave with the days its balance counts and what the
 * person has left; then every license of the staff, and each person's annual leave of the year (Ley 12.590). A
 * request is approved or refused from its row, asking first; a pending or approved license is cancelled from the
 * whole list. The server refuses an annual leave beyond the balance, and the list says so in its words.
 */
export function LicensesList({
  state,
  licenseTypes,
  onStatusChange,
  onRetry,
  onCreate,
  onView,
  viewHref,
  sheetOwner,
  today,
  view,
  onViewChange,
}: LicensesListProps) {
  const licenses = rowsOf<'licenses', License>(state, 'licenses');
  const pending = useMemo(
    () =>
      state.status !== 'ready'
        ? []
        : (state.pending ?? state.licenses.filter((license) => license.status === 'pendiente')),
    [state],
  );
  const balances = (state.status === 'ready' && state.balances) || NO_BALANCES;
  const annual = useMemo(() => annualTypeIds(licenseTypes), [licenseTypes]);
  const day = useMemo(() => today ?? new Date(), [today]);

  // The row's menu that asked, of the requests or of the whole list, takes the focus back once its dialog closes.
  const askedFrom = useRef<'pending' | 'all'>('all');
  const actions = useRowActions<License>({
    // An answered request leaves the pending list: its row in the whole list takes the focus instead.
    returnFocusTo: (license) =>
      (askedFrom.current === 'pending' ? rowActionsButton(pendingRowLabel(license)) : undefined) ??
      rowActionsButton(licenseRowLabel(license)),
  });

  const columns = useMemo(() => {
    const countOf = (license: License) => leaveCountOf(license, annual);
    const remainingColumn: DataTableColumn<License> = {
      id: 'remaining',
      header: 'Saldo anual',
      kind: 'number',
      value: (license) =>
        countOf(license).counted === null ? null : (balanceFor(license, balances)?.remaining ?? null),
      render: (license) => {
        const { counted } = countOf(license);
        if (counted === null) return 'No corresponde';
        const balance = balanceFor(license, balances);
        if (!balance) return `De ${leaveWorkYear(license.startDate)}`;
        if (balance.hiredOn === null) return 'Sin contrato';
        return (
          <span className={styles.remaining}>
            {remainingLabel(balance.remaining)}
            {counted > balance.remaining && <StatusBadge label="Supera el saldo" tone="danger" />}
          </span>
        );
      },
      searchable: false,
      sortable: false,
      width: '19%',
    };
    return {
      pending: [...whoAndWhat, ...dateColumns, daysColumn(countOf), remainingColumn],
      all: [
        ...whoAndWhat,
        ...dateColumns,
        daysColumn(countOf),
        {
          id: 'status',
          header: 'Estado',
          kind: 'status',
          statuses: licenseStatusBadges,
          value: (license) => license.status,
          searchable: false,
          width: '13%',
        },
      ] satisfies DataTableColumn<License>[],
    };
  }, [annual, balances]);

  const ask = (from: 'pending' | 'all', license: License, action: AskedAction) => {
    askedFrom.current = from;
    actions.ask(license, action);
  };

  /** «Licencia anual del 10/12/2026 al 14/12/2026: 5 días (4 computables).» and, for the annual leave, the balance. */
  const describe = (license: License) => {
    const count = leaveCountOf(license, annual);
    const what = `${license.licenseType} ${licensePeriod(license)}: ${daysCell(count)}.`;
    if (count.counted === null) return what;
    return `${what} No se cuentan los domingos ni los feriados. ${balanceSentence(
      balanceFor(license, balances),
      count.counted,
      leaveWorkYear(license.startDate),
    )}`;
  };

  const viewAction = (license: License): DataTableRowAction => ({ label: 'Ver', onSelect: () => onView(license) });

  const pendingActions = (license: License): DataTableRowAction[] => [
    viewAction(license),
    ...(onStatusChange && canMove(license, 'aprobada')
      ? [
          {
            label: 'Aprobar',
            onSelect: () =>
              ask('pending', license, {
                title: `¿Aprobar la licencia de ${license.personnel}?`,
                description: describe(license),
                confirmLabel: 'Aprobar',
                tone: 'primary',
                done: `Se aprobó la licencia de ${license.personnel}`,
                run: () => onStatusChange(license, 'aprobada'),
              }),
          },
        ]
      : []),
    ...(onStatusChange && canMove(license, 'rechazada')
      ? [
          {
            label: 'Rechazar',
            tone: 'danger' as const,
            onSelect: () =>
              ask('pending', license, {
                title: `¿Rechazar la licencia de ${license.personnel}?`,
                description: `${license.licenseType} ${licensePeriod(license)}. La solicitud queda rechazada y ya no se puede aprobar.`,
                confirmLabel: 'Rechazar',
                tone: 'danger',
                done: `Se rechazó la licencia de ${license.personnel}`,
                run: () => onStatusChange(license, 'rechazada'),
              }),
          },
        ]
      : []),
  ];

  const allActions = (license: License): DataTableRowAction[] => [
    viewAction(license),
    ...(onStatusChange && canMove(license, 'cancelada')
      ? [
          {
            label: 'Cancelar',
            tone: 'danger' as const,
            onSelect: () =>
              ask('all', license, {
                title: `¿Cancelar la licencia de ${license.personnel}?`,
                description: `${license.licenseType} ${licensePeriod(license)}. ${
                  license.status === 'aprobada' && annual.has(license.licenseTypeId)
                    ? 'Sus días computables vuelven al saldo de licencia anual. '
                    : ''
                }Esta acción no se puede deshacer.`,
                confirmLabel: 'Cancelar licencia',
                tone: 'danger',
                done: `Se canceló la licencia de ${license.personnel}`,
                run: () => onStatusChange(license, 'cancelada'),
              }),
          },
        ]
      : []),
  ];

  const rowLink = viewHref && ((license: License) => ({ href: viewHref(license), onNavigate: () => onView(license) }));
  const getRowId = (license: License) => String(license.id);
  const year = balances[0]?.year;

  const balancesSection = year !== undefined && (
    <Section
      title={balancesHeading(year)}
      description="Lo que generó el trabajo de ese año: 20 días, más uno cada cuatro años de antigüedad desde el quinto, o la parte del año trabajada (Ley 12.590). Los tomados cuentan solo las licencias anuales aprobadas, sin domingos ni feriados."
    >
      <DataTable
        caption={balancesHeading(year)}
        rows={balances}
        columns={balanceColumns}
        getRowId={(balance) => String(balance.personnelId)}
        getRowLabel={(balance) => balance.personnel}
        searchable={false}
        exportFileName={sheetFileName('Licencia anual', sheetOwner, day)}
        initialSort={{ columnId: 'personnel', direction: 'asc' }}
      />
    </Section>
  );

  const allTable = (
    <DataTable
      caption="Licencias"
      exportFileName={sheetFileName('Licencias', sheetOwner, day)}
      printable
      initialView={view}
      onViewChange={onViewChange}
      rows={licenses}
      columns={columns.all}
      getRowId={getRowId}
      getRowLabel={licenseRowLabel}
      status={state.status}
      errorMessage={state.status === 'error' ? state.message : undefined}
      onRetry={onRetry}
      rowLink={rowLink}
      rowActions={allActions}
      searchPlaceholder="Buscar por persona o tipo"
      filters={[
        { columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' },
        { columnId: 'licenseType', label: 'Tipo', allLabel: 'Todos los tipos' },
      ]}
      initialSort={{ columnId: 'startDate', direction: 'desc' }}
    />
  );

  const content =
    state.status !== 'ready' ? (
      allTable
    ) : licenses.length === 0 && pending.length === 0 ? (
      <>
        <EmptyState
          title={licensesEmpty.title}
          description={onCreate ? licensesEmpty.description : readOnlyDescription}
          action={
            onCreate && (
              <Button variant="secondary" onClick={onCreate}>
                Nueva licencia
              </Button>
            )
          }
        />
        {balancesSection}
      </>
    ) : (
      <>
        <Section
          title="Pendientes de aprobación"
          description="Las licencias anuales muestran sus días corridos y los computables, que son los que descuenta el saldo."
        >
          {pending.length === 0 ? (
            <p className={layout.note}>{NO_PENDING}</p>
          ) : (
            <DataTable
              caption="Pendientes de aprobación"
              rows={pending}
              columns={columns.pending}
              getRowId={getRowId}
              getRowLabel={pendingRowLabel}
              rowLink={rowLink}
              rowActions={pendingActions}
              searchable={false}
              initialSort={{ columnId: 'startDate', direction: 'asc' }}
            />
          )}
        </Section>
        <Section title="Todas las licencias">{allTable}</Section>
        {balancesSection}
      </>
    );

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Licencias"
        description="Las licencias del personal: las que esperan aprobación, todas las registradas y el saldo de licencia anual de cada persona."
        actions={onCreate && <Button onClick={onCreate}>Nueva licencia</Button>}
        printNote={printNote(sheetOwner, day)}
      />
      {actions.notice && <div className={layout.messages}>{actions.notice}</div>}
      {content}
      {actions.dialog}
    </div>
  );
}
