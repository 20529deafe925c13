import { CONTACT_MESSAGES, publicMessages, refusals, validateContact } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok, pending } from '../../shared/stories/answers';
import { Contact } from './Contact';

const meta = {
  title: 'Pantallas/Públicas/Contact',
  component: Contact,
  parameters: { screenFrame: 'page' },
  args: {
    formToken: '1795000000000.firma',
    onSubmit: fn(answer(ok(publicMessages.contactReceived))),
    onNavigate: fn(),
  },
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  name: 'Lucía Fernández',
  email: 'lucia.fernandez@correo.com.uy',
  phone: '099 123 456',
  company: 'Edificio Rambla Sur, Av. Gonzalo Ramírez 1234',
  message: 'Somos la comisión del edificio y buscamos administradora. ¿Podemos coordinar una reunión?',
};

const fill = async (canvasElement: HTMLElement, values: Partial<typeof filled> = filled) => {
  const canvas = within(canvasElement);
  if (values.name) await userEvent.type(canvas.getByLabelText('Nombre'), values.name);
  if (values.email) await userEvent.type(canvas.getByLabelText('Correo electrónico'), values.email);
  if (values.phone) await userEvent.type(canvas.getByLabelText('Teléfono (opcional)'), values.phone);
  if (values.company) await userEvent.type(canvas.getByLabelText('Complejo o dirección (opcional)'), values.company);
  if (values.message) await userEvent.type(canvas.getByLabelText('Consulta'), values.message);
};

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Contacto' })).toHaveAttribute('action', '/contact');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Inválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { email: 'lucia.correo.com', phone: '099 123' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar consulta' }));
    await expect(canvas.getByLabelText('Nombre')).toHaveAccessibleDescription(CONTACT_MESSAGES.nameEmpty);
    await expect(canvas.getByLabelText('Consulta')).toHaveAccessibleDescription(
      expect.stringContaining(CONTACT_MESSAGES.messageEmpty),
    );
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Teléfono (opcional)')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByLabelText('Nombre')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Enviando: Story = {
  args: { onSubmit: fn(pending()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar consulta' }));
    await expect(canvas.getByRole('button', { name: /Enviar consulta/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Enviar consulta/ }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: filled.name,
      email: filled.email,
      phone: '99123456',
      company: filled.company,
      message: filled.message,
      website: '',
      formToken: '1795000000000.firma',
    });
  },
};

export const Enviada: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { name: filled.name, email: filled.email, message: 'Quisiera un presupuesto.' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar consulta' }));
    await expect(await canvas.findByRole('heading', { name: 'Consulta enviada' })).toBeInTheDocument();
    await expect(canvas.getByText(/Le enviamos una confirmación a su correo electrónico/)).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '', company: '' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Volver al inicio' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** The server's refusal (the guards against bots, or too many sends from one address): said, and nothing lost. */
export const Rechazada: Story = {
  args: { onSubmit: fn(answer(failure(publicMessages.contactRefused))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar consulta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(publicMessages.contactRefused);
    await expect(canvas.getByLabelText('Consulta')).toHaveValue(filled.message);
  },
};

/** Sent without JavaScript and refused by the server, which drew the page again: each problem at its field. */
export const DibujadaPorElServidorConErrores: Story = {
  args: {
    drawn: {
      values: { name: 'Lucía', email: 'lucia@correo', message: '' },
      errors: validateContact({ name: 'Lucía', email: 'lucia@correo', phone: '', company: '', message: '' }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('Lucía');
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Al dominio le falta la terminación, por ejemplo nombre@dominio.com.',
    );
    await expect(canvas.getByLabelText('Consulta')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too many sends from one address, said by the server on the page it drew again. */
export const DibujadaPorElServidorRechazada: Story = {
  args: { drawn: { values: filled, refusal: refusals.tooManyRequests } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(refusals.tooManyRequests);
    await expect(canvas.getByLabelText('Nombre')).toHaveValue(filled.name);
  },
};

export const DibujadaPorElServidorEnviada: Story = {
  args: { drawn: { sent: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Consulta enviada' })).toBeInTheDocument();
  },
};
