import { REPORT_PHOTOS_MAX, reportMessages } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { reportFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { storyPhotoFile, withStoryPhotos } from '../stories/photos';
import { unitsOf } from '../stories/units';
import { ReportForm } from './ReportForm';
import { tooManyPhotos, uploadFailed, waitForPhotos } from './report-form';

const today = DEMO_TODAY;
const units = unitsOf();
const report = ofBuilding(reportFixtures).find((candidate) => candidate.apartmentId !== null)!;
const photographed = withStoryPhotos(report, 2);

/** A photo as a phone's camera names it: the form checks its type and size, and previews its picture. */
const photo = storyPhotoFile;

/** The storage's key for a photo: where the signed upload put it. */
const keyOf = (file: File) => `companies/1/reportes/${file.name}`;

/** An upload that reports half, then all, and answers its key. */
const uploads = async (file: File, onProgress: (fraction: number) => void) => {
  onProgress(0.5);
  onProgress(1);
  return keyOf(file);
};

const meta = {
  title: 'Pantallas/Portería/ReportForm',
  component: ReportForm,
  args: {
    ...recordFormArgs(reportMessages.created),
    options: { status: 'ready', units },
    today,
    onUpload: fn(uploads),
  },
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  missing: 'No encontramos ese reporte en el complejo.',
  loading: 'Cargando el reporte…',
  optionsUnavailable: 'No se pudieron cargar las unidades',
});

/** The picker takes any file: the form, not the browser's filter, is what must refuse the wrong ones. */
const pick = (canvasElement: HTMLElement, ...files: File[]) =>
  userEvent.setup({ applyAccept: false }).upload(within(canvasElement).getByTestId('photo-input'), files);

const added = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('img');

/** Two photos go up with their progress, one is taken back, and the report goes with the other. */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Categoría', 'Mantenimiento');
    await userEvent.type(canvas.getByLabelText('Título'), 'Pérdida de agua en el garaje');
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Gotea junto a la cochera 12.');
    const first = photo('garaje-1.jpg');
    const second = photo('garaje-2.png', 'image/png');
    await pick(canvasElement, first, second);
    await waitFor(() => expect(added(canvasElement)).toHaveLength(2));
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    await expect(added(canvasElement)[0]).toHaveAccessibleName('Foto 1 de 2 del reporte');
    // Not written yet, so no signed link: each is previewed from the file that was picked.
    await expect(added(canvasElement)[0]!.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar foto 1' }));
    await expect(added(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Agregar fotos' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar reporte' }));
    const sent = {
      category: 'mantenimiento',
      title: 'Pérdida de agua en el garaje',
      description: 'Gotea junto a la cochera 12.',
      apartmentId: null,
      date: today,
      photos: [keyOf(second)],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** A photo on its way: its progress in view, and the report waits for it. */
export const Subiendo: Story = {
  args: {
    onUpload: fn((_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.4);
      return new Promise<string>(() => undefined);
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Categoría', 'Seguridad');
    await userEvent.type(canvas.getByLabelText('Título'), 'Vidrio roto en el hall');
    await pick(canvasElement, photo('hall.jpg'));
    const progress = await canvas.findByRole('progressbar', { name: 'Subiendo «hall.jpg»' });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar reporte' }));
    await expect(await canvas.findByText(waitForPhotos)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Agregar fotos' })).toHaveFocus());
  },
};

/** A document and a photo too heavy are refused before they go, each said by its name. */
export const FotosRechazadas: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(
      canvasElement,
      photo('acta.pdf', 'application/pdf'),
      photo('panorámica.jpg', 'image/jpeg', 10 * 1_048_576 + 1),
      photo('portón.webp', 'image/webp'),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('«acta.pdf»: Ese tipo de archivo no se admite para reportes.');
    await expect(alert).toHaveTextContent('«panorámica.jpg»: El archivo supera el máximo de 10 MB.');
    await waitFor(() => expect(added(canvasElement)).toHaveLength(1));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** One more than a report carries: the last is left out, in the schema's words. */
export const DemasiadasFotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = Array.from({ length: REPORT_PHOTOS_MAX + 1 }, (_, index) => photo(`foto-${index + 1}.jpg`));
    await pick(canvasElement, ...files);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `«foto-${REPORT_PHOTOS_MAX + 1}.jpg» no se agregó: ${tooManyPhotos}`,
    );
    await waitFor(() => expect(added(canvasElement)).toHaveLength(REPORT_PHOTOS_MAX));
    await expect(canvas.getByRole('button', { name: 'Agregar fotos' })).toBeDisabled();
  },
};

/** The upload failed (the connection dropped): said by the photo's name, and nothing is kept of it. */
export const SubidaFalla: Story = {
  args: {
    onUpload: fn((_file: File, _onProgress: (fraction: number) => void) =>
      Promise.reject<string>(new TypeError('Failed to fetch')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement, photo('palier.jpg'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(uploadFailed('palier.jpg'));
    await expect(added(canvasElement)).toHaveLength(0);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar reporte' }));
    await expect(canvas.getByText('Seleccione la categoría del reporte.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el título del reporte.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Categoría' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The unit is no longer the complejo's: the server's words on the unit. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(reportMessages.foreignApartment))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Categoría', 'Convivencia');
    await userEvent.type(canvas.getByLabelText('Título'), 'Ruidos molestos');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Unidad' }), 'a302{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar reporte' }));
    await expect(await canvas.findByText(reportMessages.foreignApartment)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Unidad' })).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: photographed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: photographed.title })).toBeInTheDocument();
    await expect(canvas.getByText(photographed.apartment!)).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.getAllByRole('img')[1]).toHaveAccessibleName(`Foto 2 de 2 de «${photographed.title}»`);
    await expect(canvas.getAllByRole('img')[1]).toHaveAttribute('src', photographed.photoUrls[1]);
  },
};

export const OpcionesConError: Story = { ...states.optionsError, name: 'Opciones con error' };

/** A stale link: the record is not in the complejo's list, so the screen offers the list, not a retry. */
export const NoExiste: Story = {
  ...states.missing,
  args: {
    ...states.missing.args,
    state: { mode: 'DETAIL', status: 'missing', message: 'No encontramos ese reporte en el complejo.' },
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };
