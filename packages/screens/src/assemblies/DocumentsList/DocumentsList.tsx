import {
  type BuildingDocument,
  type DocumentCategory,
  documentMessages,
  formatIsoDate,
  parseIsoDate,
} from '@horizontal/domain';
import {
  Button,
  DataTable,
  type DataTableColumn,
  type DataTableViewState,
  EmptyState,
  formatFileSize,
  InlineAlert,
  PageHeader,
  Select,
} from '@horizontal/ui';
import { useMemo, useRef, useState } from 'react';
import { type ActionResult, settle } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { type ListState, rowsOf, sheetFileName } from '../../shared/lists/ListScreen';
import { printNote } from '../../shared/print';
import { RowActionDialog } from '../../shared/RowActionDialog';
import { CategoryDialog } from './CategoryDialog';
import * as styles from './DocumentsList.css';
import { documentRowLabel, documentTypeOf, uploadedDayOf } from './document-labels';
import { type DocumentUploader, NO_CATEGORY, UploadDialog } from './UploadDialog';

export type DocumentsListProps = {
  /** POST /documents/findall with categoryId null: every document of the complejo, filtered here by category. */
  state: ListState<'documents', BuildingDocument>;
  /** «Reintentar» after the list failed to load. */
  onRetry: () => void;
  /** POST /documents/categories/findall; empty while they load. */
  categories: readonly DocumentCategory[];
  /** Montevideo's day (yyyy-mm-dd), in the exported sheet's name and under the printed title. */
  today: string;
  /** Whose documents they are, in the exported sheet and on paper: the complejo. */
  sheetOwner?: string;
  /** POST /documents/getpath, then the browser downloads from the signed URL. */
  onDownload: (document: BuildingDocument) => Promise<ActionResult>;
  /** Absent when the profile may not upload. */
  onUpload?: DocumentUploader;
  /** POST /documents/categories/create (the app adds buildingId); absent when the profile may not. */
  onCreateCategory?: (name: string) => Promise<ActionResult>;
  /** DELETE /documents/categories/delete/{id}; only an empty one goes. Absent when the profile may not. */
  onDeleteCategory?: (category: DocumentCategory) => Promise<ActionResult>;
  /** Where the person left this list: its search, order and page (the app's address). */
  view?: Partial<DataTableViewState>;
  onViewChange?: (view: DataTableViewState) => void;
};

export const documentsEmpty = {
  title: 'Todavía no hay documentos',
  description: 'Suba el primero desde Subir documento.',
};

/** The category filter's value for every document. */
const ALL = 'todas';

const dayValue = (isoDate: string) => {
  const date = parseIsoDate(isoDate);
  return date.ok ? date.value : null;
};

const columns: readonly DataTableColumn<BuildingDocument>[] = [
  { id: 'name', header: 'Nombre', value: (document) => document.name, primary: true },
  { id: 'category', header: 'Categoría', value: (document) => document.category ?? 'Sin categoría', width: '16%' },
  { id: 'type', header: 'Tipo', value: (document) => documentTypeOf(document.contentType), width: '9%' },
  {
    id: 'size',
    header: 'Tamaño',
    kind: 'number',
    value: (document) => document.sizeBytes,
    render: (document) => formatFileSize(document.sizeBytes),
    width: '10%',
  },
  {
    id: 'uploadedAt',
    header: 'Subido',
    kind: 'date',
    value: (document) => dayValue(uploadedDayOf(document)),
    render: (document) => formatIsoDate(uploadedDayOf(document)),
    width: '11%',
  },
  { id: 'uploadedBy', header: 'Subido por', value: (document) => document.uploadedBy ?? 'Sin dato', width: '15%' },
];

type Notice = { tone: 'success' | 'danger'; title: string; message: string };

/**
 * /documentos/listado: the complejo's files (actas, reglamentos, balances), by category. A document is downloaded
 * from its row; «Subir documento» sends a new one straight to storage, and the categories are created and, empty,
 * deleted here.
 */
