import {
  type AssemblyAttendance,
  assemblyMessages,
  attendanceKindLabels,
  attendanceQuorumLine,
  matchesUnitSearch,
} from '@horizontal/domain';
import { Button, Card, EmptyState, InlineAlert, SkeletonGroup, SkeletonText, TextField } from '@horizontal/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ActionResult, useSubmission, useUnsavedChanges } from '../../shared/forms';
import { AttendanceRow, type ProxyUnitOption } from './AttendanceRow';
import * as styles from './AttendanceSheet.css';
import {
  type AttendanceChange,
  type AttendanceDraft,
  changedRows,
  draftsOf,
  kindCounts,
  refusedUnit,
  sheetTally,
  validateSheet,
} from './attendance-draft';

export type AttendanceSheetProps = {
  /** POST /assemblies/attendance/findall: every unit of the complejo, and the quorum the server counted. */
  state:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; attendance: AssemblyAttendance };
  onRetry: () => void;
  /**
   * PUT /assemblies/attendance/update with the changed units only (the app adds assemblyId); absent when the
   * profile may not, or the assembly was cancelled: the sheet is then read-only.
   */
  onSave?: (units: AttendanceChange[]) => Promise<ActionResult>;
  /** GET /assemblies/attendance/pdf/{id}: the sheet to sign at the door, downloaded by the app. */
  onPrint?: () => Promise<ActionResult>;
  /** Why the sheet is read-only, said above it: the assembly was cancelled. */
  readOnlyNote?: string;
  onDirtyChange?: (dirty: boolean) => void;
};

type Notice = { tone: 'success' | 'danger' | 'info'; title?: string; message: string };

const unitsWord = (count: number) => (count === 1 ? '1 unidad' : `${count} unidades`);

/**
 * The attendance of one assembly, on its page: each unit of the complejo present, represented by a proxy (who holds
 * it, and the unit present whose owner does) or absent, with the quorum by heads and by coefficient counted live as
 * the law counts it (domain README, «Asambleas y votaciones»). «Guardar asistencia» sends only the units that
 * changed; a represented unit without a holder is pointed out on its row and nothing is sent.
 */
export function AttendanceSheet({
  state,
  onRetry,
  onSave,
  onPrint,
  readOnlyNote,
  onDirtyChange,
}: AttendanceSheetProps) {
  const printing = useSubmission();
  const print = onPrint && (
    <Button
      variant="secondary"
      loading={printing.submitting}
      onClick={() => void printing.run(onPrint)}
      disabled={state.status !== 'ready'}
    >
      Imprimir hoja de asistencia
    </Button>
  );
  return (
    <Card title="Asistencia" actions={print}>
      {printing.serverError && (
        <InlineAlert tone="danger" title="No se pudo descargar la hoja de asistencia">
          {printing.serverError}
        </InlineAlert>
      )}
      {state.status === 'loading' && (
        <SkeletonGroup label="Cargando la asistencia…">
          <SkeletonText lines={6} />
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <InlineAlert tone="danger" title="No se pudo cargar la asistencia">
          {state.message}
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Reintentar
            </Button>
          </div>
        </InlineAlert>
      )}
      {state.status === 'ready' &&
        (state.attendance.units.length === 0 ? (
          <EmptyState
            title="El complejo todavía no tiene unidades"
            description="La asistencia se toma por unidad: agréguelas en Complejo › Apartamentos."
          />
        ) : (
          <SheetEditor
            attendance={state.attendance}
            onSave={onSave}
            readOnlyNote={readOnlyNote}
            onDirtyChange={onDirtyChange}
          />
        ))}
    </Card>
  );
}

type SheetEditorProps = Pick<AttendanceSheetProps, 'onSave' | 'readOnlyNote' | 'onDirtyChange'> & {
  attendance: AssemblyAttendance;
};

