import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactLink, contactKinds } from './ContactLink';

const meta = {
  title: 'Datos/ContactLink',
  component: ContactLink,
  argTypes: { kind: { control: 'inline-radio', options: contactKinds } },
  args: { kind: 'phone', value: '99876534' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ContactLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mobile: written 099 876 534, it calls and it opens WhatsApp. */
export const Celular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '099 876 534' })).toHaveAttribute('href', 'tel:+59899876534');
    await expect(canvas.getByRole('link', { name: 'Escribir por WhatsApp al 099 876 534' })).toHaveAttribute(
      'href',
      'https://wa.me/59899876534',
    );
  },
};

/** A landline calls; WhatsApp is not offered. */
export const Fijo: Story = {
  args: { value: '24871234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '2487 1234' })).toHaveAttribute('href', 'tel:+59824871234');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Correo: Story = {
  args: { kind: 'email', value: 'martin.rodriguez@correo.com.uy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'martin.rodriguez@correo.com.uy' })).toHaveAttribute(
      'href',
      'mailto:martin.rodriguez@correo.com.uy',
    );
  },
};

/** An old record that is not a Uruguayan number is shown as it is, with no link that would dial it. */
export const NoVálido: Story = {
  args: { value: '12345678' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12345678')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Catálogo: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <ContactLink kind="phone" value="99876534" />
      <ContactLink kind="phone" value="24871234" />
      <ContactLink kind="phone" value="42490011" />
      <ContactLink kind="email" value="martin.rodriguez@correo.com.uy" />
      <ContactLink kind="phone" value="12345678" />
    </div>
  ),
};
