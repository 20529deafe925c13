import {
  formatIsoDate,
  leaveDaysCounted,
  licenseDays,
  licenseMessages,
  refusals,
  staffLeaveBalances,
} from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import {
  contractFixtures,
  licenseFixtures,
  licenseTypeFixtures,
  mockToday,
  personnelFixtures,
} from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { staffOptions } from '../staff-fields';
import { LicenseForm } from './LicenseForm';

/** Parque Batlle's staff, its four kinds of leave and each person's annual leave on the mocks' day. */
const personnel = ofBuilding(personnelFixtures);
const licenseTypes = ofBuilding(licenseTypeFixtures);
const licenses = ofBuilding(licenseFixtures);
const balances = staffLeaveBalances(
  { people: personnel, contracts: ofBuilding(contractFixtures), licenses, licenseTypes },
  mockToday,
);
const labelOf = (personnelId: number) =>
  staffOptions(personnel).find((option) => option.value === String(personnelId))!.label;
const annualType = licenseTypes.find((type) => type.annual)!;
const studyType = licenseTypes.find((type) => type.maxDays !== null && type.paid)!;
/** Someone with the whole year's leave still to take, and someone who took most of it in January. */
const fresh = balances.find((balance) => balance.taken === 0 && balance.hiredOn !== null)!;
const spent = balances.find((balance) => balance.taken > 0)!;
const approvedAnnual = licenses.find(
  (license) => license.status === 'aprobada' && license.licenseTypeId === annualType.id,
)!;

const meta = {
  title: 'Pantallas/Personal/LicenseForm',
  component: LicenseForm,
  args: {
    ...recordFormArgs(licenseMessages.created),
    options: { status: 'ready', personnel, licenseTypes, balances },
    today: DEMO_TODAY,
  },
} satisfies Meta<typeof LicenseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  missing: licenseMessages.notFound,
  loading: 'Cargando la licencia…',
  optionsLoading: { field: 'Persona', text: 'Cargando personal…' },
  optionsUnavailable: 'No se pudieron cargar el personal y los tipos de licencia',
});

/** dd/mm/yyyy as typed: the input adds the slashes. */
const typedDay = (isoDate: string) => formatIsoDate(isoDate).replaceAll('/', '');

const typeDates = async (canvasElement: HTMLElement, startDate: string, endDate: string) => {
  const canvas = within(canvasElement);
  const start = canvas.getByLabelText('Desde');
  await userEvent.clear(start);
  await userEvent.type(start, typedDay(startDate));
  await userEvent.type(canvas.getByLabelText('Hasta'), typedDay(endDate));
};

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Registrar licencia' }));

/** The box under the dates, by what it says. */
const takeBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText('Días corridos').closest('[aria-live]') as HTMLElement;

/**
 * An annual leave over Christmas: as the dates are chosen the form counts the calendar days, those the balance counts
 * (Sunday and the 25th left out) and what the person has left.
 */
