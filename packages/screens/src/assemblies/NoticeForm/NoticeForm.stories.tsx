import { formatIsoDate, noticeCreateSchema, noticeMessages, refusals } from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { noticeFixtures, towerFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { NoticeForm } from './NoticeForm';
import { NO_TOWER_PICKED } from './notice-form';

const notices = ofBuilding(noticeFixtures);
const towers = ofBuilding(towerFixtures).map(({ id, name }) => ({ id, name }));
const forTowers = notices.find((notice) => notice.towerIds.length > 0)!;
const forEveryone = notices.find((notice) => notice.towerIds.length === 0 && notice.expiresOn! >= DEMO_TODAY)!;
const secondTower = towers[1]!;

/** The schema's own words for a notice that would expire before it is published. */
const expiresTooSoon = noticeCreateSchema.safeParse({
  buildingId: 1,
  title: 'Aviso',
  text: 'Aviso',
  publishedOn: '2026-11-20',
  expiresOn: '2026-11-19',
}).error!.issues[0]!.message;

const meta = {
  title: 'Pantallas/Asambleas/NoticeForm',
  component: NoticeForm,
  args: {
    ...recordFormArgs(noticeMessages.created),
    options: { status: 'ready', towers },
    today: DEMO_TODAY,
  },
} satisfies Meta<typeof NoticeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  missing: noticeMessages.notFound,
  loading: 'Cargando la noticia…',
  optionsUnavailable: 'No se pudieron cargar las torres del complejo',
});

/** dd/mm/yyyy as typed: the input adds the slashes. */
const typedDay = (isoDate: string) => formatIsoDate(isoDate).replaceAll('/', '');

const fillNotice = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Título'), '  Corte de luz ');
  await userEvent.type(canvas.getByLabelText('Texto'), 'UTE cortará la luz el sábado.{Enter}{Enter}Gracias.');
};

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Publicar noticia' }));

/** Published today for everyone, until the end of the month: the lines typed are kept. */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Fecha de publicación')).toHaveValue(formatIsoDate(DEMO_TODAY));
    await expect(canvas.getByRole('radio', { name: 'Todo el complejo' })).toBeChecked();
    await expect(
      canvas.getByText(
        'Los residentes del complejo que tienen correo electrónico la reciben por correo al publicarla.',
      ),
    ).toBeVisible();
    await fillNotice(canvasElement);
    await userEvent.type(canvas.getByLabelText('Vencimiento'), typedDay('2026-11-30'));
    await submit(canvasElement);
    const sent = {
      title: 'Corte de luz',
      text: 'UTE cortará la luz el sábado.\n\nGracias.',
      publishedOn: DEMO_TODAY,
      expiresOn: '2026-11-30',
      towerIds: [],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** For one tower, from a later day: the hint says its residents get it by e-mail on that day. */
export const CrearParaAlgunasTorres: Story = {
  name: 'Crear para algunas torres',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNotice(canvasElement);
    const published = canvas.getByLabelText('Fecha de publicación');
    await userEvent.clear(published);
    await userEvent.type(published, typedDay('2026-11-25'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Algunas torres' }));
    await expect(
      canvas.getByText(
        'Los residentes de las torres elegidas que tienen correo electrónico la reciben por correo el 25/11/2026, el día de su publicación.',
      ),
    ).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Torres' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(towers.length);
    await userEvent.click(within(group).getByRole('checkbox', { name: secondTower.name }));
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ publishedOn: '2026-11-25', expiresOn: null, towerIds: [secondTower.id] }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** «Algunas torres» with none picked would reach everyone: refused on the towers, nothing sent. */
export const AlgunasTorresSinElegir: Story = {
  name: 'Algunas torres sin elegir',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNotice(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Algunas torres' }));
    await submit(canvasElement);
    const group = canvas.getByRole('group', { name: 'Torres' });
    await expect(group).toHaveAccessibleDescription(expect.stringContaining(NO_TOWER_PICKED));
    await waitFor(() => expect(group).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An expiry before the day of publication: the schema's words under the expiry, nothing sent. */
export const VenceAntesDePublicarse: Story = {
  name: 'Vence antes de publicarse',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNotice(canvasElement);
    await userEvent.type(canvas.getByLabelText('Vencimiento'), typedDay('2026-11-19'));
    await submit(canvasElement);
    await expect(canvas.getByLabelText('Vencimiento')).toHaveAccessibleDescription(
      expect.stringContaining(expiresTooSoon),
    );
    await waitFor(() => expect(canvas.getByLabelText('Vencimiento')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Nothing filled: the domain's words under each field, and the focus on the first. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(canvas.getByText('Ingrese el título de la noticia.')).toBeVisible();
    await expect(canvas.getByText('Escriba el texto de la noticia.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Título')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A tower deleted meanwhile: the server's words on the towers, where the choice is made again. */
export const TorreDeOtroComplejo: Story = {
  name: 'Torre de otro complejo',
  args: { onSubmit: fn(answer(failure(noticeMessages.foreignTower))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNotice(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Algunas torres' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: secondTower.name }));
    await submit(canvasElement);
    const group = canvas.getByRole('group', { name: 'Torres' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(expect.stringContaining(noticeMessages.foreignTower)),
    );
    await waitFor(() => expect(group).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A profile that lost noticias/nuevo meanwhile: the server's words above the form, nothing saved. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.noFunctionality))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNotice(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText(refusals.noFunctionality)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Publicar noticia' })).toBeEnabled());
  },
};

/** While the towers load the whole complejo is the only choice. */
export const TorresCargando: Story = {
  name: 'Torres cargando',
  args: { options: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Algunas torres' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Todo el complejo' })).toBeChecked();
  },
};

export const TorresConError: Story = { ...states.optionsError, name: 'Torres con error' };

export const Detalle: Story = {
  args: {
    state: { mode: 'DETAIL', status: 'ready', record: { ...forTowers, text: 'Primera línea.\n\nÚltima línea.' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: forTowers.title })).toBeInTheDocument();
    await expect(canvas.getByText(formatIsoDate(forTowers.publishedOn))).toBeVisible();
    await expect(canvas.getByText(secondTower.name)).toBeVisible();
    await expect(canvas.getAllByText('Vencida').length).toBeGreaterThan(0);
    // The lines as typed: the text keeps its line breaks on screen.
    const text = canvas.getByText(/Primera línea\./);
    await expect(text.textContent).toBe('Primera línea.\n\nÚltima línea.');
    await expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    // There is no update call: the ficha offers nothing to edit.
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

const markup = '<script>window.__noticeScript = true</script><b>negrita</b>';

/** Markup typed into a notice shows as typed and never runs. */
export const DetalleConMarcas: Story = {
  name: 'Detalle con marcas',
  args: { state: { mode: 'DETAIL', status: 'ready', record: { ...forEveryone, text: markup } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(markup)).toBeVisible();
    await expect(canvas.getByText('Todo el complejo')).toBeVisible();
    await expect((window as { __noticeScript?: boolean }).__noticeScript).toBeUndefined();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** A stale link: the notice is not in the complejo's list, so the screen offers the list, not a retry. */
export const NoExiste: Story = {
  ...states.missing,
  args: { ...states.missing.args, state: { mode: 'DETAIL', status: 'missing', message: noticeMessages.notFound } },
};

export const Cargando: Story = {
  ...states.loading,
  args: { state: { mode: 'DETAIL', status: 'loading' } },
};

export const ErrorAlCargar: Story = {
  ...states.loadError,
  name: 'Error',
  args: { state: { mode: 'DETAIL', status: 'error', message: refusals.unexpected } },
};
