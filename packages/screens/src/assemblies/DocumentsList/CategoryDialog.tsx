import { documentCategoryCreateSchema, documentMessages } from '@horizontal/domain';
import { Button, Dialog, DialogClose, InlineAlert, TextField } from '@horizontal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ActionResult, isMessageOf, settle } from '../../shared/forms';
import * as styles from './DocumentsList.css';

export type CategoryDialogProps = {
  open: boolean;
  /** POST /documents/categories/create (the app adds buildingId). */
  onCreate: (name: string) => Promise<ActionResult>;
  onClose: () => void;
  /** After the server kept it: its name and the server's words. */
  onCreated: (name: string, message: string) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
};

const nameProblem = (name: string) => {
  const result = documentCategoryCreateSchema.shape.name.safeParse(name.trim());
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** «Nueva categoría»: a name, refused on the field when the complejo already has one so called. */
export function CategoryDialog({ open, onCreate, onClose, onCreated, returnFocusTo }: CategoryDialogProps) {
  const formId = useId();
  const field = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [pending, setPending] = useState(false);
  const error = refused ?? (submitted ? nameProblem(name) : undefined);

  const [focusRequest, setFocusRequest] = useState(0);
  const focusName = () => setFocusRequest((count) => count + 1);

  // After the render that shows why: the name is what to write again.
  useEffect(() => {
    if (focusRequest > 0) field.current?.querySelector<HTMLElement>('input[name="name"]')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (nameProblem(name)) {
      focusName();
      return;
    }
    setServerError(undefined);
    setPending(true);
    const result = await settle(() => onCreate(name.trim()));
    setPending(false);
    if (result.ok) {
      onCreated(name.trim(), result.message ?? documentMessages.categoryCreated);
      onClose();
      return;
    }
    if (isMessageOf(documentMessages.categoryTaken, result.message)) {
      setRefused(result.message);
      focusName();
    } else setServerError(result.message);
  };

  return (
    <Dialog
      open={open}
      size="sm"
      title="Nueva categoría"
      description="Agrupa los documentos del complejo, por ejemplo Actas de asamblea o Balances."
      returnFocusTo={returnFocusTo}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={pending}>
            Crear categoría
          </Button>
        </>
      }
    >
      <form ref={field} id={formId} noValidate className={styles.dialogForm} onSubmit={(event) => void submit(event)}>
        {serverError && (
          <InlineAlert tone="danger" title="No se pudo crear la categoría">
            {serverError}
          </InlineAlert>
        )}
        <TextField
          label="Nombre"
          name="name"
          required
          maxLength={80}
          value={name}
          error={error}
          onChange={(next) => {
            setName(next);
            setRefused(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
