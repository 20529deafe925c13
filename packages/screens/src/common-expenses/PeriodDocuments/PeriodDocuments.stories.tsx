import { commonExpenseMessages, type DocumentJob, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { closedPeriod, openPeriod } from '../stories/data';
import { PeriodDocuments, periodDocumentsTitle } from './PeriodDocuments';
import { busyReason, failureLine, openNotice, retryNote } from './period-documents';

/** Marzo 2026, closed, as each step of its documents leaves it. */
const cerrado = { ...closedPeriod, status: 'cerrado' as const };
const generado = { ...closedPeriod, status: 'generado' as const };
const enviado = { ...closedPeriod, status: 'enviado' as const };

/** A complejo of 2.000 statements: the size the progress is for. */
const TOTAL = 2_000;

/** A job of the month, started on 02/04/2026 at 19:40 in Montevideo (22:40 UTC) and finished twelve minutes later. */
const job = (fields: Partial<DocumentJob> = {}): DocumentJob => ({
  id: 1,
  commonExpenseId: closedPeriod.id,
  kind: 'generar',
  status: 'terminado',
  total: TOTAL,
  done: TOTAL,
  failed: 0,
  failures: [],
  startedBy: 'Martín Rodríguez',
  createdAt: '2026-04-02T22:40:00.000Z',
  finishedAt: '2026-04-02T22:52:00.000Z',
  ...fields,
});

const generated = job();

const notRendered = [
  {
    apartment: '901',
    tower: 'Torre B',
    payer: 'propietario' as const,
    email: null,
    reason: 'No se pudo generar el PDF de este estado de cuenta.',
    retrying: false,
  },
  {
    apartment: '302',
    tower: 'Torre A',
    payer: 'inquilino' as const,
    email: null,
    reason: 'No se pudo guardar el PDF en el almacenamiento: se intentará de nuevo al generar.',
    retrying: false,
  },
];

const notDelivered = [
  {
    apartment: '901',
    tower: 'Torre B',
    payer: 'propietario' as const,
    email: 'lucia.fernandez@correo.com.uy',
    reason: 'El servidor de correo no respondió (ETIMEDOUT).',
    retrying: true,
  },
  {
    apartment: '1104',
    tower: 'Torre C',
    payer: 'inquilino' as const,
    email: 'diego.pereira@correo.com.uy',
    reason: 'El servidor de correo no respondió (421).',
    retrying: true,
  },
  {
    apartment: '205',
    tower: 'Torre A',
    payer: 'propietario' as const,
    email: 'ana.silva@correo',
    reason: 'El servidor de correo rechazó la dirección (550): revise el correo del residente.',
    retrying: false,
  },
];

/** 2.100 e-mails: some units have two residents with an address. */
const MAILS = 2_100;

const meta = {
  title: 'Pantallas/Gastos comunes/PeriodDocuments',
  component: PeriodDocuments,
  args: {
    period: generado,
    jobs: { status: 'ready', jobs: [generated] },
    statements: { total: TOTAL, withDocument: TOTAL, sent: 0 },
    onGenerate: fn(answer(ok(commonExpenseMessages.documentsGenerating(TOTAL)))),
    onSend: fn(answer(ok(commonExpenseMessages.documentsSending(MAILS)))),
    onOpenDocuments: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PeriodDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: periodDocumentsTitle }));

const body = () => within(document.body);

/** The confirmation named `name`, once it has faded in. */
const confirmation = async (name: string) => {
  const dialog = await body().findByRole('alertdialog', { name });
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
};

/** An open month has nothing to print yet: one sentence, no buttons. */
export const Abierto: Story = {
  args: { period: openPeriod, jobs: { status: 'ready', jobs: [] }, statements: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: periodDocumentsTitle })).toBeVisible();
    const region = section(canvasElement);
    await expect(region.getByText(openNotice)).toBeVisible();
    await expect(region.queryAllByRole('button')).toHaveLength(0);
    await expect(region.queryByRole('progressbar')).toBeNull();
  },
};

export const Cargando: Story = {
  args: { period: generado, jobs: { status: 'loading' }, statements: null },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    await expect(region.getByText('Cargando el avance de los estados de cuenta…')).toBeInTheDocument();
    await expect(region.getByText('Cargando los estados de cuenta…')).toBeInTheDocument();
    // Nothing starts while it is unknown whether a job is already running.
    await expect(region.queryAllByRole('button')).toHaveLength(0);
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { jobs: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement);
    const alert = region.getByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cargar el avance de los estados de cuenta');
    await expect(alert).toHaveTextContent(refusals.unexpected);
    await expect(region.queryByRole('button', { name: /Enviar/ })).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A closed month whose statements were never made: the count says so, and the one step is to generate them. */
export const SinGenerar: Story = {
  args: {
    period: cerrado,
    jobs: { status: 'ready', jobs: [] },
    statements: { total: TOTAL, withDocument: 0, sent: 0 },
  },
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement);
    await expect(region.getByText('0 de 2.000 estados de cuenta generados · 0 enviados por correo')).toBeVisible();
    await expect(region.queryByRole('progressbar')).toBeNull();
    await expect(region.queryByRole('button', { name: /Enviar/ })).toBeNull();
    const generate = region.getByRole('button', { name: 'Generar estados de cuenta' });
    // Nothing to replace yet: it starts at once, without a confirmation.
    await userEvent.click(generate);
    await expect(args.onGenerate).toHaveBeenCalledOnce();
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(generate).not.toHaveAttribute('aria-busy'));
    await expect(region.queryByRole('alert')).toBeNull();
  },
};

