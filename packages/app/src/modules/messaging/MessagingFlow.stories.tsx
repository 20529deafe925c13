import { type Message, messageStatusLabels, messagingMessages, NOTIFICATION_TYPE_ID } from '@horizontal/domain';
import { db, resetDb } from '@horizontal/mocks';
import { adminUser, at, mockToday } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { pinClock, WiredApp } from '../../stories';
import { loadedRows, page, table, toastSays } from '../../stories/flow-steps';

/*
 * Mensajería wired as the administration's tab runs it: the demo's administrator (admin@horizontal.uy) on Parque
 * Batlle, routes, session, the api client and the mocks' handlers (through MSW). The mock store starts over before
 * each story (the administrator's bell with it), and the tab's clock reads the mocks' day.
 */

const BUILDING_ID = 1;
const token = `mock-token-${adminUser.id}-1`;

const meta = {
  title: 'Flujos/Mensajería/Mensajes',
  component: WiredApp,
  args: { path: '/mensajes/listado', token, buildingId: BUILDING_ID },
  beforeEach: async () => {
    resetDb();
    const unpin = pinClock(at(mockToday, '12:00'));
    await preloadScreens();
    return unpin;
  },
} satisfies Meta<typeof WiredApp>;

export default meta;
type Story = StoryObj<typeof meta>;

// ——— The mocks' data, read when a play runs (after resetDb) ———

const rootOf = (message: Message) => message.messageParentId ?? message.id;

/** The first message of Parque Batlle's thread with that subject. */
const threadNamed = (subject: string) =>
  db.messages.find(
    (message) => message.buildingId === BUILDING_ID && message.messageParentId === null && message.subject === subject,
  )!;

const messagesOf = (root: Message) => db.messages.filter((message) => rootOf(message) === root.id);

/** The threads residents started with a message not opened yet: what «Recibidos» counts. */
const unreadInbox = () =>
  new Set(
    db.messages
      .filter((message) => message.buildingId === BUILDING_ID && !message.read)
      .filter((message) => db.messages.find((first) => first.id === rootOf(message))!.sender.kind === 'residente')
      .map(rootOf),
  );

/** The administrator's notifications as the server keeps them. */
const storedNotifications = () => db.users.find((account) => account.user.id === adminUser.id)!.user.notifications;

/** How a resident's thread is named by its row's actions (threadRowLabel of screens). */
const residentThreadLabel = (root: Message) =>
  `Conversación «${root.subject}» con ${root.sender.name} (${root.apartment})`;

// ——— What a person does ———

/** The row of a thread, by its subject's link. */
const rowOf = async (tableName: string, subject: string) =>
  (await within(await table(tableName)).findByRole('link', { name: new RegExp(`^${subject}`) })).closest('tr')!;

const conversation = (subject: string) => page().findByRole('log', { name: `Conversación: ${subject}` });
const replyBox = () => page().findByRole('textbox', { name: 'Respuesta' });

/** Mensajería's one submenu entry, its list, with the module's badge in its name. */
const submenuEntry = () =>
  within(page().getByRole('navigation', { name: 'Submenú de Mensajería' })).getByRole('link', { name: /^Mensajes/ });

// ——— Recibidos ———

/**
 * The residents' conversations, the one with the newest message first; those with a message not opened yet stand
 * out, and «Recibidos» says how many they are.
 */
export const Recibidos: Story = {
  play: async () => {
    const unread = unreadInbox();
    await expect(unread.size).toBeGreaterThan(0);
    const rows = await loadedRows('Mensajes recibidos');
    await expect(page().getByRole('tab', { name: /^Recibidos/ })).toHaveTextContent(`Recibidos${unread.size}`);
    for (const id of unread) {
      const root = db.messages.find((message) => message.id === id)!;
      await expect(within(await rowOf('Mensajes recibidos', root.subject)).getByText('No leído')).toBeVisible();
    }
    // The newest message of all is the first row's.
    const newest = db.messages
      .filter((message) => message.buildingId === BUILDING_ID)
      .filter((message) => db.messages.find((first) => first.id === rootOf(message))!.sender.kind === 'residente')
      .reduce((latest, message) => (message.id > latest.id ? message : latest));
    await expect(rows[1]).toHaveTextContent(db.messages.find((message) => message.id === rootOf(newest))!.subject);
    await expect(page().getByRole('button', { name: 'Nuevo mensaje' })).toBeVisible();
  },
};

