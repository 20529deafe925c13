import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Policy } from './Policy';

const meta = {
  title: 'Pantallas/Públicas/Policy',
  component: Policy,
  parameters: { screenFrame: 'page' },
  args: { onNavigate: fn() },
} satisfies Meta<typeof Policy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Texto: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeInTheDocument();
    await expect(canvas.getByText('Última actualización: 01/11/2026')).toBeVisible();
    await expect(canvas.getAllByText(/Ley N\.º 18\.331/).length).toBeGreaterThan(2);
    await expect(canvas.getByRole('heading', { name: '8. Sus derechos' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'privacidad@horizontal.uy' })).toHaveAttribute(
      'href',
      'mailto:privacidad@horizontal.uy',
    );
    const index = canvas.getByRole('navigation', { name: 'Contenido' });
    await expect(within(index).getAllByRole('link')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('link', { name: 'Términos y Condiciones' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/terms');
  },
};

export const OtroContacto: Story = {
  args: { contactEmail: 'datos@administradoradelprado.com.uy', updatedOn: '15/03/2027' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'datos@administradoradelprado.com.uy' })).toBeInTheDocument();
    await expect(canvas.getByText('Última actualización: 15/03/2027')).toBeVisible();
  },
};
