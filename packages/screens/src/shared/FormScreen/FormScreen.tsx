import { Button, InlineAlert, PageHeader, SkeletonGroup, SkeletonText } from '@horizontal/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import * as layout from '../layout.css';

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

/** The frame of every create/modify/detail screen: its title, the server's message, then the sections. */
export function FormScreen({ title, description, meta, actions, serverError, children }: FormScreenProps) {
  const refusal = useRef<HTMLDivElement>(null);
  // A refusal arrives while the person is down at the buttons of a long form: take them up to it.
  useEffect(() => {
    if (!serverError) return;
    refusal.current?.focus({ preventScroll: true });
    refusal.current?.scrollIntoView?.({ block: 'center' });
  }, [serverError]);
  return (
    <div className={layout.formScreen}>
      <PageHeader title={title} description={description} meta={meta} actions={actions} />
      {serverError && (
        <div ref={refusal} tabIndex={-1} className={layout.refusal}>
          <InlineAlert tone="danger" title="No se pudo guardar">
            {serverError}
          </InlineAlert>
        </div>
      )}
      {children}
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
  status: 'loading' | 'error';
  /** What is loading, for screen readers: "Cargando la administradora…". */
  loadingLabel: string;
  message?: string;
  onRetry?: () => void;
};

/** A MODIFY or DETAIL screen whose record has not arrived: skeletons, or why it failed and a retry. */
export function RecordUnavailable({ status, loadingLabel, message, onRetry }: RecordUnavailableProps) {
  if (status === 'loading') return <FormSkeleton label={loadingLabel} />;
  return (
    <InlineAlert tone="danger" title="No se pudieron cargar los datos">
      {message}
      {onRetry && (
        <div>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Reintentar
          </Button>
        </div>
      )}
    </InlineAlert>
  );
}