/** A thread opened from its row: its messages, oldest first; back on the list it is no longer unread. */
export const AbrirDesdeRecibidos: Story = {
  play: async () => {
    const leak = threadNamed('Filtración en el baño');
    await loadedRows('Mensajes recibidos');
    await userEvent.click(within(await rowOf('Mensajes recibidos', leak.subject)).getByRole('link'));
    await page().findByRole('heading', { level: 1, name: leak.subject });
    await waitFor(async () =>
      expect(within(await conversation(leak.subject)).getAllByRole('article')).toHaveLength(messagesOf(leak).length),
    );
    await userEvent.click(page().getAllByRole('link', { name: 'Mensajes' })[0]!);
    const row = await rowOf('Mensajes recibidos', leak.subject);
    await waitFor(() => expect(within(row).queryByText('No leído')).toBeNull());
    await expect(page().getByRole('tab', { name: /^Recibidos/ })).toHaveTextContent(`Recibidos${unreadInbox().size}`);
  },
};

/**
 * A thread opened from its address (the notification's, a link pasted): the administrator's message notification
 * is deleted on the server and then Mensajería's badge drops; the other badges stay.
 */
export const AbrirConversaciónBorraElAviso: Story = {
  args: { path: '/mensajes/chat?id=6' },
  play: async () => {
    const noise = threadNamed('Ruidos molestos en el tercer piso');
    await expect(noise.id).toBe(6);
    await expect(storedNotifications().some((one) => one.typeId === NOTIFICATION_TYPE_ID.message)).toBe(true);
    await page().findByRole('heading', { level: 1, name: noise.subject });
    await expect(within(await conversation(noise.subject)).getAllByRole('article')).toHaveLength(1);
    // The list's entry in the module's submenu carries the badge, and «Menú» the count of all of them.
    await waitFor(() => expect(submenuEntry()).toHaveAccessibleName('Mensajes'));
    // The badge dropped after the server deleted them.
    await expect(storedNotifications().some((one) => one.typeId === NOTIFICATION_TYPE_ID.message)).toBe(false);
    await expect(page().getByRole('button', { name: /^Menú/ })).toHaveAccessibleName(
      /^Menú ?, 2 notificaciones nuevas$/,
    );
    await expect(storedNotifications().some((one) => one.typeId === NOTIFICATION_TYPE_ID.building)).toBe(true);
  },
};

// ——— La conversación ———

/** A reply joins the thread at its end, as the administrator's own («Usted»). */
export const Responder: Story = {
  args: { path: '/mensajes/chat?id=1' },
  play: async () => {
    const leak = threadNamed('Filtración en el baño');
    await expect(leak.id).toBe(1);
    const before = messagesOf(leak).length;
    const log = await conversation(leak.subject);
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(before));
    const text = 'El sanitario pasa el jueves a las 10:00.';
    await userEvent.type(await replyBox(), text);
    await userEvent.click(page().getByRole('button', { name: 'Enviar' }));
    await waitFor(async () => expect(await replyBox()).toHaveValue(''));
    await expect(await page().findByText(messagingMessages.replied)).toBeInTheDocument();
    const articles = within(await conversation(leak.subject)).getAllByRole('article');
    await expect(articles).toHaveLength(before + 1);
    await expect(articles.at(-1)).toHaveTextContent(text);
    await expect(articles.at(-1)).toHaveAccessibleName(/^Usted, /);
    await expect(db.messages.at(-1)).toMatchObject({ messageParentId: leak.id, text });
    await waitFor(async () => expect(await replyBox()).toHaveFocus());
  },
};

/**
 * The thread was archived meanwhile (from another tab): the reply is refused, the server's words say why in Spanish
 * under the box, and the text stays to send once it is reopened.
 */
