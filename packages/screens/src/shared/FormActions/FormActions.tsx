import { Button, ConfirmDialog } from '@horizontal/ui';
import { useState } from 'react';
import { ANOTHER_SUBMIT } from '../forms/useSavingForm';
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
  /** A second submit that saves and starts the next record at once: «Guardar y crear otro». */
  anotherLabel?: string;
};

/** The end of every form: Cancelar, then the primary action last (DESIGN.md). */
export function FormActions({
  submitLabel,
  submitting = false,
  onCancel,
  cancelLabel = 'Cancelar',
  dirty = false,
  anotherLabel,
}: FormActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.actions} data-slot="form-actions">
      {onCancel && (
        <Button variant="secondary" disabled={submitting} onClick={() => (dirty ? setConfirming(true) : onCancel())}>
          {cancelLabel}
        </Button>
      )}
      {anotherLabel && (
        <Button type="submit" variant="secondary" disabled={submitting} name={ANOTHER_SUBMIT} value="1">
          {anotherLabel}
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
