import { montevideoMoment } from '@horizontal/domain';
import { adminUser, masterUser } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordHistory } from './RecordHistory';

/** Moments as the server sends them (UTC); the screen reads them on Montevideo's clock. */
const createdAt = montevideoMoment('2026-03-05', '13:20');
const changedAt = montevideoMoment('2026-11-20', '09:05');

const meta = {
  title: 'Pantallas/Compartidas/RecordHistory',
  component: RecordHistory,
  args: {
    state: {
      status: 'ready',
      history: { created: { by: adminUser.name, at: createdAt }, changed: { by: masterUser.name, at: changedAt } },
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConDatos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Historial del registro' })).toBeVisible();
    await expect(canvas.getByText(`Creado por ${adminUser.name} el 05/03/2026 a las 13:20.`)).toBeVisible();
    await expect(
      canvas.getByText(`Última modificación por ${masterUser.name} el 20/11/2026 a las 09:05.`),
    ).toBeVisible();
  },
};

export const SinModificaciones: Story = {
  args: { state: { status: 'ready', history: { created: { by: adminUser.name, at: createdAt }, changed: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Creado por ${adminUser.name} el 05/03/2026 a las 13:20.`)).toBeVisible();
    await expect(canvas.getByText('Sin modificaciones registradas.')).toBeVisible();
  },
};

/** A record loaded before the trail (the demo's seed): nobody knows who created it. */
export const SinDatos: Story = {
  args: { state: { status: 'ready', history: { created: null, changed: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin datos de quién lo creó.')).toBeVisible();
    await expect(canvas.getByText('Sin modificaciones registradas.')).toBeVisible();
  },
};

/** The trail knows when, not who: the user was deleted, or the change came from no session. */
export const AutorDesconocido: Story = {
  args: {
    state: {
      status: 'ready',
      history: { created: { by: null, at: createdAt }, changed: { by: null, at: changedAt } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Creado el 05/03/2026 a las 13:20; no consta por quién.')).toBeVisible();
    await expect(canvas.getByText('Última modificación el 20/11/2026 a las 09:05; no consta por quién.')).toBeVisible();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando el historial…');
    await expect(canvas.queryByText(/Creado/)).toBeNull();
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'No pudimos mostrar estos datos. Intente de nuevo en unos minutos.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No se pudo cargar quién creó y modificó este registro/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
