import {
  type CalendarDate,
  formatIsoDate,
  formatIsoPeriod,
  formatWorkedMinutes,
  type Personnel,
  rangeMessage,
  type TimeRecord,
  toIsoDate,
} from '@horizontal/domain';
import {
  Button,
  ButtonLink,
  Card,
  DataTable,
  type DataTableColumn,
  DateInput,
  EmptyState,
  Icon,
  InlineAlert,
  PageHeader,
  rowActionsButton,
  Select,
  StatusBadge,
  type StatusDefinition,
} from '@horizontal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActionResult } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { type ListState, rowsOf } from '../../shared/lists';
import { sheetFileName } from '../../shared/lists/ListScreen';
import { printNote } from '../../shared/print';
import { calendarDateOf } from '../staff-fields';
import { ExitDialog } from './ExitDialog';
import { pickerOptions } from './pickers';
import { RecordDialog } from './RecordDialog';
import {
  currentMonth,
  currentWeek,
  type DayRow,
  type DayStatus,
  dayLabel,
  dayRowsOf,
  dayStatusLabels,
  lastWeek,
  type MonthRow,
  monthRowsOf,
  recordSpan,
  type TimeRange,
  weekdayShort,
} from './record-days';
import type { TimeRecordUpdateValues, TimeRecordValues } from './record-form';
import * as styles from './TimeRecords.css';

export type TimeRecordsProps = {
  /** POST /personnel/records for `range` and `personnelId`, as the app hands it over. */
  state: ListState<'records', TimeRecord>;
  /** «Reintentar» after the records failed to load. */
  onRetry: () => void;
  /** The complejo's staff (GET /personnel/findall/{id}): names, workdays, and whom a clock-in is written for. */
  personnel: readonly Personnel[];
  /** The days shown, both included; the page opens on `currentWeek(today)`. */
  range: TimeRange;
  onRangeChange: (range: TimeRange) => void;
  /** The person shown, or null for everyone. */
  personnelId: number | null;
  onPersonnelChange: (personnelId: number | null) => void;
  /** Montevideo's day (yyyy-mm-dd): a day before it without an exit is a missing one; today's is «En curso». */
  today: string;
  /** POST /personnel/records/create (the app adds buildingId); absent when the profile may not. */
  onRecord?: (values: TimeRecordValues) => Promise<ActionResult>;
  /** PUT /personnel/records/update: the exit of an open clock-in; absent when the profile may not. */
  onUpdateRecord?: (values: TimeRecordUpdateValues) => Promise<ActionResult>;
  /** Whose records they are, in the exported sheets and on paper: the complejo. */
  sheetOwner?: string;
  /** The way to the kinds of leave (/horario/licencias/listado), which has no menu entry; absent without that screen. */
  licenseTypesLink?: { to: string; onNavigate: (path: string) => void };
};

/** The person filter's value for everyone. */
const EVERYONE = 'todos';

const dayStatusBadges: Readonly<Record<DayStatus, StatusDefinition>> = {
  faltaSalida: { label: dayStatusLabels.faltaSalida, tone: 'danger' },
  enCurso: { label: dayStatusLabels.enCurso, tone: 'info' },
  horasExtra: { label: dayStatusLabels.horasExtra, tone: 'warning' },
  registrado: { label: dayStatusLabels.registrado, tone: 'neutral' },
};

/** «Nicolás Rodríguez, jue 19/11/2026»: a day's row in its menu button and in the dialogs. */
export const dayRowLabel = (row: Pick<DayRow, 'name' | 'date'>) => `${row.name}, ${dayLabel(row.date)}`;

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Minutes as hours and minutes; an empty cell reads as «nothing» rather than as «not loaded». */
const minutesColumn = <Row,>(
  id: string,
  header: string,
  minutesOf: (row: Row) => number,
  empty = '—',
): DataTableColumn<Row> => ({
  id,
  header,
  kind: 'number',
  value: minutesOf,
  render: (row) => (minutesOf(row) > 0 ? formatWorkedMinutes(minutesOf(row)) : empty),
  searchable: false,
  width: '11%',
});

/** The sheet counts hours as numbers Excel can add up: 8,5 rather than «8 h 30 min». */
const hoursColumn = <Row,>(header: string, minutesOf: (row: Row) => number): DataTableColumn<Row> => ({
  id: header,
  header,
  kind: 'number',
  value: (row) => hoursOf(minutesOf(row)),
});

