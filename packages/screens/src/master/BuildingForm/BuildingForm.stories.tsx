import { buildingMessages, refusals } from '@horizontal/domain';
import {
  buildingFixtures as buildings,
  cities,
  companyFixtures,
  states as departments,
  towerFixtures as towers,
} from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { BuildingForm } from './BuildingForm';

const building = buildings[1]!;

/** The administradoras as /general/companies offers them. */
const companyOptions = companyFixtures.map(({ id, name }) => ({ id, name }));

const meta = {
  title: 'Pantallas/Maestro/BuildingForm',
  component: BuildingForm,
  args: {
    ...recordFormArgs(buildingMessages.created),
    options: { status: 'ready', companies: companyOptions, cities, states: departments },
    onEdit: fn(),
    onTowers: fn(),
  },
} satisfies Meta<typeof BuildingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  loading: 'Cargando el complejo…',
  optionsLoading: { field: 'Administradora', text: 'Cargando administradoras…' },
  optionsUnavailable: 'No se pudieron cargar las administradoras y ciudades',
});

const body = () => within(document.body);

const fillNew = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nombre'), 'Jardines del Prado');
  await userEvent.click(canvas.getByRole('combobox', { name: 'Administradora' }));
  await userEvent.click(await body().findByRole('option', { name: 'Gestión Costa Este S.R.L.' }));
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  await userEvent.type(canvas.getByLabelText('Dirección'), 'Av. Millán 3620');
  await userEvent.type(canvas.getByRole('combobox', { name: 'Ciudad' }), 'montev');
  await userEvent.click(await canvas.findByRole('option', { name: /Montevideo/ }));
  return canvas;
};

export const Nuevo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fillNew(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'Torre 1');
    await userEvent.type(canvas.getByLabelText('Pisos'), '8{Enter}');
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'Torre 2');
    await userEvent.type(canvas.getByLabelText('Pisos'), '12{Enter}');
    const added = () => within(canvas.getByRole('list', { name: 'Torres' })).getAllByRole('listitem');
    await waitFor(() => expect(added()).toHaveLength(2));
    await expect(within(added()[0]!).getByText('8 pisos')).toBeVisible();
    await expect(within(added()[1]!).getByText('12 pisos')).toBeVisible();
    // Enter in the tower field adds a tower; it does not create the complejo.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear complejo' }));
    const sent = {
      building: { companyId: 2, name: 'Jardines del Prado', address: 'Av. Millán 3620', cityId: 1, city: 'Montevideo' },
      // The floors as typed: no tower is sent with a floor count nobody wrote.
      towers: [
        { name: 'Torre 1', floors: 8 },
        { name: 'Torre 2', floors: 12 },
      ],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** A tower needs its floors: without them it is not added, and the complejo is not created by that Enter. */
export const TorreSinPisos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fillNew(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'Torre 1{Enter}');
    await expect(canvas.getByLabelText('Pisos')).toHaveAccessibleDescription('Ingrese la cantidad de pisos.');
    await expect(canvas.getByLabelText('Pisos')).toHaveFocus();
    await expect(canvas.queryByRole('list', { name: 'Torres' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErroresDeValidación: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Torres #2');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear complejo' }));
    await expect(canvas.getByLabelText('Nombre')).toHaveAccessibleDescription(/El carácter «#» no está permitido/);
    await expect(canvas.getByText('Seleccione la administradora del complejo.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la dirección.')).toBeVisible();
    await expect(canvas.getByText('Seleccione la ciudad del complejo.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  // The administradora chosen was deleted meanwhile: buildings.create answers that it no longer exists.
  args: { onSubmit: fn(answer(failure(refusals.companyNotFound))) },
  play: async ({ canvasElement }) => {
    const canvas = await fillNew(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear complejo' }));
    await expect(await canvas.findByText(refusals.companyNotFound)).toBeVisible();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: building } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nombre')).toHaveValue('Torres del Buceo');
    await expect(canvas.getByRole('combobox', { name: 'Administradora' })).toHaveTextContent(
      'Administradora del Prado S.A.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('Montevideo');
    await expect(canvas.queryByLabelText('Nueva torre')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Administrar torres' }));
    await expect(args.onTowers).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByLabelText('Dirección'), ' bis');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      building: {
        companyId: 1,
        name: 'Torres del Buceo',
        address: 'Rambla Armenia 1650 bis',
        cityId: 1,
        city: 'Montevideo',
      },
      towers: [],
    });
  },
};

const towersOf = (buildingId: number) => towers.filter((tower) => tower.buildingId === buildingId);

/** Opened from a list filtered by an administradora: the new complejo starts as one of hers. */
export const NuevoDesdeUnaAdministradora: Story = {
  args: { companyId: companyOptions[1]!.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Administradora' })).toHaveTextContent(companyOptions[1]!.name);
  },
};

export const Detalle: Story = {
  args: {
    state: { mode: 'DETAIL', status: 'ready', record: building },
    towers: { status: 'ready', towers: towersOf(building.id) },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Torres del Buceo' })).toBeInTheDocument();
    await expect(canvas.getByText('Administradora del Prado S.A.')).toBeVisible();
    // The detail shows what the complejo holds: its towers and their floors.
    await expect(towersOf(building.id).length).toBeGreaterThan(0);
    for (const tower of towersOf(building.id)) await expect(canvas.getByText(tower.name)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const DetalleSinTorres: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: building }, towers: { status: 'ready', towers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todavía no tiene torres: agréguelas desde Torres.')).toBeVisible();
  },
};

export const DetalleTorresNoCargan: Story = {
  args: {
    state: { mode: 'DETAIL', status: 'ready', record: building },
    towers: { status: 'error', message: refusals.unexpected },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se pudieron cargar las torres')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const CargandoOpciones: Story = states.optionsLoading;

export const ErrorEnOpciones: Story = states.optionsError;

export const Cargando: Story = states.loading;

/** Opened from the list's detail link. */
export const ErrorAlCargar: Story = {
  ...states.loadError,
  args: { state: { mode: 'DETAIL', status: 'error', message: refusals.unexpected } },
};

export const NombresLargos: Story = {
  args: {
    state: {
      mode: 'DETAIL',
      status: 'ready',
      record: {
        ...building,
        name: 'Complejo Habitacional Cooperativo de Vivienda por Ayuda Mutua Parque Batlle y Ordóñez',
        address: 'Avenida Doctor Américo Ricaldoni 2450 esquina Avenida Italia, Manzana 12, Montevideo',
      },
    },
  },
};