export function DocumentsList({
  state,
  onRetry,
  categories,
  today,
  sheetOwner,
  onDownload,
  onUpload,
  onCreateCategory,
  onDeleteCategory,
  view,
  onViewChange,
}: DocumentsListProps) {
  const all = rowsOf(state, 'documents');
  const [filter, setFilter] = useState(ALL);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'upload' | 'category'; key: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const categoryButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const filterBar = useRef<HTMLDivElement>(null);
  const day = useMemo(() => new Date(`${today}T12:00:00`), [today]);

  // A category deleted elsewhere leaves the filter on nothing: back to every document.
  const chosen = categories.find((category) => String(category.id) === filter);
  const current = chosen ? filter : filter === NO_CATEGORY ? NO_CATEGORY : ALL;
  // The same array must reach the table until the rows or the filter change: a new one goes back to page one.
  const rows = useMemo(
    () =>
      current === ALL
        ? all
        : all.filter((document) =>
            current === NO_CATEGORY ? document.categoryId === null : String(document.categoryId) === current,
          ),
    [all, current],
  );

  const [deleting, setDeleting] = useState<{ category: DocumentCategory; key: number } | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const open = (kind: 'upload' | 'category') => {
    setNotice(null);
    setDialog((previous) => ({ kind, key: (previous?.key ?? 0) + 1 }));
    setDialogOpen(true);
  };

  const download = async (document: BuildingDocument) => {
    setNotice(null);
    const result = await settle(() => onDownload(document));
    if (!result.ok)
      setNotice({ tone: 'danger', title: `No se pudo descargar «${document.name}»`, message: result.message });
  };

  const askDelete = (category: DocumentCategory) => {
    setNotice(null);
    setDeleting((previous) => ({ category, key: (previous?.key ?? 0) + 1 }));
    setDeleteOpen(true);
  };

  const deleteCategory = async (category: DocumentCategory) => {
    if (!onDeleteCategory) return;
    const result = await settle(() => onDeleteCategory(category));
    if (!result.ok) {
      setNotice({ tone: 'danger', title: 'No se pudo completar la acción', message: result.message });
      return;
    }
    setNotice({
      tone: 'success',
      title: `Se eliminó la categoría «${category.name}»`,
      message: result.message ?? documentMessages.categoryDeleted,
    });
    setFilter(ALL);
  };

  const content =
    state.status === 'ready' && all.length === 0 ? (
      <EmptyState
        title={documentsEmpty.title}
        description={
          onUpload ? documentsEmpty.description : 'Su perfil permite consultar esta lista, pero no subir documentos.'
        }
        action={
          onUpload && (
            <Button variant="secondary" onClick={() => open('upload')}>
              Subir documento
            </Button>
          )
        }
      />
    ) : (
      <DataTable
        caption="Documentos"
        exportFileName={sheetFileName('Documentos', sheetOwner, day)}
        printable
        initialView={view}
        onViewChange={onViewChange}
        searchPlaceholder="Buscar por nombre, categoría o quién lo subió"
        initialSort={{ columnId: 'uploadedAt', direction: 'desc' }}
        rows={rows}
        columns={columns}
        getRowId={(document) => String(document.id)}
        getRowLabel={documentRowLabel}
        status={state.status}
        errorMessage={state.status === 'error' ? state.message : undefined}
        onRetry={onRetry}
        rowActions={(document) => [{ label: 'Descargar', onSelect: () => void download(document) }]}
      />
    );

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Documentos"
        description="Los archivos del complejo: actas, reglamentos, balances y lo que la administración comparte."
        printNote={printNote(sheetOwner, day)}
        actions={
          <>
            {onCreateCategory && (
              <Button ref={categoryButton} variant="secondary" onClick={() => open('category')}>
                Nueva categoría
              </Button>
            )}
            {onUpload && (
              <Button ref={uploadButton} onClick={() => open('upload')}>
                Subir documento
              </Button>
            )}
          </>
        }
      />
      <div className={layout.filters}>
        <div ref={filterBar} className={styles.categoryBar}>
          <div className={styles.categoryFilter}>
            <Select
              label="Categoría"
              name="category"
              value={current}
              disabled={state.status !== 'ready'}
              onChange={(next) => {
                setFilter(next);
                setNotice(null);
              }}
              options={[
                { value: ALL, label: 'Todas' },
                ...categories.map((category) => ({ value: String(category.id), label: category.name })),
                { value: NO_CATEGORY, label: 'Sin categoría' },
              ]}
            />
          </div>
          {onDeleteCategory && chosen && (
            <Button ref={deleteButton} variant="ghost" onClick={() => askDelete(chosen)}>
              Eliminar categoría
            </Button>
          )}
        </div>
      </div>
      {notice && (
        <div className={layout.messages}>
          <InlineAlert tone={notice.tone} title={notice.title}>
            {notice.message}
          </InlineAlert>
        </div>
      )}
      {content}
      {deleting && (
        <RowActionDialog
          key={deleting.key}
          open={deleteOpen}
          title={`¿Eliminar la categoría «${deleting.category.name}»?`}
          description="Solo se puede eliminar una categoría sin documentos. Esta acción no se puede deshacer."
          confirmLabel="Eliminar"
          tone="danger"
          onClose={() => setDeleteOpen(false)}
          onConfirm={() => deleteCategory(deleting.category)}
          // Once deleted its button is gone with it: the filter, back on «Todas», is where the person goes on.
          returnFocusTo={() =>
            deleteButton.current ?? filterBar.current?.querySelector<HTMLElement>('[role="combobox"]')
          }
        />
      )}
      {dialog?.kind === 'upload' && onUpload && (
        <UploadDialog
          key={dialog.key}
          open={dialogOpen}
          categories={categories}
          initialCategoryId={chosen ? chosen.id : null}
          onUpload={onUpload}
          onClose={() => setDialogOpen(false)}
          onUploaded={(name, message) =>
            setNotice({ tone: 'success', title: `Se subió el documento «${name}»`, message })
          }
          returnFocusTo={() => uploadButton.current}
        />
      )}
      {dialog?.kind === 'category' && onCreateCategory && (
        <CategoryDialog
          key={dialog.key}
          open={dialogOpen}
          onCreate={onCreateCategory}
          onClose={() => setDialogOpen(false)}
          onCreated={(name, message) =>
            setNotice({ tone: 'success', title: `Se creó la categoría «${name}»`, message })
          }
          returnFocusTo={() => categoryButton.current}
        />
      )}
    </div>
  );
}