function SheetEditor({ attendance, onSave, readOnlyNote, onDirtyChange }: SheetEditorProps) {
  const { units } = attendance;
  const [source, setSource] = useState(attendance);
  const [saved, setSaved] = useState(() => draftsOf(units));
  const [drafts, setDrafts] = useState(saved);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<{ apartmentId: number; message: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [query, setQuery] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const submission = useSubmission();

  const changes = useMemo(() => changedRows(units, saved, drafts), [units, saved, drafts]);
  const dirty = changes.length > 0;
  const release = useUnsavedChanges(dirty, onDirtyChange);

  // The app hands over what the server holds after a save or a reload: it becomes the sheet's starting point, and
  // replaces the rows too unless the person is in the middle of changing them.
  if (attendance !== source) {
    setSource(attendance);
    const next = draftsOf(attendance.units);
    setSaved(next);
    if (!dirty || attendance.units.length !== units.length) setDrafts(next);
  }

  const problems = useMemo(
    () => (submitted ? validateSheet(units, changes, drafts) : new Map()),
    [submitted, units, changes, drafts],
  );
  const tally = useMemo(() => sheetTally(units, drafts), [units, drafts]);
  const counts = useMemo(() => kindCounts(drafts), [drafts]);
  const presentUnits = useMemo<ProxyUnitOption[]>(
    () =>
      units
        .filter((_, index) => drafts[index]!.kind === 'presente')
        .map((unit) => ({ value: String(unit.apartmentId), label: unit.apartment })),
    [units, drafts],
  );

  const onChange = useCallback(
    (index: number, patch: Partial<AttendanceDraft>) => {
      setDrafts((current) => {
        const next = current.slice();
        next[index] = { ...current[index]!, ...patch };
        return next;
      });
      setRefused((current) => (current && units[index]?.apartmentId === current.apartmentId ? null : current));
    },
    [units],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = list.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus({ preventScroll: true });
    invalid?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest]);

  const save = async () => {
    if (!onSave) return;
    setNotice(null);
    setRefused(null);
    setSubmitted(true);
    if (changes.length === 0) {
      setNotice({ tone: 'info', message: 'No hay cambios para guardar: la asistencia ya está como la ve.' });
      return;
    }
    if (validateSheet(units, changes, drafts).size > 0) {
      // A row hidden by the search cannot take the focus.
      setQuery('');
      setFocusRequest((count) => count + 1);
      return;
    }
    const result = await submission.run(() => onSave(changes));
    if (!result) return;
    if (result.ok) {
      setSaved(drafts);
      setSubmitted(false);
      release();
      setNotice({
        tone: 'success',
        title: `Se guardó la asistencia de ${unitsWord(changes.length)}`,
        message: result.message ?? assemblyMessages.attendanceSaved,
      });
      return;
    }
    const apartmentId = refusedUnit(units, result.message);
    if (apartmentId !== null) {
      setQuery('');
      setRefused({ apartmentId, message: result.message });
      setFocusRequest((count) => count + 1);
    }
    setNotice({ tone: 'danger', title: 'No se pudo guardar la asistencia', message: result.message });
  };

  const needle = query.trim();
  const readOnly = !onSave;

  return (
    <div className={styles.sheet}>
      {readOnlyNote && <InlineAlert tone="info">{readOnlyNote}</InlineAlert>}
      <div className={styles.quorum} role="status">
        <p className={styles.quorumLine}>{attendanceQuorumLine(tally)}</p>
        <p className={styles.counts}>
          {attendanceKindLabels.presente}: {counts.presente} · {attendanceKindLabels.representada}:{' '}
          {counts.representada} · {attendanceKindLabels.ausente}: {counts.ausente}
        </p>
      </div>
      {notice && (
        <InlineAlert tone={notice.tone} title={notice.title}>
          {notice.message}
        </InlineAlert>
      )}
      <div className={styles.toolbar}>
        <TextField
          size="sm"
          type="search"
          label="Buscar unidad"
          name="buscar-unidad"
          value={query}
          onChange={setQuery}
          autoComplete="off"
          hint="Por torre o número, por ejemplo A 101."
        />
      </div>
      <ul ref={list} className={styles.rows} aria-label="Unidades del complejo">
        {units.map((unit, index) => {
          if (needle && !matchesUnitSearch(unit.apartment, needle)) return null;
          const draft = drafts[index]!;
          const rowErrors =
            refused?.apartmentId === unit.apartmentId
              ? { ...problems.get(unit.apartmentId), proxyApartmentId: refused.message }
              : problems.get(unit.apartmentId);
          return (
            <AttendanceRow
              key={unit.apartmentId}
              index={index}
              unit={unit}
              draft={draft}
              errors={rowErrors}
              presentUnits={draft.kind === 'representada' ? presentUnits : undefined}
              onChange={readOnly ? undefined : onChange}
            />
          );
        })}
      </ul>
      {needle && !units.some((unit) => matchesUnitSearch(unit.apartment, needle)) && (
        <p className={styles.empty}>Ninguna unidad coincide con «{needle}».</p>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          <span className={styles.counts}>
            {dirty ? `Sin guardar: ${unitsWord(changes.length)}` : 'Sin cambios por guardar'}
          </span>
          <Button onClick={save} loading={submission.submitting}>
            Guardar asistencia
          </Button>
        </div>
      )}
    </div>
  );
}