const dayColumns: readonly DataTableColumn<DayRow>[] = [
  {
    id: 'date',
    header: 'Día',
    kind: 'date',
    value: (row) => calendarDateOf(row.date),
    // Figures are never cut: the weekday goes above the date, so a narrow column (768 px) still holds it.
    render: (row) => (
      <>
        <span className={styles.weekday}>{`${weekdayShort(row.date)} `}</span>
        {formatIsoDate(row.date)}
      </>
    ),
    searchable: false,
    width: '15%',
  },
  { id: 'name', header: 'Persona', value: (row) => row.name, primary: true, width: '18%' },
  {
    id: 'records',
    header: 'Marcas',
    value: (row) => row.records.map(recordSpan).join(', '),
    render: (row) => (
      <span className={styles.marks}>
        {row.records.map((record) => (
          <span key={record.id}>
            {recordSpan(record)}
            {record.notes && <span className={styles.note}> · {record.notes}</span>}
          </span>
        ))}
      </span>
    ),
    searchable: false,
    sortable: false,
  },
  minutesColumn('worked', 'Trabajadas', (row) => row.workedMinutes, '0 h'),
  minutesColumn('scheduled', 'Según horario', (row) => row.scheduledMinutes, 'Libre'),
  minutesColumn('extra', 'Extra', (row) => row.extraMinutes),
  {
    id: 'status',
    header: 'Estado',
    kind: 'status',
    statuses: dayStatusBadges,
    value: (row) => row.status,
    render: (row) => {
      const badge = <StatusBadge {...dayStatusBadges[row.status]} />;
      if (row.status === 'faltaSalida') {
        return (
          <span className={styles.flag}>
            <Icon name="warning" size="sm" />
            {badge}
          </span>
        );
      }
      if (row.status === 'enCurso') {
        return (
          <span className={styles.flagInfo}>
            <Icon name="clock" size="sm" />
            {badge}
          </span>
        );
      }
      return badge;
    },
    searchable: false,
    width: '17%',
  },
];

const dayExportColumns: readonly DataTableColumn<DayRow>[] = [
  { ...dayColumns[0]!, render: undefined },
  dayColumns[1]!,
  { id: 'records', header: 'Marcas', value: (row) => row.records.map(recordSpan).join(', ') },
  {
    id: 'notes',
    header: 'Notas',
    value: (row) =>
      row.records
        .map((record) => record.notes)
        .filter(Boolean)
        .join(' · '),
  },
  hoursColumn('Horas trabajadas', (row) => row.workedMinutes),
  hoursColumn('Horas según horario', (row) => row.scheduledMinutes),
  hoursColumn('Horas extra', (row) => row.extraMinutes),
  dayColumns[6]!,
];

const monthColumns: readonly DataTableColumn<MonthRow>[] = [
  { id: 'name', header: 'Persona', value: (row) => row.name, primary: true, width: '22%' },
  { id: 'period', header: 'Mes', value: (row) => formatIsoPeriod(row.period), sortable: false, width: '15%' },
  minutesColumn('worked', 'Trabajadas', (row) => row.workedMinutes, '0 h'),
  minutesColumn('scheduled', 'Según horario', (row) => row.scheduledMinutes, '0 h'),
  minutesColumn('extra', 'Extra', (row) => row.extraMinutes),
  {
    id: 'missingExits',
    header: 'Salidas sin marcar',
    kind: 'number',
    value: (row) => row.missingExits,
    render: (row) =>
      row.missingExits === 0 ? (
        'Ninguna'
      ) : (
        <span className={styles.flag}>
          <Icon name="warning" size="sm" />
          {row.missingExits === 1 ? '1 día' : `${row.missingExits} días`}
        </span>
      ),
    width: '16%',
  },
];

const monthExportColumns: readonly DataTableColumn<MonthRow>[] = [
  monthColumns[0]!,
  monthColumns[1]!,
  hoursColumn('Horas trabajadas', (row) => row.workedMinutes),
  hoursColumn('Horas según horario', (row) => row.scheduledMinutes),
  hoursColumn('Horas extra', (row) => row.extraMinutes),
  { ...monthColumns[5]!, render: undefined },
];

