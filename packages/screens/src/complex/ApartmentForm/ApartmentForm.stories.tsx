import { apartmentMessages, montevideoMoment } from '@horizontal/domain';
import {
  adminUser,
  apartmentFixtures as apartments,
  masterUser,
  towerFixtures,
  unitTypes,
} from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { ApartmentForm } from './ApartmentForm';

/** Parque Batlle's Torre A and Torre B. */
const towers = ofBuilding(towerFixtures);

const meta = {
  title: 'Pantallas/Complejo/ApartmentForm',
  component: ApartmentForm,
  args: {
    ...recordFormArgs(apartmentMessages.created),
    options: { status: 'ready', towers, unitTypes },
    onEdit: fn(),
  },
} satisfies Meta<typeof ApartmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  loading: 'Cargando el apartamento…',
  missing: 'No encontramos ese apartamento en el complejo.',
  optionsLoading: { field: 'Torre', text: 'Cargando torres…' },
  optionsUnavailable: 'No se pudieron cargar las torres y los tipos de unidad',
});

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await choose(canvasElement, 'Torre', 'Torre B');
  await userEvent.type(canvas.getByLabelText('Número'), '403');
  await userEvent.type(canvas.getByLabelText('Piso'), '4');
  await choose(canvasElement, 'Tipo de unidad', 'Apartamento');
  await userEvent.type(canvas.getByLabelText('Dormitorios'), '2');
  await userEvent.type(canvas.getByLabelText('Superficie (m²)'), '64,5');
  await userEvent.type(canvas.getByLabelText('Coeficiente (%)'), '4,25');
  return canvas;
};

const sent = {
  towerId: 2,
  unitTypeId: 1,
  number: '403',
  floor: 4,
  rooms: 2,
  area: 64.5,
  coefficient: 4.25,
};

export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear apartamento' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear apartamento' }));
    await expect(canvas.getByText('Seleccione la torre.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el número del apartamento.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el piso.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la cantidad de dormitorios.')).toBeVisible();
    // Required means required: an empty surface or coefficient is never saved as 0 (issue #15).
    await expect(canvas.getByText('Ingrese la superficie en metros cuadrados.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el coeficiente.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Piso'), '1,5');
    await expect(canvas.getByLabelText('Piso')).toHaveAccessibleDescription(/El piso debe ser un número entero\./);
    await userEvent.type(canvas.getByLabelText('Coeficiente (%)'), '120');
    await expect(canvas.getByLabelText('Coeficiente (%)')).toHaveAccessibleDescription(
      /El coeficiente es un porcentaje: no puede superar 100\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(apartmentMessages.numberTaken('403')))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear apartamento' }));
    // A refusal about the number is shown on its field.
    await expect(await canvas.findByText(apartmentMessages.numberTaken('403'))).toBeVisible();
    await expect(canvas.getByLabelText('Número')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const SinTorres: Story = {
  args: { options: { status: 'ready', towers: [], unitTypes } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Torre' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Número'), '5');
    await userEvent.type(canvas.getByLabelText('Piso'), '-1');
    await userEvent.type(canvas.getByLabelText('Dormitorios'), '0');
    await userEvent.type(canvas.getByLabelText('Superficie (m²)'), '30');
    await userEvent.type(canvas.getByLabelText('Coeficiente (%)'), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear apartamento' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      towerId: null,
      unitTypeId: null,
      number: '5',
      floor: -1,
      rooms: 0,
      area: 30,
      coefficient: 1,
    });
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: apartments[0]! } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Torre' })).toHaveTextContent('Torre A');
    await expect(canvas.getByLabelText('Superficie (m²)')).toHaveValue('92,5');
    const rooms = canvas.getByLabelText('Dormitorios');
    await userEvent.clear(rooms);
    await userEvent.type(rooms, '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      towerId: 1,
      unitTypeId: 1,
      number: '101',
      floor: 1,
      rooms: 4,
      area: 92.5,
      coefficient: 2.5802,
    });
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: apartments[0]! } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apartamento 101' })).toBeInTheDocument();
    await expect(canvas.getByText('92,5 m²')).toBeVisible();
    await expect(canvas.getByText('2,58 %')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** The detail's foot: who created the unit and who changed it last, from the audit trail (history.record). */
export const DetalleConHistorial: Story = {
  args: {
    state: { mode: 'DETAIL', status: 'ready', record: apartments[0]! },
    history: {
      state: {
        status: 'ready',
        history: {
          created: { by: adminUser.name, at: montevideoMoment('2026-03-05', '13:20') },
          changed: { by: masterUser.name, at: montevideoMoment('2026-11-20', '09:05') },
        },
      },
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const history = within(within(canvasElement).getByRole('region', { name: 'Historial del registro' }));
    await expect(history.getByText(`Creado por ${adminUser.name} el 05/03/2026 a las 13:20.`)).toBeVisible();
    await expect(
      history.getByText(`Última modificación por ${masterUser.name} el 20/11/2026 a las 09:05.`),
    ).toBeVisible();
  },
};

/** An editor never shows the history, even when the page gives it: it belongs to the record as read. */
export const ModificarSinHistorial: Story = {
  args: {
    state: { mode: 'MODIFY', status: 'ready', record: apartments[0]! },
    history: { state: { status: 'ready', history: { created: null, changed: null } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Modificar/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Historial del registro' })).toBeNull();
  },
};

export const CargandoOpciones: Story = states.optionsLoading;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };

export const NoExiste: Story = states.missing;

export const OpcionesConError: Story = states.optionsError;

/**
 * Data entry at speed (issue #15): the next unit starts with the same tower, floor and type; clean (no field scolded
 * for being empty), at the top, the first field focused (issue #30).
 */
export const GuardarYCrearOtro: Story = {
  args: { onSavedAnother: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y crear otro' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSavedAnother).toHaveBeenCalledWith(sent));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Número')).toHaveValue(''));
    await expect(canvas.getByRole('combobox', { name: 'Torre' })).toHaveTextContent('Torre B');
    await expect(canvas.getByLabelText('Piso')).toHaveValue('4');
    await expect(canvas.queryByText('Este campo es obligatorio.')).toBeNull();
    await expect(canvas.getByLabelText('Número')).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Torre' })).toHaveFocus());
  },
};

/** The coefficients of a complejo add up to 100 %: typing one that passes it warns before saving. */
export const CoeficientesPasanDe100: Story = {
  args: { otherCoefficients: 98 },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByText('Los coeficientes pasan de 100 %')).toBeVisible();
    await expect(canvas.getByText(/suman 102,25 %/)).toBeVisible();
  },
};
