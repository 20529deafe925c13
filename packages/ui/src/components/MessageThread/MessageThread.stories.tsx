import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MessageComposer } from '../MessageComposer';
import { MessageThread, type ThreadMessage } from './MessageThread';

const day = (value: number) => ({ year: 2026, month: 3, day: value });

const conversation: ThreadMessage[] = [
  {
    id: 11,
    author: 'Administración',
    body: 'Buenos días. Le recordamos que el lunes 9 se corta el agua de 9:00 a 13:00.',
    date: day(5),
    time: { hours: 9, minutes: 15 },
    own: true,
    delivery: 'sent',
  },
  {
    id: 12,
    author: 'Lucía Fernández',
    body: '¿El corte incluye la Torre B?',
    date: day(5),
    time: { hours: 10, minutes: 2 },
    own: false,
  },
  {
    id: 13,
    author: 'Administración',
    body: 'Sí, las tres torres.',
    date: day(5),
    time: { hours: 10, minutes: 30 },
    own: true,
    delivery: 'sent',
  },
  {
    id: 15,
    author: 'Lucía Fernández',
    body: 'Perfecto, gracias.\nOtra consulta: ¿se puede reservar el salón ese día?',
    date: day(6),
    time: { hours: 8, minutes: 45 },
    own: false,
    unread: true,
  },
  {
    id: 14,
    author: 'Lucía Fernández',
    body: 'Hola, ¿sigue en pie el corte?',
    date: day(6),
    time: { hours: 8, minutes: 40 },
    own: false,
    unread: true,
  },
];

const meta = {
  title: 'Mensajería/MessageThread',
  component: MessageThread,
  args: { subject: 'Corte de agua del lunes 9', messages: conversation },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConNoLeídos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversación: Corte de agua del lunes 9' });
    const articles = within(log).getAllByRole('article');
    // Ordered by id, not by arrival: message 14 comes before 15.
    await expect(articles[3]).toHaveTextContent('Hola, ¿sigue en pie el corte?');
    await expect(articles[3]).toHaveAccessibleName('Lucía Fernández, 06/03/2026 08:40, no leído');
    await expect(articles[0]).toHaveAccessibleName('Usted, 05/03/2026 09:15');
    const marker = within(log).getByText('Mensajes no leídos');
    await expect(marker.nextElementSibling).toBe(articles[3]);
    await expect(within(log).getByText('06/03/2026')).toBeInTheDocument();
  },
};

export const TodoLeído: Story = {
  args: { messages: conversation.map((message) => ({ ...message, unread: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Mensajes no leídos')).toBeNull();
  },
};

export const EnvíoFallido: Story = {
  args: {
    messages: [
      ...conversation.slice(0, 3),
      {
        id: 16,
        author: 'Administración',
        body: 'Sí, se puede.',
        date: day(6),
        time: { hours: 9, minutes: 0 },
        own: true,
        delivery: 'failed',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const failed = within(canvasElement).getByText('Sí, se puede.').closest('article');
    await expect(failed).not.toBeNull();
    await expect(failed).toHaveTextContent('No se envió');
    await expect(within(canvasElement).getAllByText(/No se envió/)).toHaveLength(1);
  },
};

export const Vacía: Story = { args: { messages: [] } };

function Chat() {
  const [messages, setMessages] = useState<ThreadMessage[]>(conversation.slice(0, 3));
  const [draft, setDraft] = useState('');
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <MessageThread subject="Corte de agua del lunes 9" messages={messages} />
      <MessageComposer
        value={draft}
        onChange={setDraft}
        onSend={(text) => {
          setMessages((current) => [
            ...current,
            {
              id: 100 + current.length,
              author: 'Administración',
              body: text,
              date: day(6),
              time: { hours: 11, minutes: 0 },
              own: true,
              delivery: 'sending',
            },
          ]);
          setDraft('');
        }}
      />
    </div>
  );
}

export const Conversación: Story = {
  render: () => <Chat />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Respuesta'), 'Gracias por avisar.{Control>}{Enter}{/Control}');
    const log = canvas.getByRole('log');
    await expect(within(log).getAllByRole('article').at(-1)).toHaveTextContent('Gracias por avisar.');
    await expect(within(log).getAllByRole('article').at(-1)).toHaveTextContent('Enviando…');
    await expect(canvas.getByLabelText('Respuesta')).toHaveValue('');
  },
};
