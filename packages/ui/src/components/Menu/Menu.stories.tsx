import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Menu, type MenuItem } from './Menu';

const moduleItems: MenuItem[] = [
  { id: 'contabilidad', label: 'Contabilidad', href: '/contabilidad' },
  { id: 'gastos', label: 'Gastos Comunes', href: '/gastos-comunes', badge: 2 },
  { id: 'complejo', label: 'Complejo', href: '/complejo', badge: 1, current: true },
  { id: 'porteria', label: 'Portería', href: '/porteria' },
  { id: 'asambleas', label: 'Asambleas', href: '/asambleas', badge: 120 },
  { id: 'mensajes', label: 'Mensajería', href: '/mensajes', badge: 5 },
  { id: 'personal', label: 'Personal', href: '/personal' },
];

const meta = {
  title: 'Navegación/Menu',
  component: Menu,
  args: { label: 'Módulos', items: moduleItems, onNavigate: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConNotificaciones: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Módulos' });
    const messages = within(nav).getByRole('link', { name: /^Mensajería\s*, 5 notificaciones nuevas$/ });
    await expect(messages).toHaveAttribute('href', '/mensajes');
    await expect(within(nav).getByRole('link', { name: /Complejo/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByText('99+')).toBeInTheDocument();
    await userEvent.click(messages);
    await expect(args.onNavigate).toHaveBeenCalledWith('/mensajes');
    // Entries are real links: Tab reaches the next one and Enter follows it.
    await userEvent.tab();
    await expect(document.activeElement).not.toBe(messages);
    await expect(nav).toContainElement(document.activeElement as HTMLElement);
    const next = (document.activeElement as HTMLAnchorElement).getAttribute('href');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(next);
  },
};

export const EnElEncabezado: Story = {
  args: { tone: 'header' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.brand, padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
};

export const Vertical: Story = {
  args: {
    label: 'Personal',
    orientation: 'vertical',
    items: [
      { id: 'personal', label: 'Personal', href: '/personal/listado', current: true },
      { id: 'horario', label: 'Horarios', href: '/horario/listado' },
      { id: 'contratos', label: 'Contratos', href: '/contratos/listado' },
      { id: 'desvinculaciones', label: 'Desvinculaciones', href: '/desvinculaciones/listado' },
      { id: 'licencias', label: 'Licencias', href: '/licencias/listado', badge: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /^Licencias\s*, 1 notificación nueva$/ }),
    ).toBeInTheDocument();
  },
};
