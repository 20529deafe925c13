import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import { InlineAlert } from '../InlineAlert';
import { Menu } from '../Menu';
import { PageHeader } from '../PageHeader';
import { AppShell } from './AppShell';

const onNavigate = fn();
const onSignOut = fn();
const onSelectComplejo = fn();

const moduleMenu = (
  <Menu
    label="Módulos"
    tone="header"
    onNavigate={onNavigate}
    items={[
      { id: 'gastos', label: 'Gastos Comunes', href: '/gastos-comunes', badge: 2 },
      { id: 'complejo', label: 'Complejo', href: '/complejo', badge: 1, current: true },
      { id: 'porteria', label: 'Portería', href: '/porteria' },
      { id: 'asambleas', label: 'Asambleas', href: '/asambleas' },
      { id: 'mensajes', label: 'Mensajería', href: '/mensajes', badge: 3 },
      { id: 'personal', label: 'Personal', href: '/personal' },
    ]}
  />
);

const configurationMenu = (
  <DropdownMenu
    align="start"
    trigger={
      <Button variant="inverse" size="sm">
        Configuración <Icon name="chevronDown" size="sm" />
      </Button>
    }
    items={[
      { label: 'Perfiles', onSelect: () => onNavigate('/perfiles/listado') },
      { label: 'Empleados', onSelect: () => onNavigate('/empleados/listado') },
      { label: 'Complejos', onSelect: () => onNavigate('/complejos/listado') },
    ]}
  />
);

const complejoSelector = (
  <DropdownMenu
    trigger={
      <Button variant="inverse" size="sm" aria-label="Complejo: Altos del Prado. Cambiar complejo">
        Altos del Prado <Icon name="chevronDown" size="sm" />
      </Button>
    }
    items={[
      { type: 'label', label: 'Complejos' },
      { label: 'Altos del Prado', onSelect: () => onSelectComplejo(1) },
      { label: 'Torres del Puerto', onSelect: () => onSelectComplejo(2) },
    ]}
  />
);

const accountMenu = (
  <DropdownMenu
    trigger={
      <Button variant="inverse" size="sm">
        Cuenta <Icon name="chevronDown" size="sm" />
      </Button>
    }
    items={[
      { label: 'Inicio', onSelect: () => onNavigate('/home') },
      { label: 'Módulos', onSelect: () => onNavigate('/home') },
      { label: 'Configuración', onSelect: () => onNavigate('/perfiles/listado') },
      { label: 'Cuenta', onSelect: () => onNavigate('/account') },
      { type: 'separator' },
      { label: 'Cerrar Sesión', onSelect: onSignOut, tone: 'danger' },
    ]}
  />
);

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

const meta = {
  title: 'Estructura/AppShell',
  component: AppShell,
  args: {
    userName: 'Martín Rodríguez',
    roleDescription: 'Administrador de complejos',
    children: <p>Contenido de la página.</p>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrador: Story = {
  args: {
    navigation: moduleMenu,
    configurationMenu,
    complejoSelector,
    accountMenu,
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
    await expect(canvas.getByText('Bienvenido/a, Martín Rodríguez')).toBeInTheDocument();
    await expect(canvas.getByText('Administrador de complejos')).toBeInTheDocument();
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Montevideo, Uruguay');
    await expect(footer).toHaveTextContent('Tel. 2900 0000');
    await expect(within(footer).getByRole('link', { name: 'contacto@horizontal.uy' })).toHaveAttribute(
      'href',
      'mailto:contacto@horizontal.uy',
    );
    await expect(canvas.getByRole('navigation', { name: 'Módulos' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Complejo' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Cuenta/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Cerrar Sesión' }));
    await expect(onSignOut).toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // The configuration menu from the keyboard: Enter opens it on its first entry, arrows move, Enter chooses.
    canvas.getByRole('button', { name: /Configuración/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Perfiles' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Empleados' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenLastCalledWith('/empleados/listado');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const SaltarAlContenido: Story = {
  args: { navigation: moduleMenu, accountMenu },
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
    navigation: moduleMenu,
    complejoSelector: (
      <DropdownMenu
        trigger={
          <Button variant="inverse" size="sm" aria-label="Elija un complejo: ninguno elegido todavía">
            Elija un complejo <Icon name="chevronDown" size="sm" />
          </Button>
        }
        items={[
          { type: 'label', label: 'Complejos' },
          { label: 'Altos del Prado', onSelect: () => onSelectComplejo(1) },
          { label: 'Torres del Puerto', onSelect: () => onSelectComplejo(2) },
        ]}
      />
    ),
    accountMenu,
    children: (
      <InlineAlert tone="warning" title="¡Debe seleccionar un complejo!">
        Elija en «Complejo», en la barra superior, el complejo con el que va a trabajar para abrir este módulo.
      </InlineAlert>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /ninguno elegido/ })).toBeVisible();
    await expect(canvas.queryByText('Altos del Prado')).toBeNull();
  },
};

export const Maestro: Story = {
  args: {
    userName: 'Lucía Fernández',
    roleDescription: 'Usuario maestro',
    navigation: (
      <Menu
        label="Módulos"
        tone="header"
        items={[
          { id: 'administradoras', label: 'Administradoras', href: '/administradoras', current: true },
          { id: 'complejos', label: 'Complejos', href: '/complejos' },
          { id: 'usuarios', label: 'Usuarios', href: '/usuarios' },
        ]}
      />
    ),
    accountMenu,
  },
};

export const NombreLargo: Story = {
  args: { userName: 'María de los Ángeles Etchegaray Fernández', roleDescription: 'Encargada de portería' },
};
