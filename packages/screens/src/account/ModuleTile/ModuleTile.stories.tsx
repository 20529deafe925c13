import { formatCurrency, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ModuleTile } from './ModuleTile';

/** Parque Batlle's figures as the complejo module's tile shows them. */
const figures = [
  { label: 'unidades', value: 96, href: '/apartamentos/listado' },
  { label: 'unidades sin residentes', value: 12, href: '/apartamentos/listado' },
  { label: 'residentes sin teléfono', value: 7, href: '/residentes/listado?sin=telefono', attention: true },
  { label: 'residentes sin correo', value: 0, href: '/residentes/listado?sin=correo', attention: true },
];

const meta = {
  title: 'Pantallas/Cuenta/ModuleTile',
  component: ModuleTile,
  args: { title: 'Complejo', state: { status: 'ready', figures }, onRetry: fn(), onOpen: fn() },
  parameters: { layout: 'padded', screenFrame: 'none' },
} satisfies Meta<typeof ModuleTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConCifras: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('region', { name: 'Complejo' });
    const link = within(tile).getByRole('link', { name: '7 residentes sin teléfono' });
    await expect(link).toHaveAttribute('href', '/residentes/listado?sin=telefono');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith('/residentes/listado?sin=telefono');
    await expect(within(tile).getAllByRole('link')).toHaveLength(4);
  },
};

/** A money figure reads as pesos, not as a count: the gastos comunes tile's debt. */
export const ConImportes: Story = {
  args: {
    title: 'Gastos comunes',
    state: {
      status: 'ready',
      figures: [
        {
          label: 'de deuda vencida',
          value: 12_345_678,
          display: formatCurrency(12_345_678),
          href: '/gastoscomunes/deuda',
          attention: true,
        },
        { label: 'unidades con deuda', value: 9, href: '/gastoscomunes/deuda', attention: true },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const tile = within(within(canvasElement).getByRole('region', { name: 'Gastos comunes' }));
    await expect(tile.getByRole('link', { name: '$ 123.456,78 de deuda vencida' })).toBeVisible();
    await expect(tile.getByRole('link', { name: '9 unidades con deuda' })).toBeVisible();
  },
};

/**
 * Contabilidad's tile in a narrow column: a balance in millions of pesos is wider than the tile, so its label goes to
 * the next line instead of under the figure; a loss reads as a warning.
 */
export const ImportesAnchos: Story = {
  args: {
    title: 'Contabilidad',
    state: {
      status: 'ready',
      figures: [
        {
          label: 'de saldo en la cuenta',
          value: 1_224_622_326,
          display: formatCurrency(1_224_622_326),
          href: '/contabilidad',
        },
        {
          label: 'de resultado en 2026',
          value: -129_426_393,
          display: formatCurrency(-129_426_393),
          href: '/contabilidad',
          attention: true,
        },
      ],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '260px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const tile = within(within(canvasElement).getByRole('region', { name: 'Contabilidad' }));
    for (const link of tile.getAllByRole('link')) {
      const [value] = [...link.children];
      await expect(value!.scrollWidth, `${link.textContent}: la cifra cabe en su lugar`).toBeLessThanOrEqual(
        value!.clientWidth,
      );
      const [figure, label] = [...link.children].map((part) => part.getBoundingClientRect());
      const apart = label!.top >= figure!.bottom - 1 || label!.left >= figure!.right - 1;
      await expect(apart, `${link.textContent}: la cifra y su texto no se superponen`).toBe(true);
    }
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando las cifras de Complejo…');
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A profile whose screens of the module have no figures. */
export const SinCifras: Story = {
  args: { state: { status: 'ready', figures: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no tiene listados de este módulo/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