/** What a dialog saved, told above the list (a refusal stays in its dialog, with what was typed). */
type Notice = { title: string; message: string; key: number };

/**
 * /horario/listado: the clock-ins of the staff over some days (a week to begin with), of one person or of everyone.
 * Each person's day adds up its hours against the workday (the domain's workedDays): the extra hours, and a past day
 * whose exit nobody wrote, which says so until someone writes it from its row. Under it, each person's month in the
 * range (the domain's monthHours).
 */
export function TimeRecords({
  state,
  onRetry,
  personnel,
  range,
  onRangeChange,
  personnelId,
  onPersonnelChange,
  today,
  onRecord,
  onUpdateRecord,
  sheetOwner,
  licenseTypesLink,
}: TimeRecordsProps) {
  const all = rowsOf(state, 'records');
  // The same arrays must reach the tables until the data change: new ones send them back to their first page.
  const records = useMemo(
    () => (personnelId === null ? all : all.filter((record) => record.personnelId === personnelId)),
    [all, personnelId],
  );
  const days = useMemo(() => dayRowsOf(records, personnel, today), [records, personnel, today]);
  // Keyed on the dates, not the object: a page that builds the range on each render must not rebuild the table.
  const { from: firstDay, to: lastDay } = range;
  const months = useMemo(
    () => monthRowsOf(days, records, personnel, personnelId, { from: firstDay, to: lastDay, today }),
    [days, records, personnel, personnelId, firstDay, lastDay, today],
  );
  const day = useMemo(() => new Date(`${today}T12:00:00`), [today]);
  const active = useMemo(() => personnel.filter((person) => person.status === 'activo'), [personnel]);
  const personOptions = useMemo(
    () => [{ value: EVERYONE, label: 'Todo el personal' }, ...pickerOptions(personnel)],
    [personnel],
  );

  // What the date fields hold: null while one is being typed (or is not a date), which asks for nothing yet.
  const [from, setFrom] = useState<string | null>(range.from);
  const [to, setTo] = useState<string | null>(range.to);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  const backwards = from !== null && to !== null && from > to;
  const changeRange = (next: { from: string | null; to: string | null }) => {
    setFrom(next.from);
    setTo(next.to);
    if (next.from !== null && next.to !== null && next.from <= next.to) onRangeChange({ from: next.from, to: next.to });
  };
  const isoOf = (date: CalendarDate | null) => (date ? toIsoDate(date) : null);

  const recordButton = useRef<HTMLButtonElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [recording, setRecording] = useState<{ key: number } | null>(null);
  const [closing, setClosing] = useState<{ row: DayRow; record: TimeRecord; key: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Each opening starts a fresh dialog, its fields and refusals forgotten.
  const [opened, setOpened] = useState(0);

  const openRecord = () => {
    setNotice(null);
    setClosing(null);
    setRecording({ key: opened + 1 });
    setOpened(opened + 1);
    setDialogOpen(true);
  };
  const openExit = (row: DayRow, record: TimeRecord) => {
    setNotice(null);
    setRecording(null);
    setClosing({ row, record, key: opened + 1 });
    setOpened(opened + 1);
    setDialogOpen(true);
  };
  const nameOf = (id: number) => pickerOptions(personnel).find((option) => option.value === String(id))?.label ?? '';

  const rowActions = onUpdateRecord
    ? (row: DayRow) => {
        const open = row.open;
        return open ? [{ label: 'Registrar salida', onSelect: () => openExit(row, open) }] : [];
      }
    : undefined;

  const ready = state.status === 'ready';
  const shownUntil = range.to < today ? range.to : today;

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Horario"
        description="Las marcas de entrada y salida del personal, las horas trabajadas frente a su jornada y las horas extra."
        printNote={printNote(sheetOwner, day)}
        actions={
          (onRecord || licenseTypesLink) && (
            <>
              {licenseTypesLink && (
                <ButtonLink variant="secondary" {...licenseTypesLink}>
                  Tipos de licencia
                </ButtonLink>
              )}
              {onRecord && (
                <Button ref={recordButton} onClick={openRecord}>
                  Registrar marca
                </Button>
              )}
            </>
          )
        }
      />
      <div className={styles.filterBar}>
        <div className={styles.personFilter}>
          <Select
            label="Persona"
            name="personnelId"
            value={personnelId === null ? EVERYONE : String(personnelId)}
            options={personOptions}
            onChange={(value) => onPersonnelChange(value === EVERYONE ? null : Number(value))}
          />
        </div>
        <div className={styles.dateFilter}>
          <DateInput
            label="Desde"
            name="from"
            value={calendarDateOf(from)}
            onChange={(date) => changeRange({ from: isoOf(date), to })}
          />
        </div>
        <div className={styles.dateFilter}>
          <DateInput
            label="Hasta"
            name="to"
            value={calendarDateOf(to)}
            error={backwards ? rangeMessage : undefined}
            onChange={(date) => changeRange({ from, to: isoOf(date) })}
          />
        </div>
        <div className={styles.quickRanges}>
          <Button variant="secondary" size="sm" onClick={() => changeRange(currentWeek(today))}>
            Esta semana
          </Button>
          <Button variant="secondary" size="sm" onClick={() => changeRange(lastWeek(today))}>
            Semana pasada
          </Button>
          <Button variant="secondary" size="sm" onClick={() => changeRange(currentMonth(today))}>
            Este mes
          </Button>
        </div>
      </div>
      {notice && (
        <div className={layout.messages}>
          <InlineAlert key={notice.key} tone="success" title={notice.title}>
            {notice.message}
          </InlineAlert>
        </div>
      )}
      {ready && days.length === 0 ? (
        <EmptyState
          title="No hay marcas en estas fechas"
          description={
            onRecord
              ? 'Elija otras fechas u otra persona, o registre una desde Registrar marca.'
              : 'Elija otras fechas u otra persona.'
          }
        />
      ) : (
        <DataTable
          caption="Marcas por día"
          exportFileName={sheetFileName('Horario', sheetOwner, day)}
          exportColumns={dayExportColumns}
          printable
          searchPlaceholder="Buscar por persona"
          filters={[{ columnId: 'status', label: 'Estado', allLabel: 'Todos los estados' }]}
          rows={days}
          columns={dayColumns}
          getRowId={(row) => row.id}
          getRowLabel={dayRowLabel}
          status={state.status}
          errorMessage={state.status === 'error' ? state.message : undefined}
          onRetry={onRetry}
          rowActions={rowActions}
        />
      )}
      {ready && (
        <Card
          title="Resumen por mes"
          description={
            range.from > today
              ? 'Las fechas elegidas todavía no llegaron.'
              : `Del ${dayLabel(range.from)} al ${dayLabel(shownUntil)}: las horas trabajadas frente a las del horario, las extra y los días con la salida sin marcar.`
          }
        >
          <DataTable
            caption="Horas por persona y mes"
            exportFileName={sheetFileName('Resumen de horas', sheetOwner, day)}
            exportColumns={monthExportColumns}
            searchable={false}
            rows={months}
            columns={monthColumns}
            getRowId={(row) => row.id}
            getRowLabel={(row) => `${row.name}, ${formatIsoPeriod(row.period)}`}
            emptyState={{ title: 'Nada que resumir', description: 'No hay horas previstas ni marcas en estas fechas.' }}
          />
        </Card>
      )}
      {recording && onRecord && (
        <RecordDialog
          key={recording.key}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          people={active}
          loaded={all}
          today={today}
          personnelId={personnelId}
          onSubmit={onRecord}
          onSaved={(values, message) =>
            setNotice({
              title: `Se registró la marca de ${nameOf(values.personnelId)} del ${dayLabel(values.date)}`,
              message: message ?? '',
              key: recording.key,
            })
          }
          returnFocusTo={() => recordButton.current}
        />
      )}
      {closing && onUpdateRecord && (
        <ExitDialog
          key={closing.key}
          record={closing.record}
          name={closing.row.name}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onSubmit={onUpdateRecord}
          onSaved={(values, message) =>
            setNotice({
              title: `Se registró la salida de ${closing.row.name} a las ${values.exitTime} del ${dayLabel(closing.row.date)}`,
              message: message ?? '',
              key: closing.key,
            })
          }
          // A day whose exit was written has nothing left to do in its row: the focus goes to «Registrar marca».
          returnFocusTo={() => rowActionsButton(dayRowLabel(closing.row)) ?? recordButton.current}
        />
      )}
    </div>
  );
}
