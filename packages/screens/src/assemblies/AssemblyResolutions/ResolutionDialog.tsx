import { type Resolution, resolutionResultLabels, resolutionResults } from '@horizontal/domain';
import { Button, Dialog, DialogClose, InlineAlert, RadioGroup, TextArea, TextField } from '@horizontal/ui';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import * as styles from './AssemblyResolutions.css';
import { draftOf, type ResolutionDraft, type ResolutionValues, toRequest, validate } from './resolution-form';

export type ResolutionDialogProps = {
  /** The resolution changed, or null for a new one. */
  resolution: Resolution | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: ResolutionValues) => Promise<ActionResult>;
  /** After the server said ok; the dialog is closed by then. */
  onSaved: (values: ResolutionValues) => void;
  /** The button that opened it, or the row's menu button: the menu item that opened it is gone by then. */
  returnFocusTo: () => HTMLElement | null | undefined;
};

const resultOptions = resolutionResults.map((result) => ({ value: result, label: resolutionResultLabels[result] }));

/**
 * Adds a resolution (POST /assemblies/resolutions/create) or changes one (PUT …/update) in a dialog over the page:
 * the refusal of the server stays in the dialog, with what was typed, until it is fixed or given up.
 */
export function ResolutionDialog({
  resolution,
  open,
  onOpenChange,
  onSubmit,
  onSaved,
  returnFocusTo,
}: ResolutionDialogProps) {
  const form = useSavingForm<ResolutionDraft, ResolutionValues>({
    initial: draftOf(resolution),
    validate,
    toRequest,
    onSubmit,
    onSaved: (values) => {
      onOpenChange(false);
      onSaved(values);
    },
  });
  const title = resolution ? `Modificar la resolución «${resolution.title}»` : 'Agregar resolución';

  return (
    <Dialog
      title={title}
      open={open}
      onOpenChange={(next) => {
        // A dialog that is saving stays until the server answers.
        if (!form.submitting) onOpenChange(next);
      }}
      returnFocusTo={returnFocusTo}
    >
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        {form.serverError && (
          <InlineAlert tone="danger" title="No se pudo guardar la resolución">
            {form.serverError}
          </InlineAlert>
        )}
        <TextField label="Título" {...form.field('title')} required maxLength={120} />
        <RadioGroup
          label="Resultado"
          name="result"
          required
          orientation="horizontal"
          value={form.values.result}
          onChange={(result) => form.setValue('result', result as ResolutionDraft['result'])}
          error={form.errors.result}
          options={resultOptions}
        />
        <TextArea
          label="Descripción"
          {...form.field('description')}
          maxLength={2000}
          hint="Opcional: lo que se resolvió, con sus cifras y plazos."
        />
        <div className={styles.dialogActions}>
          <DialogClose>
            <Button variant="secondary" disabled={form.submitting}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" loading={form.submitting}>
            {resolution ? 'Guardar resolución' : 'Agregar resolución'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