/** The first generation under way: its bar, who started it, and the button waits for it to end. */
export const Generando: Story = {
  args: {
    period: cerrado,
    jobs: { status: 'ready', jobs: [job({ status: 'en_curso', done: 1_234, finishedAt: null })] },
    statements: { total: TOTAL, withDocument: 1_234, sent: 0 },
  },
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement);
    const bar = region.getByRole('progressbar', { name: 'Generación de los estados de cuenta' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1234');
    await expect(bar).toHaveAttribute('aria-valuemax', '2000');
    await expect(bar).toHaveAttribute('aria-valuetext', '1.234 de 2.000');
    await expect(region.getByText('1.234 de 2.000')).toBeVisible();
    await expect(region.getByText('En curso')).toBeVisible();
    await expect(region.getByText('Iniciado por Martín Rodríguez el 02/04/2026 a las 19:40.')).toBeVisible();
    await expect(region.queryByText(/Terminó/)).toBeNull();
    await expect(region.getByText('1.234 de 2.000 estados de cuenta generados · 0 enviados por correo')).toBeVisible();
    const generate = region.getByRole('button', { name: 'Generar estados de cuenta' });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription(commonExpenseMessages.jobRunning('generar'));
    await expect(args.onGenerate).not.toHaveBeenCalled();
  },
};

/** Every statement has its PDF: they can be sent, generated again, or looked at. */
export const Generado: Story = {
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const bar = region.getByRole('progressbar', { name: 'Generación de los estados de cuenta' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2000');
    await expect(region.getByText('Terminado')).toBeVisible();
    await expect(region.getByText('Terminó el 02/04/2026 a las 19:52.')).toBeVisible();
    await expect(region.getByText('2.000 de 2.000 estados de cuenta generados · 0 enviados por correo')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Generar de nuevo' })).toBeEnabled();
    await expect(region.getByRole('button', { name: 'Enviar por correo' })).toBeEnabled();
    await expect(region.getByRole('button', { name: 'Ver los estados de cuenta' })).toBeEnabled();
    await expect(region.queryByRole('progressbar', { name: /Envío/ })).toBeNull();
  },
};

/** Sending is asked first: how many statements, to whom, and that none goes twice. */
export const Enviar: Story = {
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement);
    const send = region.getByRole('button', { name: 'Enviar por correo' });
    await userEvent.click(send);
    const dialog = await confirmation('¿Enviar por correo los estados de cuenta de Marzo 2026?');
    await expect(dialog).toHaveTextContent('Se enviarán 2.000 estados de cuenta');
    await expect(dialog).toHaveTextContent('cada residente con correo recibe el suyo, con el PDF adjunto');
    await expect(dialog).toHaveTextContent('Lo que ya se envió no se vuelve a enviar.');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar por correo' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(send).toHaveFocus());
    await expect(region.queryByRole('alert')).toBeNull();
  },
};

/** A new generation replaces every PDF: asked first, and Cancelar leaves them as they are. */
export const GenerarDeNuevo: Story = {
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Generar de nuevo' }));
    let dialog = await confirmation('¿Generar de nuevo los estados de cuenta de Marzo 2026?');
    await expect(dialog).toHaveTextContent('Se reemplazan los PDF de 2.000 estados de cuenta por otros nuevos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await userEvent.click(region.getByRole('button', { name: 'Generar de nuevo' }));
    dialog = await confirmation('¿Generar de nuevo los estados de cuenta de Marzo 2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar de nuevo' }));
    await expect(args.onGenerate).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * Two statements could not be made: the month stays closed, the list says which and why, and generating again
 * makes the missing ones.
 */
export const GeneradoConErrores: Story = {
  // Drawn at 360, 768 and 1366 px too: the failures' long lines wrap on a phone.
  tags: ['widths'],
  args: {
    period: cerrado,
    jobs: {
      status: 'ready',
      jobs: [job({ status: 'con_errores', done: 1_998, failed: 2, failures: notRendered })],
    },
    statements: { total: TOTAL, withDocument: 1_998, sent: 0 },
  },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const bar = region.getByRole('progressbar', { name: 'Generación de los estados de cuenta' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1998');
    await expect(region.getByText('Terminado con errores')).toBeVisible();
    const toggle = region.getByText('2 estados de cuenta no se generaron');
    await expect(region.queryByText(failureLine(notRendered[0]!))).not.toBeVisible();
    await userEvent.click(toggle);
    const items = await region.findAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Torre B · 901 (propietario) — No se pudo generar el PDF de este estado de cuenta.',
      'Torre A · 302 (inquilino) — No se pudo guardar el PDF en el almacenamiento: se intentará de nuevo al generar.',
    ]);
    await expect(region.getByRole('button', { name: 'Generar estados de cuenta' })).toBeEnabled();
    await expect(region.queryByRole('button', { name: /Enviar/ })).toBeNull();
    await waitFor(() => expect(items.at(-1)).toBeVisible());
  },
};

