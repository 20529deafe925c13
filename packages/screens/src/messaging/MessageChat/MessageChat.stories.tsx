import { messagingMessages, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok, pending } from '../../shared/stories/answers';
import { administratorId, threadMessages, threadNamed } from '../stories/demo';
import { MessageChat } from './MessageChat';

/** Parque Batlle's leak: the resident of Torre A · 502 writes, the administrator answers, the resident asks again. */
const leak = threadMessages(threadNamed('Filtración en el baño').id);
/** The suggestion of a bicycle rack, archived once it went to the assembly. */
const archived = threadMessages(threadNamed('Propuesta: bicicletero en el garaje').id);

/** What someone may write to try to run code in the administration's browser: it must read as the text it is. */
const markup = '<img src=x onerror=alert(1)><script>alert(1)</script>';

const meta = {
  title: 'Pantallas/Mensajería/MessageChat',
  component: MessageChat,
  args: {
    state: { status: 'ready', messages: leak },
    userId: administratorId,
    onRetry: fn(),
    onBack: fn(),
    onReply: fn(answer(ok(messagingMessages.replied))),
    onReopen: fn(answer(ok(messagingMessages.status))),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof MessageChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const conversation = (canvasElement: HTMLElement, subject = 'Filtración en el baño') =>
  within(canvasElement).getByRole('log', { name: `Conversación: ${subject}` });
const reply = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Respuesta' });

/** Oldest first, each message with who wrote it and when; the administrator's own replies say «Usted». */
export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Filtración en el baño' })).toBeVisible();
    await expect(canvas.getByText('Reclamo · Con Álvaro Rodríguez (Torre A · 502)')).toBeVisible();
    await expect(canvas.getByText('Abierto')).toBeVisible();
    const messages = within(conversation(canvasElement)).getAllByRole('article');
    await expect(messages).toHaveLength(leak.length);
    await expect(messages[0]).toHaveAccessibleName(
      /^Álvaro Rodríguez \(Torre A · 502\), \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    await expect(messages[0]).toHaveTextContent(leak[0]!.text);
    await expect(messages[1]).toHaveAccessibleName(/^Usted, /);
    await expect(messages[2]).toHaveTextContent(leak[2]!.text);
    await expect(reply(canvasElement)).toBeEnabled();
  },
};

/** The reply goes trimmed; once sent the box is empty again and the answer is announced. */
export const Responder: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(reply(canvasElement), '   El sanitario llega a las 10:00.   ');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onReply).toHaveBeenCalledWith('El sanitario llega a las 10:00.');
    await waitFor(() => expect(reply(canvasElement)).toHaveValue(''));
    await expect(reply(canvasElement)).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(messagingMessages.replied);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** Ctrl + Enter sends from the keyboard; Enter alone starts a new line. */
export const ResponderConElTeclado: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(reply(canvasElement));
    await userEvent.keyboard('Gracias.{Enter}Saludos.{Control>}{Enter}{/Control}');
    await expect(args.onReply).toHaveBeenCalledWith('Gracias.\nSaludos.');
    await waitFor(() => expect(reply(canvasElement)).toHaveValue(''));
  },
};

export const Enviando: Story = {
  args: { onReply: fn(pending()) },
  play: async ({ canvasElement }) => {
    await userEvent.type(reply(canvasElement), 'Ya va en camino.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    await expect(within(canvasElement).getByRole('button', { name: /Enviar/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refuses the reply (archived meanwhile): its words under the box, and the text stays to send later. */
export const RespuestaRechazada: Story = {
  args: { onReply: fn(answer(failure(messagingMessages.archived))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(reply(canvasElement), 'Le confirmo el horario.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText(messagingMessages.archived)).toBeVisible();
    await expect(reply(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(reply(canvasElement)).toHaveValue('Le confirmo el horario.');
  },
};

/** An archived thread takes no reply: the box is disabled and says how to reopen it. */
export const Archivada: Story = {
  args: { state: { status: 'ready', messages: archived } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Archivado')).toBeVisible();
    await expect(canvas.getByText(messagingMessages.archived)).toBeVisible();
    await expect(reply(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reabrir conversación' }));
    await expect(args.onReopen).toHaveBeenCalledOnce();
  },
};

export const ReabrirFalla: Story = {
  args: { state: { status: 'ready', messages: archived }, onReopen: fn(answer(failure(refusals.noFunctionality))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reabrir conversación' }));
    await expect(await canvas.findByText('No se pudo reabrir la conversación')).toBeVisible();
    await expect(canvas.getByText(refusals.noFunctionality)).toBeVisible();
  },
};

/** A body with markup is plain text: it reads as written, and no image or script gets into the page. */
export const TextoConMarcado: Story = {
  name: 'Texto con marcado',
  args: {
    state: {
      status: 'ready',
      messages: [{ ...leak[0]!, text: markup }, ...leak.slice(1)],
    },
  },
  play: async ({ canvasElement }) => {
    const log = conversation(canvasElement);
    await expect(within(log).getByText(markup)).toBeVisible();
    await expect(log.querySelector('img')).toBeNull();
    await expect(log.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** A profile that may read the conversations and not answer them. */
export const SoloConsulta: Story = {
  args: { onReply: undefined, onReopen: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Respuesta' })).toBeNull();
    await expect(canvas.getByText('Su perfil permite leer las conversaciones, pero no responderlas.')).toBeVisible();
    await expect(within(conversation(canvasElement)).getAllByRole('article')).toHaveLength(leak.length);
  },
};

export const Vacío: Story = {
  args: { state: { status: 'ready', messages: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Conversación' })).toBeVisible();
    await expect(canvas.getByText('Todavía no hay mensajes en esta conversación.')).toBeVisible();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando la conversación…');
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

/** A stale link: the thread is not the complejo's, so the screen offers the list, not a retry. */
export const NoExiste: Story = {
  args: { state: { status: 'missing', message: messagingMessages.notFound } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messagingMessages.notFound)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al listado' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