export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elija las dos fechas para ver cuántos días son.')).toBeVisible();
    await choose(canvasElement, 'Persona', labelOf(fresh.personnelId));
    await choose(canvasElement, 'Tipo de licencia', annualType.name);
    await typeDates(canvasElement, '2026-12-14', '2026-12-26');
    const counted = leaveDaysCounted('2026-12-14', '2026-12-26');
    const box = takeBox(canvasElement);
    await expect(box).toHaveTextContent(`${licenseDays('2026-12-14', '2026-12-26')} días`);
    await expect(box).toHaveTextContent(`${counted} días, sin domingos ni feriados`);
    await expect(box).toHaveTextContent(`Le quedan ${fresh.remaining} días de la licencia generada en ${fresh.year}.`);
    await userEvent.type(canvas.getByLabelText('Notas'), 'Vacaciones de fin de año.');
    await submit(canvasElement);
    const sent = {
      personnelId: fresh.personnelId,
      licenseTypeId: annualType.id,
      startDate: '2026-12-14',
      endDate: '2026-12-26',
      notes: 'Vacaciones de fin de año.',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** A study leave: its top of days under the type, and only calendar days (it does not touch the balance). */
export const CrearOtroTipo: Story = {
  name: 'Crear otro tipo',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Persona', labelOf(fresh.personnelId));
    await choose(canvasElement, 'Tipo de licencia', studyType.name);
    await expect(canvas.getByRole('combobox', { name: 'Tipo de licencia' })).toHaveAccessibleDescription(
      `Hasta ${studyType.maxDays} días.`,
    );
    await typeDates(canvasElement, '2026-11-30', '2026-12-01');
    await expect(takeBox(canvasElement)).toHaveTextContent('2 días');
    await expect(canvas.queryByText('Días computables')).toBeNull();
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ licenseTypeId: studyType.id, startDate: '2026-11-30', endDate: '2026-12-01' }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/**
 * More counted days than the person has left: the form says so, and still registers the request, which waits for an
 * approval the balance will refuse.
 */
export const MásDeLoQueLeQueda: Story = {
  name: 'Más de lo que le queda',
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, 'Persona', labelOf(spent.personnelId));
    await choose(canvasElement, 'Tipo de licencia', annualType.name);
    await typeDates(canvasElement, '2026-12-15', '2026-12-24');
    await expect(takeBox(canvasElement)).toHaveTextContent(
      `Le quedan ${spent.remaining} días de la licencia generada en ${spent.year}. Pide más días de los que le quedan.`,
    );
    await submit(canvasElement);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** More days than the type admits: refused on the end in the words the server uses, nothing sent. */
export const DemasiadosDías: Story = {
  name: 'Demasiados días',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Persona', labelOf(fresh.personnelId));
    await choose(canvasElement, 'Tipo de licencia', studyType.name);
    await typeDates(canvasElement, '2026-11-23', '2026-11-30');
    await submit(canvasElement);
    const end = canvas.getByLabelText('Hasta');
    await expect(end).toHaveAccessibleDescription(
      expect.stringContaining(licenseMessages.tooManyDays(studyType.name, studyType.maxDays!, 8)),
    );
    await waitFor(() => expect(end).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The type's top was lowered meanwhile (the form had it without one): the server's refusal, shown on the end.
 */
export const DemasiadosDíasSegúnElServidor: Story = {
  name: 'Demasiados días según el servidor',
  args: {
    options: {
      status: 'ready',
      personnel,
      licenseTypes: licenseTypes.map((type) => (type.id === studyType.id ? { ...type, maxDays: null } : type)),
      balances,
    },
    onSubmit: fn(answer(failure(licenseMessages.tooManyDays(studyType.name, studyType.maxDays!, 8)))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Persona', labelOf(fresh.personnelId));
    await choose(canvasElement, 'Tipo de licencia', studyType.name);
    await typeDates(canvasElement, '2026-11-23', '2026-11-30');
    await submit(canvasElement);
    const end = canvas.getByLabelText('Hasta');
    await waitFor(() =>
      expect(end).toHaveAccessibleDescription(
        expect.stringContaining(licenseMessages.tooManyDays(studyType.name, studyType.maxDays!, 8)),
      ),
    );
    await waitFor(() => expect(end).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The person already has a license on those days: the server's words on the start. */
export const Superpuesta: Story = {
  args: { onSubmit: fn(answer(failure(licenseMessages.overlapping))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Persona', labelOf(approvedAnnual.personnelId));
    await choose(canvasElement, 'Tipo de licencia', annualType.name);
    await typeDates(canvasElement, approvedAnnual.startDate, approvedAnnual.endDate);
    await submit(canvasElement);
    const start = canvas.getByLabelText('Desde');
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(expect.stringContaining(licenseMessages.overlapping)),
    );
    await waitFor(() => expect(start).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Nothing chosen: the domain's words under each field, and the focus on the first. */
export const CamposInválidos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(canvas.getByText('Seleccione la persona.')).toBeVisible();
    await expect(canvas.getByText('Seleccione el tipo de licencia.')).toBeVisible();
    await expect(canvas.getByText('Seleccione la fecha de fin.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Persona' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An end before the start: the schema's words under the end, nothing sent. */
export const TerminaAntesDeEmpezar: Story = {
  name: 'Termina antes de empezar',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Persona', labelOf(fresh.personnelId));
    await choose(canvasElement, 'Tipo de licencia', annualType.name);
    await typeDates(canvasElement, '2026-12-10', '2026-12-01');
    await submit(canvasElement);
    const end = canvas.getByLabelText('Hasta');
    await expect(end).toHaveAccessibleDescription(
      expect.stringContaining('La licencia no puede terminar antes de empezar.'),
    );
    await waitFor(() => expect(end).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A profile that lost licencias/nuevo meanwhile: the server's words above the form, nothing saved. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.noFunctionality))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Persona', labelOf(fresh.personnelId));
    await choose(canvasElement, 'Tipo de licencia', studyType.name);
    await typeDates(canvasElement, '2026-11-30', '2026-11-30');
    await submit(canvasElement);
    await expect(await canvas.findByText(refusals.noFunctionality)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Registrar licencia' })).toBeEnabled());
  },
};

export const OpcionesCargando: Story = { ...states.optionsLoading, name: 'Opciones cargando' };

export const OpcionesConError: Story = { ...states.optionsError, name: 'Opciones con error' };

/** An approved annual leave: its calendar days and those its balance counted; nothing to edit. */
export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: approvedAnnual } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Licencia de ${approvedAnnual.personnel}` }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(formatIsoDate(approvedAnnual.startDate))).toBeVisible();
    await expect(canvas.getByText(`${approvedAnnual.days} días`)).toBeVisible();
    await expect(
      canvas.getByText(`${leaveDaysCounted(approvedAnnual.startDate, approvedAnnual.endDate)} días`),
    ).toBeVisible();
    await expect(canvas.getAllByText('Aprobada')[0]).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A stale link: the license is not in the complejo's list, so the screen offers the list, not a retry. */
export const NoExiste: Story = {
  ...states.missing,
  args: { ...states.missing.args, state: { mode: 'DETAIL', status: 'missing', message: licenseMessages.notFound } },
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