/** The e-mails going out: both buttons wait, each saying why. */
export const Enviando: Story = {
  args: {
    jobs: {
      status: 'ready',
      jobs: [job({ id: 2, kind: 'enviar', status: 'en_curso', total: MAILS, done: 640, finishedAt: null }), generated],
    },
    statements: { total: TOTAL, withDocument: TOTAL, sent: 600 },
  },
  play: async ({ canvasElement }) => {
    const region = section(canvasElement);
    const bars = region.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual(['2.000 de 2.000', '640 de 2.100']);
    const sending = region.getByRole('progressbar', { name: 'Envío de los estados de cuenta por correo' });
    await expect(sending).toHaveAttribute('aria-valuenow', '640');
    await expect(region.getByText('En curso')).toBeVisible();
    await expect(
      region.getByText('2.000 de 2.000 estados de cuenta generados · 600 enviados por correo'),
    ).toBeVisible();
    const send = region.getByRole('button', { name: 'Enviar por correo' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(commonExpenseMessages.jobRunning('enviar'));
    const generate = region.getByRole('button', { name: 'Generar de nuevo' });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription(busyReason('generar', 'enviar'));
  },
};

/**
 * Sent, but three e-mails did not leave: two are tried again by the outbox on its own, one address is wrong. The
 * button sends only to whom still lacks theirs.
 */
export const EnviadoConReintentos: Story = {
  args: {
    period: enviado,
    jobs: {
      status: 'ready',
      jobs: [
        job({
          id: 2,
          kind: 'enviar',
          status: 'con_errores',
          total: MAILS,
          done: MAILS - 3,
          failed: 3,
          failures: notDelivered,
          createdAt: '2026-04-03T12:05:00.000Z',
          finishedAt: '2026-04-03T12:31:00.000Z',
        }),
        generated,
      ],
    },
    statements: { total: TOTAL, withDocument: TOTAL, sent: 1_998 },
  },
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement);
    const sending = region.getByRole('progressbar', { name: 'Envío de los estados de cuenta por correo' });
    await expect(sending).toHaveAttribute('aria-valuetext', '2.097 de 2.100');
    await expect(region.getByText('Iniciado por Martín Rodríguez el 03/04/2026 a las 09:05.')).toBeVisible();
    await userEvent.click(region.getByText('3 correos no se enviaron'));
    const items = await region.findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      `Torre B · 901 (propietario) — lucia.fernandez@correo.com.uy — El servidor de correo no respondió (ETIMEDOUT). ${retryNote}`,
    );
    await expect(items.filter((item) => item.textContent?.includes(retryNote))).toHaveLength(2);
    await expect(items[2]).not.toHaveTextContent(retryNote);
    // A sent month's PDFs went out attached: they are not generated again.
    await expect(region.queryByRole('button', { name: /Generar/ })).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Enviar a los que faltan' }));
    const dialog = await confirmation('¿Enviar los estados de cuenta que faltan de Marzo 2026?');
    await expect(dialog).toHaveTextContent('Se enviarán 2 estados de cuenta que faltan (1.998 ya se enviaron)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A profile that may look but not start: the progress and the PDFs, no Generar nor Enviar. */
export const SinPermiso: Story = {
  args: { onGenerate: undefined, onSend: undefined },
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement);
    await expect(region.getByRole('progressbar', { name: 'Generación de los estados de cuenta' })).toBeVisible();
    await expect(region.queryByRole('button', { name: /Generar/ })).toBeNull();
    await expect(region.queryByRole('button', { name: /Enviar/ })).toBeNull();
    await userEvent.click(region.getByRole('button', { name: 'Ver los estados de cuenta' }));
    await expect(args.onOpenDocuments).toHaveBeenCalledOnce();
  },
};

/** The server would not start it: its words in an alert, and the button ready to try again. */
export const RechazoDelServidor: Story = {
  args: {
    period: cerrado,
    jobs: { status: 'ready', jobs: [] },
    statements: { total: TOTAL, withDocument: 0, sent: 0 },
    onGenerate: fn(answer(failure('El período todavía está abierto.'))),
  },
  play: async ({ args, canvasElement }) => {
    const region = section(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Generar estados de cuenta' }));
    await expect(args.onGenerate).toHaveBeenCalledOnce();
    const alert = await region.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo iniciar la generación');
    await expect(alert).toHaveTextContent('El período todavía está abierto.');
    await expect(region.getByRole('button', { name: 'Generar estados de cuenta' })).toBeEnabled();
  },
};
