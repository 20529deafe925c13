import { type DocumentCategory, documentMessages, documentUploadSchema } from '@horizontal/domain';
import {
  Button,
  Dialog,
  DialogClose,
  Field,
  fieldLabelId,
  formatFileSize,
  InlineAlert,
  ProgressBar,
  Select,
  TextField,
} from '@horizontal/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ActionResult, settle } from '../../shared/forms';
import * as styles from './DocumentsList.css';
import { documentAccept, documentRule, fileProblem } from './document-labels';

/** What the person says about the file: the rest (type, size, storage key) comes from the file and the upload. */
export type DocumentUploadInput = { name: string; categoryId: number | null };

/**
 * PUT the file to the signed URL of /general/getsignedurl, reporting how much went (0 to 1), then POST
 * /documents/upload; resolves with the server's answer.
 */
export type DocumentUploader = (
  file: File,
  input: DocumentUploadInput,
  onProgress: (fraction: number) => void,
) => Promise<ActionResult>;

/** The Select's value for «no category»: Radix keeps '' for «nothing chosen». */
export const NO_CATEGORY = 'sin-categoria';

export type UploadDialogProps = {
  open: boolean;
  categories: readonly DocumentCategory[];
  /** The category the list is showing, proposed for the new document. */
  initialCategoryId: number | null;
  onUpload: DocumentUploader;
  onClose: () => void;
  /** After the server kept it: the name it was kept under and the server's words. */
  onUploaded: (name: string, message: string) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
};

type Problems = { file?: string; name?: string; category?: string };

const nameProblem = (name: string) => {
  const result = documentUploadSchema.shape.name.safeParse(name.trim());
  return result.success ? undefined : result.error.issues[0]?.message;
};

/**
 * «Subir documento»: the file, its name (the file's own until changed) and its category. A file the storage would
 * refuse is refused here, before it travels; while it goes, a bar says how much went.
 */
export function UploadDialog({
  open,
  categories,
  initialCategoryId,
  onUpload,
  onClose,
  onUploaded,
  returnFocusTo,
}: UploadDialogProps) {
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [category, setCategory] = useState(initialCategoryId === null ? NO_CATEGORY : String(initialCategoryId));
  const [submitted, setSubmitted] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [serverError, setServerError] = useState<string>();
  /** undefined while nothing is going; null once it started and before the first report of progress. */
  const [progress, setProgress] = useState<number | null>();
  const uploading = progress !== undefined;

  const problems: Problems = {
    file: file ? (fileProblem(file) ?? undefined) : submitted ? 'Elija el archivo que quiere subir.' : undefined,
    name: submitted || nameTouched ? nameProblem(name) : undefined,
  };
  const errors: Problems = {
    file: refused.file ?? problems.file,
    name: refused.name ?? problems.name,
    category: refused.category,
  };

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    // The name follows the file until the person writes another one.
    if (name.trim() === '' || name === file?.name) setName(chosen.name);
    setFile(chosen);
    setRefused({});
    setServerError(undefined);
  };

  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstProblem = () => setFocusRequest((count) => count + 1);

  // After the render that shows the errors: the field marked invalid is the one to fix first.
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    setSubmitted(true);
    if (!file || fileProblem(file) || nameProblem(name)) {
      focusFirstProblem();
      return;
    }
    setServerError(undefined);
    setRefused({});
    setProgress(null);
    const documentName = name.trim();
    const result = await settle(() =>
      onUpload(
        file,
        { name: documentName, categoryId: category === NO_CATEGORY ? null : Number(category) },
        (fraction) => setProgress(Math.min(1, Math.max(0, fraction))),
      ),
    );
    setProgress(undefined);
    if (result.ok) {
      onUploaded(documentName, result.message ?? documentMessages.uploaded);
      onClose();
      return;
    }
    // A refusal about one field is shown on it; the rest above the fields.
    if (result.message === documentMessages.foreignCategory) setRefused({ category: result.message });
    else if (result.message === documentMessages.fileMissing || result.message === documentMessages.fileTaken)
      setRefused({ file: result.message });
    else setServerError(result.message);
    focusFirstProblem();
  };

  return (
    <Dialog
      open={open}
      title="Subir documento"
      description={`Un archivo para los documentos del complejo: ${documentRule.typesLabel}, de hasta ${Math.round(documentRule.maxBytes / 1_048_576)} MB.`}
      returnFocusTo={returnFocusTo}
      onOpenChange={(next) => {
        if (!next && !uploading) onClose();
      }}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={uploading}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={uploading}>
            Subir documento
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} noValidate className={styles.dialogForm} onSubmit={(event) => void submit(event)}>
        {serverError && (
          <InlineAlert tone="danger" title="No se pudo subir el documento">
            {serverError}
          </InlineAlert>
        )}
        <Field label="Archivo" kind="group" required error={errors.file}>
          {(wiring) => (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a second visible legend
            <div role="group" aria-labelledby={fieldLabelId(wiring.id)} className={styles.fileRow}>
              <Button
                variant="secondary"
                disabled={uploading}
                aria-describedby={[wiring['aria-describedby'], file ? `${wiring.id}-chosen` : null]
                  .filter(Boolean)
                  .join(' ')}
                aria-invalid={wiring['aria-invalid']}
                onClick={() => input.current?.click()}
              >
                {file ? 'Elegir otro archivo' : 'Elegir archivo'}
              </Button>
              {file && (
                <span id={`${wiring.id}-chosen`} className={styles.fileName}>
                  {file.name} ({formatFileSize(file.size)})
                </span>
              )}
              <input
                ref={input}
                type="file"
                hidden
                accept={documentAccept}
                aria-label="Archivo del documento"
                data-testid="document-file"
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  // Lets the same file be chosen again after another one.
                  event.target.value = '';
                }}
              />
            </div>
          )}
        </Field>
        <TextField
          label="Nombre"
          name="name"
          required
          maxLength={200}
          value={name}
          error={errors.name}
          disabled={uploading}
          hint="Como aparece en la lista; al elegir el archivo se propone el suyo."
          onChange={(next) => {
            setName(next);
            setRefused((current) => ({ ...current, name: undefined }));
          }}
          onBlur={() => setNameTouched(true)}
        />
        <Select
          label="Categoría"
          name="categoryId"
          value={category}
          error={errors.category}
          disabled={uploading}
          onChange={(next) => {
            setCategory(next);
            setRefused((current) => ({ ...current, category: undefined }));
          }}
          options={[
            { value: NO_CATEGORY, label: 'Sin categoría' },
            ...categories.map((option) => ({ value: String(option.id), label: option.name })),
          ]}
        />
        {uploading && (
          <ProgressBar
            label={`Subiendo «${name.trim()}»`}
            value={progress === null ? null : Math.round(progress * 100)}
          />
        )}
      </form>
    </Dialog>
  );
}
