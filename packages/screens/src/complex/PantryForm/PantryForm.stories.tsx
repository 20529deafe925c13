import { spaceMessages } from '@horizontal/domain';
import { apartmentFixtures, pantryFixtures as pantries } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { PantryForm } from './PantryForm';

const apartments = ofBuilding(apartmentFixtures);
const unit = (tower: string, number: string) =>
  apartments.find((candidate) => candidate.tower === tower && candidate.number === number)!;

const meta = {
  title: 'Pantallas/Complejo/PantryForm',
  component: PantryForm,
  args: {
    ...recordFormArgs(spaceMessages.pantry.created),
    options: { status: 'ready', apartments },
    onEdit: fn(),
  },
} satisfies Meta<typeof PantryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({ loading: 'Cargando la despensa…' });

const body = () => within(document.body);

export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: 'Techado' })).toBeNull();
    await expect(
      canvas.getByText('Opcional: el apartamento al que se asigna la despensa. Déjelo vacío si queda libre.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Número'), 'D-13');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Apartamento' }), '201');
    await userEvent.click(await body().findByRole('option', { name: 'Torre A · 201' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Crear despensa' }));
    const sent = { number: 'D-13', description: '', apartmentId: unit('Torre A', '201').id };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear despensa' }));
    await expect(canvas.getByText('Ingrese el número de la despensa.')).toBeVisible();
    await expect(canvas.getByLabelText('Número')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(spaceMessages.pantry.numberTaken('D-01')))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Número'), 'D-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear despensa' }));
    await expect(await canvas.findByText(spaceMessages.pantry.numberTaken('D-01'))).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: pantries[0]! }, onSavedAnother: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Only a new despensa leads to the next one.
    await expect(canvas.queryByRole('button', { name: 'Guardar y crear otra' })).toBeNull();
    const apartment = canvas.getByRole('combobox', { name: 'Apartamento' });
    await expect(apartment).toHaveValue('Torre B · 304');
    // Freeing it: the assignment is optional.
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Torre B · 304' }));
    await expect(apartment).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      number: 'D-01',
      description: 'Subsuelo 1',
      apartmentId: null,
    });
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: pantries[0]! } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Despensa D-01' })).toBeInTheDocument();
    await expect(canvas.getByText('Torre B · 304')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };

/** Data entry at speed (issue #15): the next despensa starts with the same description, its number and unit blank. */
export const GuardarYCrearOtra: Story = {
  args: { onSavedAnother: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Número'), 'D-13');
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Subsuelo 2, pasillo norte');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Apartamento' }), '201');
    await userEvent.click(await body().findByRole('option', { name: 'Torre A · 201' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y crear otra' }));
    const sent = { number: 'D-13', description: 'Subsuelo 2, pasillo norte', apartmentId: unit('Torre A', '201').id };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSavedAnother).toHaveBeenCalledWith(sent));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Número')).toHaveValue(''));
    await expect(canvas.getByLabelText('Número')).toHaveFocus();
    await expect(canvas.getByLabelText('Descripción')).toHaveValue('Subsuelo 2, pasillo norte');
    await expect(canvas.getByRole('combobox', { name: 'Apartamento' })).toHaveValue('');
    // Saved: nothing is left to lose until the next one is typed.
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};
