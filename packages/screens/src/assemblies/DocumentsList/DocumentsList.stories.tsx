import { type DocumentCategory, documentMessages, formatIsoDate, refusals, uploadMessages } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { documentCategoryFixtures, documentFixtures } from '@horizontal/mocks/fixtures';
import { formatFileSize } from '@horizontal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../shared/forms';
import { answer, failure, ok, pending } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose } from '../../shared/stories/form-stories';
import { body, rowMenuLabels } from '../../shared/stories/lists';
import { DocumentsList, documentsEmpty } from './DocumentsList';
import { uploadedDayOf } from './document-labels';
import type { DocumentUploader } from './UploadDialog';

/** Parque Batlle's files: two actas, two reglamentos, a balance and a budget without a category. */
const documents = ofBuilding(documentFixtures);
const categories: DocumentCategory[] = ofBuilding(documentCategoryFixtures).map(({ id, name }) => ({ id, name }));
const minutes = categories.find((category) => category.name === 'Actas de asamblea')!;
const rules = categories.find((category) => category.name === 'Reglamento')!;
const bylaws = documents.find((document) => document.name === 'Reglamento de copropiedad.pdf')!;
const balance = documents.find((document) => document.contentType.includes('spreadsheet'))!;
const inMinutes = documents.filter((document) => document.categoryId === minutes.id);
const uncategorized = documents.filter((document) => document.categoryId === null);

/** An upload that reports half, then all, and answers as the server does. */
const uploads = async (_file: File, _input: unknown, onProgress: (fraction: number) => void): Promise<ActionResult> => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 50));
  onProgress(1);
  return ok(documentMessages.uploaded);
};

const meta = {
  title: 'Pantallas/Asambleas/DocumentsList',
  component: DocumentsList,
  args: {
    state: { status: 'ready', documents },
    categories,
    today: DEMO_TODAY,
    onRetry: fn(),
    onDownload: fn(answer(ok())),
    onUpload: fn<DocumentUploader>(uploads),
    onCreateCategory: fn(answer(ok(documentMessages.categoryCreated))),
    onDeleteCategory: fn(answer(ok(documentMessages.categoryDeleted))),
  },
} satisfies Meta<typeof DocumentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Documentos' })).getAllByRole('row');

const pdf = (name: string, size = 120_000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** Picks a file as the picker would, with the type it says it is (the browser's own filter left aside). */
const pickFile = async (dialog: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false }).upload(within(dialog).getByTestId('document-file'), file);

const openUpload = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subir documento' }));
  return body().findByRole('dialog', { name: 'Subir documento' });
};

const dialogClosed = () => waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ args, canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(documents.length + 1);
    const bylawsRow = rows.find((row) => row.textContent?.includes(bylaws.name))!;
    await expect(bylawsRow).toHaveTextContent('Reglamento');
    await expect(bylawsRow).toHaveTextContent('PDF');
    await expect(bylawsRow).toHaveTextContent(formatFileSize(bylaws.sizeBytes));
    await expect(bylawsRow).toHaveTextContent(formatIsoDate(uploadedDayOf(bylaws)));
    await expect(bylawsRow).toHaveTextContent(bylaws.uploadedBy!);
    await expect(rows.find((row) => row.textContent?.includes(balance.name))).toHaveTextContent('Excel');
    await expect(rows.find((row) => row.textContent?.includes(uncategorized[0]!.name))).toHaveTextContent(
      'Sin categoría',
    );
    await expect(await rowMenuLabels(canvasElement, bylaws.name)).toEqual(['Descargar']);
    await userEvent.click(body().getByRole('menuitem', { name: 'Descargar' }));
    await expect(args.onDownload).toHaveBeenCalledWith(bylaws);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: `Acciones para ${bylaws.name}` })).toHaveFocus(),
    );
  },
};

/** «Todas» by default; one category, or the documents without one. */
export const FiltrarPorCategoría: Story = {
  name: 'Filtrar por categoría',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Todas');
    await choose(canvasElement, 'Categoría', minutes.name);
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(inMinutes.length + 1));
    for (const document of inMinutes) await expect(within(canvasElement).getByText(document.name)).toBeVisible();
    await choose(canvasElement, 'Categoría', 'Sin categoría');
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(uncategorized.length + 1));
  },
};

/** The link could not be signed: said above the list, by the document's name. */
export const DescargaFallida: Story = {
  args: { onDownload: fn(answer(failure(documentMessages.notFound))) },
  play: async ({ canvasElement }) => {
    await rowMenuLabels(canvasElement, bylaws.name);
    await userEvent.click(body().getByRole('menuitem', { name: 'Descargar' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`No se pudo descargar «${bylaws.name}»`);
    await expect(alert).toHaveTextContent(documentMessages.notFound);
  },
};

/** The name follows the file; sent with its category, then told above the list and the focus back on the button. */
export const Subir: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    const file = pdf('Reglamento de mascotas.pdf');
    await pickFile(dialog, file);
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveValue('Reglamento de mascotas.pdf');
    await userEvent.clear(name);
    await userEvent.type(name, 'Reglamento de mascotas');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await body().findByRole('option', { name: rules.name }));
    // While the category's list is open the rest of the page is hidden from the accessibility tree: it must close.
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Subir documento' }));
    await expect(args.onUpload).toHaveBeenCalledWith(
      file,
      { name: 'Reglamento de mascotas', categoryId: rules.id },
      expect.any(Function),
    );
    const notice = await within(canvasElement).findByText('Se subió el documento «Reglamento de mascotas»');
    await expect(notice).toBeVisible();
    await expect(within(canvasElement).getByText(documentMessages.uploaded)).toBeVisible();
    await dialogClosed();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Subir documento' })).toHaveFocus());
  },
};

