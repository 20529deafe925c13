import { Button, Icon, InlineAlert, PageHeader, SkeletonGroup, SkeletonText } from '@horizontal/ui';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import * as layout from '../layout.css';
import { PrintOwner, printNote } from '../print';
import { RecordHistory, type RecordHistoryProps } from '../RecordHistory';

/**
 * Set by RecordForm around a record's detail: the FormScreen inside then offers «Imprimir» and a printed heading
 * with the day. Every detail is drawn through RecordForm, so no detail screen has to remember it, and an editor or
 * a record still loading never offers it.
 */
export const PrintableRecord = createContext(false);

/**
 * Set by RecordForm around a record's detail when the page gives its history: the FormScreen inside shows, below
 * its sections, who created the record and who changed it last. Detail screens pass nothing for it.
 */
export const DetailHistory = createContext<RecordHistoryProps | null>(null);

export type FormScreenProps = {
  title: string;
  description?: string;
  /** Beside the title, e.g. a StatusBadge. */
  meta?: ReactNode;
  /** Top right, e.g. "Modificar" in DETAIL mode. */
  actions?: ReactNode;
  /** The server's message after a failed save. */
  serverError?: string;
  children: ReactNode;
};

/**
 * The frame of every create/modify/detail screen: its title, the server's message, then the sections. A record's
 * detail also offers «Imprimir»: on paper, its title, the day it was printed and the sections, without the buttons.
 */
export function FormScreen({ title, description, meta, actions, serverError, children }: FormScreenProps) {
  const printable = useContext(PrintableRecord);
  const history = useContext(DetailHistory);
  const owner = useContext(PrintOwner);
  const refusal = useRef<HTMLDivElement>(null);
  // A refusal arrives while the person is down at the buttons of a long form: take them up to it.
  useEffect(() => {
    if (!serverError) return;
    refusal.current?.focus({ preventScroll: true });
    refusal.current?.scrollIntoView?.({ block: 'center' });
  }, [serverError]);
  return (
    <div className={layout.formScreen}>
      <PageHeader
        title={title}
        description={description}
        meta={meta}
        actions={
          printable ? (
            <>
              <Button variant="secondary" onClick={() => window.print()}>
                <Icon name="print" size="sm" />
                Imprimir
              </Button>
              {actions}
            </>
          ) : (
            actions
          )
        }
        printNote={printable ? printNote(owner, new Date()) : undefined}
      />
      {serverError && (
        <div ref={refusal} tabIndex={-1} className={layout.refusal}>
          <InlineAlert tone="danger" title="No se pudo guardar">
            {serverError}
          </InlineAlert>
        </div>
      )}
      {children}
      {history && <RecordHistory {...history} />}
    </div>
  );
}

/** Stands in for a form whose data is still loading (e.g. MODIFY opened from a link). */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <SkeletonText lines={6} />
    </SkeletonGroup>
  );
}

export type RecordUnavailableProps = {
  status: 'loading' | 'error' | 'missing';
  /** What is loading, for screen readers: "Cargando la administradora…". */
  loadingLabel: string;
  message?: string;
  onRetry?: () => void;
  /** Back to the list, where a record that does not exist can be chosen again. */
  onBack?: () => void;
};

/** An alert that says what went wrong and offers the one step that can help (retry, or back to the list). */
export function AlertWithStep({
  tone,
  title,
  message,
  stepLabel,
  onStep,
}: {
  tone: 'danger' | 'warning';
  title: string;
  message?: string;
  stepLabel: string;
  onStep?: () => void;
}) {
  return (
    <InlineAlert tone={tone} title={title}>
      {message}
      {onStep && (
        <div>
          <Button variant="secondary" size="sm" onClick={onStep}>
            {stepLabel}
          </Button>
        </div>
      )}
    </InlineAlert>
  );
}

/**
 * A MODIFY or DETAIL screen whose record has not arrived: skeletons; why it failed and a retry; or, for a record
 * that does not exist, the way back to its list (a retry could not help).
 */
export function RecordUnavailable({ status, loadingLabel, message, onRetry, onBack }: RecordUnavailableProps) {
  if (status === 'loading') return <FormSkeleton label={loadingLabel} />;
  if (status === 'missing') {
    return (
      <AlertWithStep
        tone="warning"
        title="No encontramos ese registro"
        message={message}
        stepLabel="Volver al listado"
        onStep={onBack}
      />
    );
  }
  return (
    <AlertWithStep
      tone="danger"
      title="No se pudieron cargar los datos"
      message={message}
      stepLabel="Reintentar"
      onStep={onRetry}
    />
  );
}

export type OptionsUnavailableProps = {
  /** "No se pudieron cargar los apartamentos". */
  title: string;
  message: string;
  onRetry?: () => void;
};

/** The options a form chooses from did not arrive: why, and a retry next to it. */
export function OptionsUnavailable({ title, message, onRetry }: OptionsUnavailableProps) {
  return <AlertWithStep tone="danger" title={title} message={message} stepLabel="Reintentar" onStep={onRetry} />;
}
