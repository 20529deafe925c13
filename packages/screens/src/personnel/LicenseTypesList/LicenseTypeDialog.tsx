import { Button, Checkbox, Dialog, DialogClose, InlineAlert, NumberField, TextField } from '@horizontal/ui';
import { useRef } from 'react';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import * as styles from './LicenseTypesList.css';
import {
  ANNUAL_LEAVE_IN_SENTENCE,
  emptyDraft,
  type LicenseTypeDraft,
  type LicenseTypeValues,
  refusedField,
  toRequest,
  validate,
} from './license-type-form';

export type LicenseTypeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** POST /personnel/license/type/create (the app adds buildingId). */
  onSubmit: (values: LicenseTypeValues) => Promise<ActionResult>;
  /** After the server kept it, with its words; the dialog is closed by then. */
  onSaved: (values: LicenseTypeValues, message: string | undefined) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
};

const TITLE = 'Nuevo tipo de licencia';

/**
 * «Nuevo tipo»: a name, the most days it lasts (none for no top), whether it is paid and whether it is the annual
 * leave. A name the complejo already has is refused on the field; any other refusal stays in the dialog.
 */
export function LicenseTypeDialog({ open, onOpenChange, onSubmit, onSaved, returnFocusTo }: LicenseTypeDialogProps) {
  // The server's words of the save, for the notice once the dialog closes (onSaved hears only the values).
  const answer = useRef<string | undefined>(undefined);
  const form = useSavingForm<LicenseTypeDraft, LicenseTypeValues>({
    initial: emptyDraft,
    validate,
    toRequest,
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      answer.current = result.message;
      return result;
    },
    onSaved: (values) => {
      onOpenChange(false);
      onSaved(values, answer.current);
    },
    fieldOf: refusedField,
  });
  const { values, setValue } = form;

  return (
    <Dialog
      title={TITLE}
      description="Los tipos que se eligen al registrar una licencia del personal."
      open={open}
      onOpenChange={(next) => {
        // A dialog that is saving stays until the server answers.
        if (!form.submitting) onOpenChange(next);
      }}
      returnFocusTo={returnFocusTo}
    >
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={TITLE}>
        {form.serverError && (
          <InlineAlert tone="danger" title="No se pudo crear el tipo de licencia">
            {form.serverError}
          </InlineAlert>
        )}
        <TextField
          label="Nombre"
          {...form.field('name')}
          required
          maxLength={80}
          hint="Por ejemplo Enfermedad, Estudio o Duelo."
        />
        <NumberField
          label="Días máximos"
          {...form.field('maxDays')}
          maxLength={3}
          hint="Opcional: cuántos días dura como máximo una licencia de este tipo. Vacío, no tiene tope."
        />
        <Checkbox
          label="Con goce de sueldo"
          name="paid"
          hint="Si no, los días de licencia no se pagan."
          checked={values.paid}
          onChange={(paid) => setValue('paid', paid)}
        />
        <Checkbox
          label={`Es la ${ANNUAL_LEAVE_IN_SENTENCE}`}
          name="annual"
          hint="Sus licencias se aprueban contra el saldo de días de cada persona, que crece con la antigüedad."
          checked={values.annual}
          onChange={(annual) => setValue('annual', annual)}
        />
        <div className={styles.dialogActions}>
          <DialogClose>
            <Button variant="secondary" disabled={form.submitting}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" loading={form.submitting}>
            Crear tipo
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
