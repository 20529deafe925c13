import { adminUser } from '@horizontal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModuleTile } from '../ModuleTile';
import { Home } from './Home';

const meta = {
  title: 'Pantallas/Cuenta/Home',
  component: Home,
  args: { userName: adminUser.name, entries: adminUser.modules, onOpen: fn() },
  parameters: { layout: 'padded', screenFrame: 'none' },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrador: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complejo' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/complejo');
  },
};

export const Maestro: Story = {
  args: {
    userName: 'Lucía Fernández',
    entries: [
      { name: 'Administradoras', route: '/administradoras' },
      { name: 'Complejos', route: '/complejos' },
      { name: 'Usuarios', route: '/usuarios' },
    ],
  },
};

/** /complejo: the module's own page names the module and offers its screens. */
export const PáginaDeMódulo: Story = {
  args: {
    module: 'Complejo',
    entries: [
      { name: 'Residentes', route: '/residentes/listado' },
      { name: 'Apartamentos', route: '/apartamentos/listado' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complejo' })).toBeVisible();
    await expect(canvas.queryByText('Inicio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Apartamentos' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/apartamentos/listado');
  },
};

export const SinMódulos: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('no tiene módulos asignados');
  },
};

/** Inicio of a complejo: one tile per module with figures, each loading on its own. */
export const InicioDelComplejo: Story = {
  tags: ['widths'],
  args: {
    dashboard: {
      complejoName: 'Complejo Parque Batlle',
      tiles: [
        <ModuleTile
          key="complex"
          title="Complejo"
          state={{
            status: 'ready',
            figures: [
              { label: 'unidades', value: 96, href: '/apartamentos/listado' },
              { label: 'residentes sin teléfono', value: 7, href: '/residentes/listado?sin=telefono', attention: true },
            ],
          }}
          onRetry={fn()}
          onOpen={fn()}
        />,
        <ModuleTile key="front-desk" title="Portería" state={{ status: 'loading' }} onRetry={fn()} onOpen={fn()} />,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await expect(canvas.getByText(/así está Complejo Parque Batlle hoy/)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Complejo',
      'Portería',
    ]);
    // The menu's modules are not repeated as cards.
    await expect(canvas.queryByRole('button', { name: 'Complejo' })).toBeNull();
  },
};
