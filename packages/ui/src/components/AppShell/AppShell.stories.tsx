import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { media } from '../../theme/media';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { InlineAlert } from '../InlineAlert';
import { Menu } from '../Menu';
import { PageHeader } from '../PageHeader';
import { AppShell } from './AppShell';

const onNavigate = fn();
const onSignOut = fn();

const navigation = [
  { id: 'gastos', label: 'Gastos Comunes', href: '/gastos-comunes', badge: 2 },
  { id: 'complejo', label: 'Complejo', href: '/complejo', badge: 1, current: true },
  { id: 'porteria', label: 'Portería', href: '/porteria' },
  { id: 'asambleas', label: 'Asambleas', href: '/asambleas' },
  { id: 'mensajes', label: 'Mensajería', href: '/mensajes', badge: 3 },
  { id: 'personal', label: 'Personal', href: '/personal' },
  { id: 'contabilidad', label: 'Contabilidad', href: '/contabilidad' },
];

const complejoSelector = (
  <label style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
    <span style={{ fontSize: 13 }}>Complejo</span>
    <select style={{ height: 32, width: '100%', maxWidth: 240, minWidth: 0 }} defaultValue="1">
      <option value="">Seleccione un complejo…</option>
      <option value="1">Complejo Parque Batlle</option>
      <option value="2">Torres del Puerto</option>
    </select>
  </label>
);

const account = [
  { label: 'Inicio', onSelect: () => onNavigate('/home') },
  { type: 'label' as const, label: 'Configuración' },
  { label: 'Perfiles', onSelect: () => onNavigate('/perfiles/listado') },
  { label: 'Empleados', onSelect: () => onNavigate('/empleados/listado') },
  { label: 'Complejos', onSelect: () => onNavigate('/complejos/listado') },
  { type: 'separator' as const },
  { label: 'Cuenta', onSelect: () => onNavigate('/account') },
  { type: 'separator' as const },
  { label: 'Cerrar Sesión', onSelect: onSignOut, tone: 'danger' as const },
];

const submenu = (
  <Menu
    label="Complejo"
    onNavigate={onNavigate}
    items={[
      { id: 'apartamentos', label: 'Apartamentos', href: '/apartamentos/listado' },
      { id: 'despensas', label: 'Despensas', href: '/despensas/listado' },
      { id: 'estacionamientos', label: 'Estacionamientos', href: '/estacionamientos/listado' },
      { id: 'residentes', label: 'Residentes', href: '/residentes/listado', current: true },
      { id: 'areas', label: 'Áreas comunes', href: '/areascomunes/listado' },
      { id: 'reservas', label: 'Reservas', href: '/reservas/listado', badge: 1 },
    ]}
  />
);

const folded = () => window.matchMedia(media.folded).matches;

/** Opens the account's entries where this width shows them: the menu of the header, or the «Menú» drawer. */
const openAccount = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  if (folded()) {
    await userEvent.click(canvas.getByRole('button', { name: /Menú/ }));
    return within(await within(document.body).findByRole('dialog', { name: 'Menú' }));
  }
  await userEvent.click(canvas.getByRole('button', { name: /Mi cuenta/ }));
  return within(await within(document.body).findByRole('menu'));
};

const meta = {
  title: 'Estructura/AppShell',
  component: AppShell,
  tags: ['widths'],
  args: {
    userName: 'Martín Rodríguez',
    roleDescription: 'Administrador de complejos',
    account,
    onNavigate,
    children: <p>Contenido de la página.</p>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrador: Story = {
  args: {
    navigation,
    complejoSelector,
    submenu,
    breadcrumbs: (
      <Breadcrumbs
        onBack={fn()}
        onNavigate={onNavigate}
        items={[{ label: 'Complejo', href: '/complejo' }, { label: 'Residentes' }]}
      />
    ),
    children: (
      <PageHeader title="Residentes" actions={<Button>Nuevo residente</Button>} description="Altos del Prado" />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Montevideo, Uruguay');
    await expect(footer).toHaveTextContent('Tel. 2900 0000');
    await expect(within(footer).getByRole('link', { name: 'contacto@horizontal.uy' })).toHaveAttribute(
      'href',
      'mailto:contacto@horizontal.uy',
    );
    await expect(canvas.getByRole('combobox', { name: 'Complejo' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Complejo' })).toBeInTheDocument();
    const entries = await openAccount(canvasElement);
    await expect(entries.getByText('Bienvenido/a, Martín Rodríguez')).toBeInTheDocument();
    await userEvent.click(entries.getByRole(folded() ? 'button' : 'menuitem', { name: 'Empleados' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/empleados/listado');
    await waitFor(() => expect(within(document.body).queryByRole(folded() ? 'dialog' : 'menu')).toBeNull());
    const again = await openAccount(canvasElement);
    await userEvent.click(again.getByRole(folded() ? 'button' : 'menuitem', { name: 'Cerrar Sesión' }));
    await expect(onSignOut).toHaveBeenCalled();
  },
};

/** Under 1280 px the modules and the account fold into «Menú», which shows the modules' unread total. */
export const MenuPlegado: Story = {
  args: { navigation, complejoSelector },
  play: async ({ canvasElement }) => {
    if (!folded()) return;
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Menú/ });
    await expect(trigger).toHaveAccessibleName(expect.stringMatching(/^Menú ?, 6 notificaciones nuevas$/));
    await userEvent.click(trigger);
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Menú' }));
    await expect(drawer.getByRole('link', { name: /Complejo/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(drawer.getByRole('link', { name: /Portería/ }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/porteria');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const SaltarAlContenido: Story = {
  args: { navigation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** No complejo chosen yet: the selector says so, and the page asks for one. */
export const SinComplejo: Story = {
  args: {
    navigation,
    complejoSelector: (
      <label style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
        <span style={{ fontSize: 13 }}>Complejo</span>
        <select style={{ height: 32, width: '100%', maxWidth: 240, minWidth: 0 }} defaultValue="">
          <option value="">Seleccione un complejo…</option>
          <option value="1">Complejo Parque Batlle</option>
        </select>
      </label>
    ),
    children: (
      <InlineAlert tone="warning" title="¡Debe seleccionar un complejo!">
        Elija en «Complejo», en la barra superior, el complejo con el que va a trabajar para abrir este módulo.
      </InlineAlert>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Complejo' })).toHaveDisplayValue('Seleccione un complejo…');
  },
};

export const Maestro: Story = {
  args: {
    userName: 'Lucía Fernández',
    roleDescription: 'Usuario maestro',
    navigation: [
      { id: 'administradoras', label: 'Administradoras', href: '/administradoras', current: true },
      { id: 'complejos', label: 'Complejos', href: '/complejos' },
      { id: 'usuarios', label: 'Usuarios', href: '/usuarios' },
    ],
    account: [
      { label: 'Inicio', onSelect: () => onNavigate('/home') },
      { label: 'Cuenta', onSelect: () => onNavigate('/account') },
      { type: 'separator' },
      { label: 'Cerrar Sesión', onSelect: onSignOut, tone: 'danger' },
    ],
  },
};

export const NombreLargo: Story = {
  args: { userName: 'María de los Ángeles Etchegaray Fernández', roleDescription: 'Encargada de portería' },
};
