import { refusals, towerMessages } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ActionResult } from '../../shared/forms';
import { answer, failure, ok } from '../../shared/stories/answers';
import { type TowerItem, TowersEditor, type TowersEditorProps } from './TowersEditor';

const initial: TowerItem[] = [
  { key: '1', name: 'Torre A', floors: 6 },
  { key: '2', name: 'Torre B', floors: 1 },
];

/** Keeps the list the way the app would after each answer, and still reports every call. */
function Stateful(props: TowersEditorProps) {
  const [towers, setTowers] = useState(props.towers);
  const apply = async (result: Promise<ActionResult>, change: () => void) => {
    const answered = await result;
    if (answered.ok) change();
    return answered;
  };
  return (
    <TowersEditor
      {...props}
      towers={towers}
      onAdd={(name, floors) =>
        apply(props.onAdd(name, floors), () =>
          setTowers((current) => [...current, { key: `n${current.length}`, name, floors }]),
        )
      }
      onRename={(key, name) =>
        apply(props.onRename(key, name), () =>
          setTowers((current) => current.map((tower) => (tower.key === key ? { ...tower, name } : tower))),
        )
      }
      onRemove={(key) =>
        apply(props.onRemove(key), () => setTowers((current) => current.filter((tower) => tower.key !== key)))
      }
    />
  );
}

const meta = {
  title: 'Pantallas/Maestro/TowersEditor',
  component: TowersEditor,
  render: (args) => <Stateful {...args} />,
  args: {
    towers: initial,
    onAdd: fn(answer(ok(towerMessages.created))),
    onRename: fn(answer(ok(towerMessages.updated))),
    onRemove: fn(answer(ok(towerMessages.deleted))),
  },
} satisfies Meta<typeof TowersEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Torres' });
const row = (canvasElement: HTMLElement, index: number) => within(list(canvasElement)).getAllByRole('listitem')[index]!;

export const Agregar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Each tower says its floors; a new one starts with none written.
    await expect(within(row(canvasElement, 0)).getByText('6 pisos')).toBeVisible();
    await expect(within(row(canvasElement, 1)).getByText('1 piso')).toBeVisible();
    await expect(canvas.getByLabelText('Pisos')).toHaveValue('');
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'Torre C');
    await userEvent.type(canvas.getByLabelText('Pisos'), '12{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Torre C', 12);
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(row(canvasElement, 2)).getByText('12 pisos')).toBeVisible();
    // The next tower starts empty again, from its name.
    await expect(canvas.getByLabelText('Nueva torre')).toHaveValue('');
    await expect(canvas.getByLabelText('Pisos')).toHaveValue('');
    await expect(canvas.getByLabelText('Nueva torre')).toHaveFocus();
  },
};

export const SinPisos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'Torre C{Enter}');
    const floors = canvas.getByLabelText('Pisos');
    await expect(floors).toHaveAccessibleDescription('Ingrese la cantidad de pisos.');
    await expect(floors).toHaveFocus();
    await expect(floors).toBeRequired();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.type(floors, '9{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Torre C', 9);
  },
};

export const PisosEnCero: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'Torre C');
    await userEvent.type(canvas.getByLabelText('Pisos'), '0');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Pisos')).toHaveAccessibleDescription('La torre debe tener al menos un piso.');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar torre' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The towers are optional: going through an empty line with the keyboard, on the way to saving, says nothing. */
export const LíneaVacíaSinAvisos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Nueva torre'));
    await userEvent.tab();
    await expect(canvas.getByLabelText('Pisos')).toHaveFocus();
    await expect(canvas.getByLabelText('Pisos')).not.toBeRequired();
    await userEvent.tab();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const NombreRepetido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'torre a');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar torre' }));
    await expect(canvas.getByLabelText('Nueva torre')).toHaveAccessibleDescription(
      'Ya hay una torre llamada «torre a» en este complejo.',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const NombreVacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar torre' }));
    await expect(canvas.getByText('Ingrese el nombre de la torre.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la cantidad de pisos.')).toBeVisible();
    await expect(canvas.getByLabelText('Nueva torre')).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Renombrar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Renombrar Torre B' }));
    const field = canvas.getByLabelText('Nuevo nombre de Torre B');
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Torre Norte{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('2', 'Torre Norte');
    await expect(await within(list(canvasElement)).findByText('Torre Norte')).toBeVisible();
    // Renaming keeps the floors.
    await expect(within(row(canvasElement, 1)).getByText('1 piso')).toBeVisible();
  },
};

export const EliminarBorrador: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar Torre A' }));
    await expect(args.onRemove).toHaveBeenCalledWith('1');
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const EliminarConConfirmación: Story = {
  args: { confirmRemove: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar Torre A' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Eliminar la Torre A?' });
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onRemove).toHaveBeenCalledWith('1');
    await waitFor(() => expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const ErrorDelServidor: Story = {
  // The complejo was deleted meanwhile: towers.create answers that it no longer exists.
  args: { onAdd: fn(answer(failure(refusals.buildingNotFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'Torre C');
    await userEvent.type(canvas.getByLabelText('Pisos'), '12{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusals.buildingNotFound);
    // Nothing typed is lost: the person can try again.
    await expect(canvas.getByLabelText('Nueva torre')).toHaveValue('Torre C');
    await expect(canvas.getByLabelText('Pisos')).toHaveValue('12');
  },
};

export const SinTorres: Story = {
  args: { towers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Todavía no hay torres/)).toBeVisible();
  },
};
