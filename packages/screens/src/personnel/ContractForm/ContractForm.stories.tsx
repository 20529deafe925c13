import {
  contractMessages,
  contractTypeLabels,
  formatCurrency,
  formatIsoDate,
  refusals,
  uploadMessages,
} from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { contractFixtures, personnelFixtures } from '@horizontal/mocks/fixtures';
import { formatFileSize } from '@horizontal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { staffOptions } from '../staff-fields';
import { ContractForm } from './ContractForm';
import { type ContractUploader, uploadFailed, waitForFile } from './contract-form';

/** Parque Batlle's staff: the one who resigned is not offered. */
const personnel = ofBuilding(personnelFixtures);
const people = staffOptions(personnel);
const person = personnel.find((candidate) => candidate.status === 'activo')!;
const personLabel = people.find((option) => option.value === String(person.id))!.label;
const unlinked = personnel.find((candidate) => candidate.status === 'desvinculado')!;
const contracts = ofBuilding(contractFixtures);
const signed = contracts.find((contract) => contract.fileKey !== null && contract.endDate === null)!;
const seasonal = contracts.find((contract) => contract.type === 'zafral')!;

/** Where the storage keeps the signed copy: the folder of the administradora's contracts. */
const storedKey = 'c1/contratos/contrato-firmado.pdf';

/** An upload that reports half, then all, and answers the key as the storage does. */
const uploads: ContractUploader = async (_file, onProgress) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 50));
  onProgress(1);
  return storedKey;
};

const meta = {
  title: 'Pantallas/Personal/ContractForm',
  component: ContractForm,
  args: {
    ...recordFormArgs(contractMessages.created),
    options: { status: 'ready', personnel },
    today: DEMO_TODAY,
    onUpload: fn<ContractUploader>(uploads),
    onDownload: fn(answer(ok())),
  },
} satisfies Meta<typeof ContractForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  missing: contractMessages.notFound,
  loading: 'Cargando el contrato…',
  optionsLoading: { field: 'Persona', text: 'Cargando personal…' },
  optionsUnavailable: 'No se pudo cargar el personal del complejo',
});

/** dd/mm/yyyy as typed: the input adds the slashes. */
const typedDay = (isoDate: string) => formatIsoDate(isoDate).replaceAll('/', '');

