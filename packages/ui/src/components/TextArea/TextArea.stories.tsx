import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { TextArea } from './TextArea';

const meta = {
  title: 'Formularios/TextArea',
  component: TextArea,
  render: renderControlled(TextArea),
  args: { label: 'Observaciones', value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Observaciones');
    await userEvent.type(input, 'Entregar en portería.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Entregar en portería.');
  },
};

export const ConContador: Story = {
  args: { maxLength: 20, hint: 'Se muestra a los residentes.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Observaciones'), 'Corte de agua el lunes 12');
    await expect(canvas.getByLabelText('Observaciones')).toHaveValue('Corte de agua el lun');
    await expect(canvas.getByText('20 de 20 caracteres')).toBeInTheDocument();
  },
};

export const ConError: Story = { args: { value: '', error: 'Ingrese el motivo de la visita.', required: true } };

export const Deshabilitado: Story = { args: { value: 'Texto que no se puede cambiar.', disabled: true } };