/** While the file goes, a bar says how much; nothing can be changed or cancelled meanwhile. */
export const Subiendo: Story = {
  args: {
    onUpload: fn<DocumentUploader>((_file, _input, onProgress) => {
      onProgress(0.45);
      return pending()();
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    await pickFile(dialog, pdf('Balance 2026.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Subiendo «Balance 2026.pdf»' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toBeDisabled();
  },
};

/** Over 10 MB: refused on the file before a byte travels. */
export const ArchivoDemasiadoGrande: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    await pickFile(dialog, pdf('Planos escaneados.pdf', 11 * 1_048_576));
    const button = within(dialog).getByRole('button', { name: 'Elegir otro archivo' });
    await expect(button).toHaveAccessibleDescription(expect.stringContaining('El archivo supera el máximo de 10 MB.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A type the storage does not take: refused on the file, saying what it does take. */
export const TipoNoAdmitido: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    await pickFile(dialog, new File([new Uint8Array(2048)], 'asamblea.mp4', { type: 'video/mp4' }));
    // The dialog may still be fading in: the refusal is visible once its entrance has ended.
    await waitFor(() => expect(within(dialog).getByText(uploadMessages.type('documentos'))).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    await expect(args.onUpload).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Elegir otro archivo' })).toHaveFocus());
  },
};

/** Nothing chosen: the file is asked for first. */
export const SinArchivo: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    await waitFor(() => expect(within(dialog).getByText('Elija el archivo que quiere subir.')).toBeVisible());
    await expect(within(dialog).getByText('Ingrese el nombre del documento.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Elegir archivo' })).toHaveFocus());
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** The same file is already among the documents: the server's words on the file, the dialog still open. */
export const SubidaRechazada: Story = {
  args: { onUpload: fn<DocumentUploader>(answer(failure(documentMessages.fileTaken))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openUpload(canvasElement);
    await pickFile(dialog, pdf(bylaws.name));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir documento' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    const button = within(dialog).getByRole('button', { name: 'Elegir otro archivo' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(expect.stringContaining(documentMessages.fileTaken)),
    );
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const NuevaCategoría: Story = {
  name: 'Nueva categoría',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nueva categoría' }));
    const dialog = await body().findByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), ' Contratos ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    await expect(args.onCreateCategory).toHaveBeenCalledWith('Contratos');
    await expect(await within(canvasElement).findByText('Se creó la categoría «Contratos»')).toBeVisible();
    await dialogClosed();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Nueva categoría' })).toHaveFocus());
  },
};

/** A name the complejo already has: the server's words on the field, where it is written again. */
export const CategoríaRepetida: Story = {
  name: 'Categoría repetida',
  args: { onCreateCategory: fn(answer(failure(documentMessages.categoryTaken(rules.name)))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nueva categoría' }));
    const dialog = await body().findByRole('dialog', { name: 'Nueva categoría' });
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(name, rules.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(documentMessages.categoryTaken(rules.name))),
    );
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** An empty category goes: the list is back on «Todas», where the focus is. */
export const EliminarCategoría: Story = {
  name: 'Eliminar categoría',
  render: function DeletingCategories(args) {
    const [rows, setRows] = useState(categories);
    return (
      <DocumentsList
        {...args}
        categories={rows}
        onDeleteCategory={async (category) => {
          const result = await args.onDeleteCategory!(category);
          if (result.ok) setRows((current) => current.filter((candidate) => candidate.id !== category.id));
          return result;
        }}
      />
    );
  },
  args: {
    state: { status: 'ready', documents: documents.filter((document) => document.categoryId !== rules.id) },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Categoría', rules.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar categoría' }));
    const dialog = await body().findByRole('dialog', { name: `¿Eliminar la categoría «${rules.name}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDeleteCategory).toHaveBeenCalledWith(rules);
    await expect(await canvas.findByText(`Se eliminó la categoría «${rules.name}»`)).toBeVisible();
    await dialogClosed();
    const filter = canvas.getByRole('combobox', { name: 'Categoría' });
    await expect(filter).toHaveTextContent('Todas');
    await waitFor(() => expect(filter).toHaveFocus());
  },
};

/** A category with documents stays: the server's words above the list, the focus back on the button. */
export const EliminarCategoríaEnUso: Story = {
  name: 'Eliminar categoría en uso',
  args: {
    onDeleteCategory: fn(answer(failure(documentMessages.categoryInUse(minutes.name, inMinutes.length)))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Categoría', minutes.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar categoría' }));
    const dialog = await body().findByRole('dialog', { name: `¿Eliminar la categoría «${minutes.name}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      `No se puede eliminar la categoría «Actas de asamblea»: tiene ${inMinutes.length} documentos.`,
    );
    await dialogClosed();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Eliminar categoría' })).toHaveFocus());
  },
};

/** A profile that may only consult: download, nothing else. */
export const SoloConsulta: Story = {
  args: { onUpload: undefined, onCreateCategory: undefined, onDeleteCategory: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Subir documento' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nueva categoría' })).toBeNull();
    await choose(canvasElement, 'Categoría', minutes.name);
    await expect(canvas.queryByRole('button', { name: 'Eliminar categoría' })).toBeNull();
    await expect(await rowMenuLabels(canvasElement, inMinutes[0]!.name)).toEqual(['Descargar']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** The invitation opens the upload itself; Cancelar gives the focus back. */
export const Vacío: Story = {
  args: { state: { status: 'ready', documents: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: documentsEmpty.title })).toBeVisible();
    await expect(canvas.getByText(documentsEmpty.description)).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Subir documento' });
    await userEvent.click(buttons[buttons.length - 1]!);
    const dialog = await body().findByRole('dialog', { name: 'Subir documento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Categoría' })).toBeDisabled();
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
