import { Button, ConfirmDialog } from '@horizontal/ui';
import { useState } from 'react';
import * as styles from './FormActions.css';

export type FormActionsProps = {
  /** A verb: Guardar, Crear administradora, Enviar solicitud. */
  submitLabel: string;
  submitting?: boolean;
  /** Without it there is no Cancelar, e.g. a forced password change. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** With unsaved changes, Cancelar asks before throwing them away. */
  dirty?: boolean;
};

/** The end of every form: Cancelar, then the primary action last (DESIGN.md). */
export function FormActions({
  submitLabel,
  submitting = false,
  onCancel,
  cancelLabel = 'Cancelar',
  dirty = false,
}: FormActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.actions} data-slot="form-actions">
      {onCancel && (
        <Button variant="secondary" disabled={submitting} onClick={() => (dirty ? setConfirming(true) : onCancel())}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      {onCancel && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="¿Descartar los cambios?"
          description="Los datos que modificó en este formulario todavía no se guardaron y se perderán."
          confirmLabel="Descartar cambios"
          cancelLabel="Seguir editando"
          onConfirm={onCancel}
        />
      )}
    </div>
  );
}
