import { shipmentMessages } from '@horizontal/domain';
import { shipmentFixtures, shipmentTypes } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { formatMoment } from '../labels';
import { unitsOf } from '../stories/units';
import { ShipmentForm } from './ShipmentForm';

const units = unitsOf();
const unit = (name: string) => units.find((candidate) => candidate.name === name)!;
const shipments = ofBuilding(shipmentFixtures);
const delivered = shipments.find((shipment) => shipment.status === 'entregada')!;
const waiting = shipments.find((shipment) => shipment.status === 'recibida')!;
const paquete = shipmentTypes.find((type) => type.name === 'Paquete')!;

const meta = {
  title: 'Pantallas/Portería/ShipmentForm',
  component: ShipmentForm,
  args: {
    ...recordFormArgs(shipmentMessages.created),
    options: { status: 'ready', units, types: shipmentTypes },
  },
} satisfies Meta<typeof ShipmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  missing: 'No encontramos esa encomienda en el complejo.',
  loading: 'Cargando la encomienda…',
  optionsUnavailable: 'No se pudieron cargar las unidades y los tipos de encomienda',
});

const unitField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Unidad' });

/** The porter knows the unit: its number and Enter, and the recipient is already its resident. */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const b101 = unit('Torre B · 101');
    // The form opens with the cursor on the unit: the keyboard alone picks it.
    await waitFor(() => expect(unitField(canvasElement)).toHaveFocus());
    await userEvent.keyboard('b101{Enter}');
    await expect(unitField(canvasElement)).toHaveValue(b101.name);
    await expect(canvas.getByLabelText('Destinatario')).toHaveValue(b101.residents[0]);
    await expect(canvas.getByRole('group', { name: `Residentes de ${b101.name}:` })).toBeVisible();
    await choose(canvasElement, 'Tipo', paquete.name);
    await userEvent.type(canvas.getByLabelText('Transportista'), 'DAC');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar encomienda' }));
    const sent = {
      apartmentId: b101.id,
      shipmentTypeId: paquete.id,
      recipientName: b101.residents[0],
      carrier: 'DAC',
      description: '',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** A parcel for someone who is not a resident: the typed name stays when the unit changes. */
export const OtroDestinatario: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Destinatario'), 'Inquilina nueva');
    await userEvent.type(unitField(canvasElement), 'a 302{Enter}');
    await expect(canvas.getByLabelText('Destinatario')).toHaveValue('Inquilina nueva');
    await userEvent.click(canvas.getByRole('button', { name: unit('Torre A · 302').residents[0] }));
    await expect(canvas.getByLabelText('Destinatario')).toHaveValue(unit('Torre A · 302').residents[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar encomienda' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ apartmentId: unit('Torre A · 302').id, shipmentTypeId: null }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** Nothing filled: the domain's words under each field, and the focus on the unit. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar encomienda' }));
    await expect(canvas.getByText('Seleccione el apartamento.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el nombre del destinatario.')).toBeVisible();
    await waitFor(() => expect(unitField(canvasElement)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The unit is no longer the complejo's: the server's words on the unit. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(shipmentMessages.foreignApartment))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(unitField(canvasElement), 'a101{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar encomienda' }));
    await expect(await canvas.findByText(shipmentMessages.foreignApartment)).toBeVisible();
    await waitFor(() => expect(unitField(canvasElement)).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A courier leaves several: the next parcel keeps courier and type, and the unit takes the focus. */
export const GuardarYRegistrarOtra: Story = {
  args: { onSavedAnother: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const a501 = unit('Torre A · 501');
    await userEvent.type(unitField(canvasElement), 'a501{Enter}');
    await choose(canvasElement, 'Tipo', paquete.name);
    await userEvent.type(canvas.getByLabelText('Transportista'), 'Mercado Envíos');
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Caja mediana');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y registrar otra' }));
    const sent = {
      apartmentId: a501.id,
      shipmentTypeId: paquete.id,
      recipientName: a501.residents[0],
      carrier: 'Mercado Envíos',
      description: 'Caja mediana',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSavedAnother).toHaveBeenCalledWith(sent));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(unitField(canvasElement)).toHaveValue(''));
    await waitFor(() => expect(unitField(canvasElement)).toHaveFocus());
    await expect(canvas.getByLabelText('Destinatario')).toHaveValue('');
    await expect(canvas.getByLabelText('Transportista')).toHaveValue('Mercado Envíos');
    await expect(canvas.getByLabelText('Descripción')).toHaveValue('');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: delivered } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Encomienda para ${delivered.recipientName}` }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(formatMoment(delivered.receivedAt))).toBeVisible();
    await expect(canvas.getByText(formatMoment(delivered.deliveredAt!))).toBeVisible();
  },
};

export const DetalleEnPortería: Story = {
  name: 'Detalle en portería',
  args: { state: { mode: 'DETAIL', status: 'ready', record: waiting } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Todavía no se entregó')).toHaveLength(2);
  },
};

export const OpcionesCargando: Story = {
  args: { options: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(unitField(canvasElement)).toBeDisabled();
    await expect(unitField(canvasElement)).toHaveAttribute('placeholder', 'Cargando unidades…');
  },
};

export const OpcionesConError: Story = { ...states.optionsError, name: 'Opciones con error' };

/** A stale link: the record is not in the complejo's list, so the screen offers the list, not a retry. */
export const NoExiste: Story = {
  ...states.missing,
  args: {
    ...states.missing.args,
    state: { mode: 'DETAIL', status: 'missing', message: 'No encontramos esa encomienda en el complejo.' },
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };
