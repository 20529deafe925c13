import { roleMessages, screenLabel } from '@horizontal/domain';
import { moduleCatalog, roleFixtures as roles } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofCompany } from '../../shared/stories/demo';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { ProfileForm } from './ProfileForm';

/*
 * The catalog is the spec's whole menu, as the server seeds it: each module with its screens, named by their route
 * (residentes/listado). The record is the demo administradora's accountant profile (Gastos Comunes only).
 */
const moduleNamed = (name: string) => moduleCatalog.find((module) => module.name === name)!;
const screenId = (screen: string) =>
  moduleCatalog.flatMap((module) => module.functionalities).find((functionality) => functionality.screen === screen)!
    .id;
const accountant = ofCompany(roles).find((role) => role.name === 'contable')!;
const billingScreens = moduleNamed('Gastos Comunes').functionalities.map((functionality) => functionality.name);

const meta = {
  title: 'Pantallas/Configuración/ProfileForm',
  component: ProfileForm,
  args: {
    ...recordFormArgs(roleMessages.created),
    options: { status: 'ready', modules: moduleCatalog },
    onEdit: fn(),
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({ loading: 'Cargando el perfil…' });

const fillProfile = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Perfil'), 'Intendente');
  await userEvent.type(canvas.getByLabelText('Nombre interno'), 'intendencia');
  return canvas;
};

export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fillProfile(canvasElement);
    // Only the screens of the chosen modules are offered.
    await expect(canvas.queryByRole('group', { name: 'Pantallas de Complejo' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Complejo' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Portería' }));
    // A module comes with all its screens; the person takes away what is not for this profile.
    const porteria = within(canvas.getByRole('group', { name: 'Pantallas de Portería' }));
    await expect(porteria.getByRole('checkbox', { name: 'Visitas · Ver el listado' })).toBeChecked();
    const complejo = within(canvas.getByRole('group', { name: 'Pantallas de Complejo' }));
    await userEvent.click(complejo.getByRole('checkbox', { name: 'Todas las pantallas' }));
    await userEvent.click(complejo.getByRole('checkbox', { name: 'Residentes · Ver el listado' }));
    await expect(complejo.getByRole('checkbox', { name: 'Todas las pantallas' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Crear perfil' }));
    const sent = {
      name: 'intendencia',
      description: 'Intendente',
      moduleIds: [moduleNamed('Complejo').id, moduleNamed('Portería').id],
      functionalityIds: [
        ...moduleNamed('Portería').functionalities.map((functionality) => functionality.id),
        screenId('residentes/listado'),
      ],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear perfil' }));
    await expect(canvas.getByText('Ingrese el nombre del perfil.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la descripción del perfil.')).toBeVisible();
    await expect(canvas.getByText('Seleccione al menos un módulo.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MóduloSinPantallas: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fillProfile(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Portería' }));
    const porteria = within(canvas.getByRole('group', { name: 'Pantallas de Portería' }));
    await userEvent.click(porteria.getByRole('checkbox', { name: 'Todas las pantallas' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Crear perfil' }));
    const all = porteria.getByRole('checkbox', { name: 'Todas las pantallas' });
    await expect(all).toHaveAccessibleDescription(/Elija al menos una pantalla de Portería o quite el módulo\./);
    await waitFor(() => expect(all).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(roleMessages.nameTaken('intendencia')))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fillProfile(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Portería' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Crear perfil' }));
    await expect(await canvas.findByText(roleMessages.nameTaken('intendencia'))).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The administradora already shows a profile by that name: the refusal goes under «Perfil», where it is fixed. */
export const PerfilRepetido: Story = {
  args: { onSubmit: fn(answer(failure(roleMessages.descriptionTaken('Intendente')))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fillProfile(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Portería' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Crear perfil' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Perfil')).toHaveAccessibleDescription(
        expect.stringContaining(roleMessages.descriptionTaken('Intendente')),
      ),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: accountant } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Perfil')).toHaveValue('Contable');
    await expect(canvas.getByRole('checkbox', { name: 'Gastos Comunes' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Complejo' }));
    const complejo = within(canvas.getByRole('group', { name: 'Pantallas de Complejo' }));
    await userEvent.click(complejo.getByRole('checkbox', { name: 'Todas las pantallas' }));
    await userEvent.click(complejo.getByRole('checkbox', { name: 'Residentes · Ver el listado' }));
    // Taking a module away takes its screens with it.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gastos Comunes' }));
    await expect(canvas.queryByRole('group', { name: 'Pantallas de Gastos Comunes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'contable',
      description: 'Contable',
      moduleIds: [moduleNamed('Complejo').id],
      functionalityIds: [screenId('residentes/listado')],
    });
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: accountant } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contable' })).toBeInTheDocument();
    await expect(canvas.getByText(billingScreens.map(screenLabel).join(', '))).toBeVisible();
    await expect(canvas.queryByText('Este perfil no abre ninguna pantalla')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/**
 * The app offers only the screens it has (issue #30, item 9): while Gastos Comunes is not built, the accountant's
 * profile opens nothing, and the detail says so.
 */
export const DetalleSinPantallas: Story = {
  args: {
    state: { mode: 'DETAIL', status: 'ready', record: accountant },
    options: { status: 'ready', modules: moduleCatalog.filter((module) => module.name !== 'Gastos Comunes') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este perfil no abre ninguna pantalla')).toBeVisible();
    await expect(canvas.getByText(/Los empleados con el perfil Contable verán el menú vacío\./)).toBeVisible();
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };
