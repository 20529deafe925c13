import { formatDate, messagingMessages, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { readOnlyDescription } from '../../shared/lists';
import { answer, failure, ok } from '../../shared/stories/answers';
import { body, openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { dayOf } from '../labels';
import { inboxMessages, sentMessages, sentRecipients } from '../stories/demo';
import { type MessageThreadRow, recipientsByThread, recipientsSummary, threadRowLabel, threadsOf } from '../threads';
import { MessagesList, type MessagesListProps, messagesEmpty } from './MessagesList';

/** Parque Batlle's conversations: the residents' (two with a message not read yet) and the administration's. */
const inboxThreads = threadsOf(inboxMessages);
const sentThreads = threadsOf(sentMessages);
const find = (threads: readonly MessageThreadRow[], subject: string) =>
  threads.find((thread) => thread.subject === subject)!;
const leak = find(inboxThreads, 'Filtración en el baño');
const noise = find(inboxThreads, 'Ruidos molestos en el tercer piso');
const closed = find(inboxThreads, 'Reserva del salón para diciembre');
const archived = find(inboxThreads, 'Propuesta: bicicletero en el garaje');
const notice = find(sentThreads, 'Vencimiento de los gastos comunes');
const key = find(sentThreads, 'Llave de la barbacoa');
const recipientsOf = recipientsByThread(sentRecipients);

const meta = {
  title: 'Pantallas/Mensajería/MessagesList',
  component: MessagesList,
  args: {
    view: 'recibidos',
    onViewChange: fn(),
    inbox: { status: 'ready', inbox: inboxMessages },
    sent: { status: 'ready', send: sentMessages },
    recipients: sentRecipients,
    onRetry: fn(),
    onCreate: fn(),
    onOpen: fn(),
    openHref: (thread) => `/mensajes/chat?id=${thread.id}`,
    onStatusChange: fn(answer(ok(messagingMessages.status))),
  },
} satisfies Meta<typeof MessagesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableRows = (canvasElement: HTMLElement, name = 'Mensajes recibidos') =>
  within(within(canvasElement).getByRole('table', { name })).getAllByRole('row');

const actionsButton = (canvasElement: HTMLElement, thread: MessageThreadRow) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${threadRowLabel(thread)}` });

/** Closes the row's menu opened to read it, and waits for focus to be back on its button. */
const closeMenu = async (canvasElement: HTMLElement, thread: MessageThreadRow) => {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  await waitFor(() => expect(actionsButton(canvasElement, thread)).toHaveFocus());
};

/** The tabs as the page holds them: the one chosen is the one shown. */
function WithTabs(args: MessagesListProps) {
  const [view, setView] = useState(args.view);
  return (
    <MessagesList
      {...args}
      view={view}
      onViewChange={(next) => {
        args.onViewChange(next);
        setView(next);
      }}
    />
  );
}

/** One row per thread, the one with the newest message first; unread ones in bold, with «No leído» and how many. */
export const Recibidos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /^Recibidos/ })).toHaveAttribute('aria-selected', 'true');
    // Two conversations wait to be read: the tab says so.
    await expect(canvas.getByRole('tab', { name: /^Recibidos/ })).toHaveTextContent('Recibidos2');
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(inboxThreads.length + 1);
    for (const [index, thread] of inboxThreads.entries())
      await expect(rows[index + 1]).toHaveTextContent(thread.subject);
    await expect(inboxThreads.map((thread) => thread.lastId)).toEqual(
      [...inboxThreads.map((thread) => thread.lastId)].sort((a, b) => b - a),
    );
    const leakRow = rows[inboxThreads.indexOf(leak) + 1]!;
    await expect(leakRow).toHaveTextContent(leak.resident!.name);
    await expect(leakRow).toHaveTextContent(leak.resident!.apartment!);
    await expect(leakRow).toHaveTextContent('Reclamo');
    await expect(leakRow).toHaveTextContent(formatDate(dayOf(leak.lastAt)));
    await expect(within(leakRow).getByText('No leído')).toBeVisible();
    await expect(within(leakRow).getByText('1 mensaje sin leer')).toBeInTheDocument();
    await expect(within(leakRow).getByText(leak.subject).tagName).toBe('STRONG');
    const closedRow = rows[inboxThreads.indexOf(closed) + 1]!;
    await expect(within(closedRow).queryByText('No leído')).toBeNull();
    await expect(closedRow).toHaveTextContent('Cerrado');
    // An open thread is archived; a closed one archived or reopened; an archived one reopened.
    await expect(await rowMenuLabels(canvasElement, threadRowLabel(leak))).toEqual(['Ver', 'Archivar']);
    await closeMenu(canvasElement, leak);
    await expect(await rowMenuLabels(canvasElement, threadRowLabel(closed))).toEqual(['Ver', 'Archivar', 'Reabrir']);
    await closeMenu(canvasElement, closed);
    await expect(await rowMenuLabels(canvasElement, threadRowLabel(archived))).toEqual(['Ver', 'Reabrir']);
    await closeMenu(canvasElement, archived);
  },
};

/** What the administration sent: to whom, how many read it, and when. */
export const Enviados: Story = {
  args: { view: 'enviados' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Enviados' })).toHaveAttribute('aria-selected', 'true');
    const rows = tableRows(canvasElement, 'Mensajes enviados');
    await expect(rows).toHaveLength(sentThreads.length + 1);
    const noticeRow = rows[sentThreads.indexOf(notice) + 1]!;
    await expect(noticeRow).toHaveTextContent(recipientsSummary(recipientsOf.get(notice.id)));
    await expect(noticeRow).toHaveTextContent(/\d+ residentes, \d+ lo leyeron/);
    await expect(noticeRow).toHaveTextContent(formatDate(dayOf(notice.startedAt)));
    await expect(noticeRow).toHaveTextContent('Administración');
    const keyRow = rows[sentThreads.indexOf(key) + 1]!;
    await expect(keyRow).toHaveTextContent(recipientsSummary(recipientsOf.get(key.id)));
    await expect(keyRow).toHaveTextContent('Torre A · 302');
  },
};

/** The tabs move with the arrow keys too; each shows its own table. */
export const CambiarDePestaña: Story = {
  render: (args) => <WithTabs {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Enviados' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('enviados');
    await expect(await canvas.findByRole('table', { name: 'Mensajes enviados' })).toBeVisible();
    await expect(tableRows(canvasElement, 'Mensajes enviados')).toHaveLength(sentThreads.length + 1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('recibidos');
    await expect(await canvas.findByRole('table', { name: 'Mensajes recibidos' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Recibidos/ })).toHaveFocus();
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en mensajes recibidos' }), 'ruidos');
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(2));
    await expect(tableRows(canvasElement)[1]).toHaveTextContent(noise.subject);
    // The unit is searched too, as a person types it.
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar en mensajes recibidos' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en mensajes recibidos' }), 'Torre B');
    await waitFor(() =>
      expect(tableRows(canvasElement)).toHaveLength(
        inboxThreads.filter((thread) => thread.resident?.apartment?.startsWith('Torre B')).length + 1,
      ),
    );
  },
};

/** The subject is a link to the chat: a plain click opens it through the app. */
export const AbrirConversación: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: new RegExp(`^${leak.subject}`) });
    await expect(link).toHaveAttribute('href', `/mensajes/chat?id=${leak.id}`);
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(leak);
  },
};

/** Archiving asks first, naming the thread and whom it is with; the outcome is said above the list. */
export const Archivar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, threadRowLabel(leak), 'Archivar');
    const dialog = await body().findByRole('dialog', { name: `¿Archivar la conversación «${leak.subject}»?` });
    await expect(dialog).toHaveTextContent(leak.resident!.name);
    await expect(dialog).toHaveTextContent('no se puede responder hasta que se reabra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(leak, 'archivado');
    await expect(await canvas.findByText(`La conversación «${leak.subject}» quedó archivada`)).toBeVisible();
    await expect(canvas.getByText(messagingMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, leak)).toHaveFocus());
  },
};

/** «Volver» leaves the thread as it was. */
export const ArchivarYVolver: Story = {
  name: 'Archivar y volver',
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, threadRowLabel(noise), 'Archivar');
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Volver' }));
    await expect(args.onStatusChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, noise)).toHaveFocus());
  },
};

/** The server refuses (the thread was removed meanwhile): its words above the list. */
export const ArchivarFalla: Story = {
  args: { onStatusChange: fn(answer(failure(messagingMessages.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, threadRowLabel(noise), 'Archivar');
    await userEvent.click(within(await body().findByRole('dialog')).getByRole('button', { name: 'Archivar' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(messagingMessages.notFound);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, noise)).toHaveFocus());
  },
};

export const Reabrir: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, threadRowLabel(archived), 'Reabrir');
    const dialog = await body().findByRole('dialog', { name: `¿Reabrir la conversación «${archived.subject}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(archived, 'abierto');
    await expect(await canvas.findByText(`La conversación «${archived.subject}» quedó abierta`)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, archived)).toHaveFocus());
  },
};

/** A profile with mensajes/listado only: it reads the conversations, it neither writes nor archives. */
export const SoloConsulta: Story = {
  args: { onCreate: undefined, onStatusChange: undefined },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Nuevo mensaje' })).toBeNull();
    await expect(await rowMenuLabels(canvasElement, threadRowLabel(closed))).toEqual(['Ver']);
    await userEvent.click(body().getByRole('menuitem', { name: 'Ver' }));
    await expect(args.onOpen).toHaveBeenCalledWith(closed);
  },
};

export const Vacío: Story = {
  args: { inbox: { status: 'ready', inbox: [] }, sent: { status: 'ready', send: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: messagesEmpty.recibidos.title })).toBeVisible();
    await expect(canvas.getByText(messagesEmpty.recibidos.description)).toBeVisible();
    // No unread count on an empty inbox.
    await expect(canvas.getByRole('tab', { name: 'Recibidos' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Nuevo mensaje' });
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const VacíoEnviados: Story = {
  args: { view: 'enviados', sent: { status: 'ready', send: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: messagesEmpty.enviados.title })).toBeVisible();
    await expect(canvas.getByText(messagesEmpty.enviados.description)).toBeVisible();
  },
};

export const VacíoSoloConsulta: Story = {
  args: { inbox: { status: 'ready', inbox: [] }, onCreate: undefined, onStatusChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: messagesEmpty.recibidos.title })).toBeVisible();
    await expect(canvas.getByText(readOnlyDescription)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Nuevo mensaje' })).toBeNull();
  },
};

export const Cargando: Story = {
  args: { inbox: { status: 'loading' }, sent: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { inbox: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
