import { publicMessages } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { Validate } from './Validate';

const meta = {
  title: 'Pantallas/Públicas/Validate',
  component: Validate,
  parameters: { screenFrame: 'page' },
  args: {
    onSubmit: fn(answer(ok(publicMessages.temporarySent))),
    onNavigate: fn(),
  },
} satisfies Meta<typeof Validate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
    await expect(canvas.getByText('Ingrese un correo electrónico.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el código de 6 dígitos que le enviamos por correo.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ConCorreoDeOlvido: Story = {
  args: { initialEmail: 'admin@horizontal.uy' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('Código de verificación');
    await expect(code).toHaveFocus();
    await userEvent.type(code, '123');
    await userEvent.tab();
    await expect(code).toHaveAccessibleDescription(/El código tiene 6 números \(ingresó 3\)/);
    // Spaces and dashes of a pasted code are dropped.
    await userEvent.clear(code);
    await userEvent.click(code);
    await userEvent.paste('482 915');
    await expect(code).toHaveValue('482915');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@horizontal.uy', code: '482915' });
    await expect(await canvas.findByRole('heading', { name: 'Código verificado' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const CódigoIncorrecto: Story = {
  args: {
    initialEmail: 'admin@horizontal.uy',
    onSubmit: fn(answer(failure(publicMessages.codeInvalid))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Código de verificación'), '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(publicMessages.codeInvalid);
    await expect(canvas.getByRole('link', { name: 'Pedir un código nuevo' })).toBeInTheDocument();
  },
};