const pdf = (name: string, size = 240_000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** Picks a file as the picker would, with the type it says it is (the browser's own filter left aside). */
const pickFile = async (canvasElement: HTMLElement, file: File) =>
  userEvent
    .setup({ applyAccept: false })
    .upload(within(canvasElement).getByTestId('contract-file') as HTMLInputElement, file);

const fillContract = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await choose(canvasElement, 'Persona', personLabel);
  await userEvent.type(canvas.getByLabelText('Salario mensual'), '38500');
};

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Crear contrato' }));

/** A zafral until the end of the season, with its signed copy uploaded while the form is filled. */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // An efectivo from today, full time, unless said otherwise; the one who resigned is not offered.
    await expect(canvas.getByLabelText('Fecha de inicio')).toHaveValue(formatIsoDate(DEMO_TODAY));
    await expect(canvas.getByLabelText('Carga horaria semanal')).toHaveValue('44');
    await expect(canvas.getByRole('combobox', { name: 'Tipo de contrato' })).toHaveTextContent('Efectivo');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Persona' }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(people.length);
    await expect(within(listbox).queryByRole('option', { name: new RegExp(unlinked.lastName) })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await fillContract(canvasElement);
    await choose(canvasElement, 'Tipo de contrato', contractTypeLabels.zafral);
    await userEvent.type(canvas.getByLabelText('Fecha de fin'), typedDay('2027-03-31'));
    const file = pdf('Contrato firmado.pdf');
    await pickFile(canvasElement, file);
    await expect(await canvas.findByText(`Contrato firmado.pdf (${formatFileSize(file.size)})`)).toBeVisible();
    await expect(canvas.getByLabelText('Salario mensual')).toHaveValue(formatCurrency(3_850_000));
    await submit(canvasElement);
    const sent = {
      personnelId: person.id,
      type: 'zafral',
      startDate: DEMO_TODAY,
      endDate: '2027-03-31',
      weeklyHours: 44,
      monthlySalary: 3_850_000,
      fileKey: storedKey,
    };
    await expect(args.onUpload).toHaveBeenCalledWith(file, expect.any(Function));
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** Without the signed copy, which can be uploaded later: the contract goes without a file. */
export const CrearSinArchivo: Story = {
  name: 'Crear sin archivo',
  play: async ({ args, canvasElement }) => {
    await fillContract(canvasElement);
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ personnelId: person.id, type: 'efectivo', endDate: null, fileKey: null }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** While the file goes, a bar says how much, and the contract waits for it. */
export const Subiendo: Story = {
  args: {
    onUpload: fn<ContractUploader>((_file, onProgress) => {
      onProgress(0.45);
      return new Promise<string>(() => undefined);
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContract(canvasElement);
    await pickFile(canvasElement, pdf('Contrato firmado.pdf'));
    const bar = await canvas.findByRole('progressbar', { name: 'Subiendo «Contrato firmado.pdf»' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByRole('button', { name: 'Elegir archivo' })).toBeDisabled();
    await submit(canvasElement);
    await expect(await canvas.findByText(waitForFile)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A type the storage does not take: refused on the file before a byte travels, saying what it does take. */
export const TipoNoAdmitido: Story = {
  name: 'Tipo no admitido',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement, new File([new Uint8Array(2048)], 'firma.mp4', { type: 'video/mp4' }));
    await expect(await canvas.findByText(uploadMessages.type('contratos'))).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Elegir archivo' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The connection dropped while it went: said on the file, which can be chosen again. */
export const SubidaFallida: Story = {
  name: 'Subida fallida',
  args: { onUpload: fn<ContractUploader>(() => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement, pdf('Contrato firmado.pdf'));
    await expect(await canvas.findByText(uploadFailed('Contrato firmado.pdf'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Elegir archivo' })).toBeEnabled();
  },
};

/** The file uploaded is taken back: the contract goes without it. */
export const QuitarArchivo: Story = {
  name: 'Quitar archivo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement, pdf('Contrato firmado.pdf'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Quitar archivo' }));
    await expect(canvas.queryByText(/Contrato firmado\.pdf/)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Elegir archivo' })).toHaveFocus());
  },
};

/** Nothing chosen: the domain's words under each field, and the focus on the first. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Carga horaria semanal'));
    await submit(canvasElement);
    await expect(canvas.getByText('Seleccione la persona.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la carga horaria semanal.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el salario mensual.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Persona' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An end before the start: the schema's words under the end, nothing sent. */
export const TerminaAntesDeEmpezar: Story = {
  name: 'Termina antes de empezar',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContract(canvasElement);
    await userEvent.type(canvas.getByLabelText('Fecha de fin'), typedDay('2026-11-19'));
    await submit(canvasElement);
    await expect(canvas.getByLabelText('Fecha de fin')).toHaveAccessibleDescription(
      expect.stringContaining('El contrato no puede terminar antes de empezar.'),
    );
    await waitFor(() => expect(canvas.getByLabelText('Fecha de fin')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The person already has a contract in force: the server's words on the person, where another is chosen. */
export const YaTieneContrato: Story = {
  name: 'Ya tiene contrato',
  args: { onSubmit: fn(answer(failure(contractMessages.alreadyInForce))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContract(canvasElement);
    await submit(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Persona' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(contractMessages.alreadyInForce)),
    );
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The storage lost the signed copy: the server's words on the file, to upload it again. */
export const ArchivoNoEncontrado: Story = {
  name: 'Archivo no encontrado',
  args: { onSubmit: fn(answer(failure(contractMessages.fileMissing))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContract(canvasElement);
    await pickFile(canvasElement, pdf('Contrato firmado.pdf'));
    await canvas.findByRole('button', { name: 'Quitar archivo' });
    await submit(canvasElement);
    const button = canvas.getByRole('button', { name: 'Elegir otro archivo' });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(expect.stringContaining(contractMessages.fileMissing)),
    );
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A profile that lost contratos/nuevo meanwhile: the server's words above the form, nothing saved. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.noFunctionality))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContract(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText(refusals.noFunctionality)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Crear contrato' })).toBeEnabled());
  },
};

export const PersonalCargando: Story = { ...states.optionsLoading, name: 'Personal cargando' };

export const PersonalConError: Story = { ...states.optionsError, name: 'Personal con error' };

/** A contract's ficha, with its signed copy to download; there is no update call, so nothing to edit. */
export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: signed } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Contrato de ${signed.personnel}` }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(formatIsoDate(signed.startDate))).toBeVisible();
    await expect(canvas.getByText('Sin fecha de fin')).toBeVisible();
    await expect(canvas.getByText(formatCurrency(signed.monthlySalary))).toBeVisible();
    await expect(canvas.getByText(`${signed.weeklyHours} horas`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar contrato firmado' }));
    await expect(args.onDownload).toHaveBeenCalledWith(signed);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Descargar contrato firmado' })).toBeEnabled());
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A seasonal contract without its signed copy: its end, and that there is no file. */
export const DetalleSinArchivo: Story = {
  name: 'Detalle sin archivo',
  args: { state: { mode: 'DETAIL', status: 'ready', record: { ...seasonal, fileKey: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatIsoDate(seasonal.endDate!))).toBeVisible();
    await expect(canvas.getByText('Sin archivo')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Descargar/ })).toBeNull();
  },
};

/** The download failed: the server's words above the ficha. */
export const DetalleDescargaFallida: Story = {
  name: 'Detalle, descarga fallida',
  args: {
    state: { mode: 'DETAIL', status: 'ready', record: signed },
    onDownload: fn(answer(failure(refusals.unexpected))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar contrato firmado' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo descargar el contrato firmado');
    await expect(alert).toHaveTextContent(refusals.unexpected);
  },
};

/** A stale link: the contract is not in the complejo's list, so the screen offers the list, not a retry. */
export const NoExiste: Story = {
  ...states.missing,
  args: { ...states.missing.args, state: { mode: 'DETAIL', status: 'missing', message: contractMessages.notFound } },
};

export const Cargando: Story = {
  ...states.loading,
  args: { state: { mode: 'DETAIL', status: 'loading' } },
};

export const ErrorAlCargar: Story = {
  ...states.loadError,
  name: 'Error',
  args: { state: { mode: 'DETAIL', status: 'error', message: refusals.unexpected } },
};