export const ResponderUnaArchivada: Story = {
  args: { path: '/mensajes/chat?id=1' },
  play: async () => {
    const leak = threadNamed('Filtración en el baño');
    await conversation(leak.subject);
    for (const message of messagesOf(leak)) message.status = 'archivado';
    const text = 'Le confirmo el horario.';
    await userEvent.type(await replyBox(), text);
    await userEvent.click(page().getByRole('button', { name: 'Enviar' }));
    await expect(await page().findByText(messagingMessages.archived)).toBeVisible();
    await expect(await replyBox()).toHaveAttribute('aria-invalid', 'true');
    await expect(await replyBox()).toHaveValue(text);
    await expect(messagesOf(leak)).toHaveLength(3);
  },
};

/** An archived thread takes no reply until it is reopened; reopened, the box takes one again. */
export const Reabrir: Story = {
  args: { path: '/mensajes/chat?id=7' },
  play: async () => {
    const proposal = threadNamed('Propuesta: bicicletero en el garaje');
    await expect(proposal.id).toBe(7);
    await conversation(proposal.subject);
    await expect(await replyBox()).toBeDisabled();
    await userEvent.click(page().getByRole('button', { name: 'Reabrir conversación' }));
    await waitFor(async () => expect(await replyBox()).toBeEnabled());
    await expect(page().getByText(messageStatusLabels.abierto)).toBeVisible();
    await expect(messagesOf(proposal).every((message) => message.status === 'abierto')).toBe(true);
  },
};

/** Archived from its row: the list says the server's answer and the row its new status. */
export const ArchivarDesdeLaLista: Story = {
  play: async () => {
    const noise = threadNamed('Ruidos molestos en el tercer piso');
    const label = residentThreadLabel(noise);
    await loadedRows('Mensajes recibidos');
    await userEvent.click(await page().findByRole('button', { name: `Acciones para ${label}` }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Archivar' }));
    const dialog = await page().findByRole('dialog', { name: `¿Archivar la conversación «${noise.subject}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    await expect(await page().findByText(messagingMessages.status)).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect(
        within(await rowOf('Mensajes recibidos', noise.subject)).getByText(messageStatusLabels.archivado),
      ).toBeVisible(),
    );
    await waitFor(() => expect(page().getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus());
  },
};

// ——— Un mensaje nuevo ———

/**
 * A message to the units of Torre B: the toast says the server's answer, and the list opens on «Enviados» with it
 * on top, sent to every active resident of the tower, none of whom has read it yet.
 */
export const EscribirAUnaTorre: Story = {
  play: async () => {
    const subject = 'Pintura de la fachada';
    await table('Mensajes recibidos');
    await userEvent.click(page().getByRole('button', { name: 'Nuevo mensaje' }));
    await page().findByRole('heading', { level: 1, name: 'Nuevo mensaje' });
    await userEvent.click(await page().findByRole('radio', { name: 'Por torre' }));
    const towers = await page().findByRole('combobox', { name: 'Torres' });
    await waitFor(() => expect(towers).toBeEnabled());
    await userEvent.type(towers, 'Torre B{Enter}');
    await expect(page().getByRole('list', { name: 'Torres: seleccionados' })).toHaveTextContent('Torre B');
    await userEvent.type(page().getByRole('textbox', { name: 'Asunto' }), subject);
    await userEvent.type(
      page().getByRole('textbox', { name: 'Texto' }),
      'El lunes empiezan a pintar la fachada de la Torre B.',
    );
    await userEvent.click(page().getByRole('button', { name: 'Enviar mensaje' }));

    await toastSays(messagingMessages.sent);
    const rows = await loadedRows('Mensajes enviados');
    await expect(page().getByRole('tab', { name: 'Enviados' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows[1]).toHaveTextContent(subject);
    const sent = db.messages.findLast((message) => message.subject === subject)!;
    const recipients = db.recipients.filter((recipient) => recipient.messageId === sent.id);
    await expect(recipients.length).toBeGreaterThan(1);
    await expect(recipients.every((recipient) => recipient.apartment?.startsWith('Torre B'))).toBe(true);
    await waitFor(async () =>
      expect(await rowOf('Mensajes enviados', subject)).toHaveTextContent(
        `${recipients.length} residentes, ninguno lo leyó`,
      ),
    );
  },
};
