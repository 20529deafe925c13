import {
  contractMessages,
  contractStatusLabels,
  formatIsoDate,
  formatWorkedMinutes,
  leaveBeyondBalance,
  leaveDaysCounted,
  licenseMessages,
  licenseStatusLabels,
  type Personnel,
  personnelMessages,
  personnelStatusLabels,
  unlinkMessages,
  unlinkReasonLabels,
  workedDays,
} from '@horizontal/domain';
import { db, resetDb } from '@horizontal/mocks';
import { adminUser, at, mockToday, personnelTypes } from '@horizontal/mocks/fixtures';
import {
  contractRowLabel,
  dayRowLabel,
  licenseRowLabel,
  pendingRowLabel,
  personnelFullName,
  unlinkRowLabel,
} from '@horizontal/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// The balances the licenses' answer carries, as the mocks count them (not exported by @horizontal/mocks).
import { balancesOf } from '../../../../../mocks/src/handlers/licenses';
import { preloadScreens } from '../../routes/lazy-screen';
import { pinClock, WiredApp } from '../../stories';
import { dialogNamed, loadedRows, page, rowAction, table, toastSays } from '../../stories/flow-steps';

/*
 * Personal wired as the administration's tab runs it: the demo's administrator (admin@horizontal.uy) on Parque
 * Batlle, routes, session, the api client and the mocks' handlers (through MSW). The mock store starts over before
 * each story, and the tab's clock reads the mocks' day.
 */

const BUILDING_ID = 1;
const token = `mock-token-${adminUser.id}-1`;

const meta = {
  title: 'Flujos/Personal/Personal, horario, contratos, desvinculaciones y licencias',
  component: WiredApp,
  args: { path: '/personal/listado', token, buildingId: BUILDING_ID },
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

const ofBuilding = <Row extends { buildingId: number }>(rows: Row[]) =>
  rows.filter((row) => row.buildingId === BUILDING_ID);

const personNamed = (id: number) => db.personnel.find((person) => person.id === id)!;

/** The first active person of Parque Batlle's staff. */
const activePerson = () => ofBuilding(db.personnel).find((person) => person.status === 'activo')!;

/**
 * The exit the desk forgot: the demo leaves the first person's last day before today without one, and that day is
 * in the week Horario opens on.
 */
const forgottenExit = () => {
  const record = db.timeRecords.findLast(
    (candidate) => candidate.personnelId === 1 && candidate.exitTime === null && candidate.date < mockToday,
  )!;
  return { record, person: personNamed(record.personnelId) };
};

/** Someone active with no clock-in today (the weekend portero, on a Friday): a clock-in of today clashes with nothing. */
const freeToday = () =>
  ofBuilding(db.personnel).find(
    (person) =>
      person.status === 'activo' &&
      !db.timeRecords.some((record) => record.personnelId === person.id && record.date === mockToday),
  )!;

/** How the Horario screen sums a person's day from what the store holds now (the domain's workedDays). */
const storedDay = (person: Personnel, date: string) =>
  workedDays(
    db.timeRecords.filter((record) => record.personnelId === person.id && record.date === date),
    () => person,
    mockToday,
  )[0]!;

/** A person's annual leave as the mocks answer it now (balancesOf, the licenses' `balances`). */
const balanceOf = (personnelId: number) =>
  balancesOf(BUILDING_ID).find((balance) => balance.personnelId === personnelId)!;

/** A license type some license uses: deleting it is refused. */
const licenseTypeInUse = () =>
  ofBuilding(db.licenseTypes).find((type) => db.licenses.some((license) => license.licenseTypeId === type.id))!;

// ——— What a person does ———

/** The row of a record, by the name its actions button gives it. */
const rowNamed = async (label: string) =>
  (await page().findByRole('button', { name: `Acciones para ${label}` })).closest('tr')!;

/** The focus is back on a row's actions button once its dialog has closed. */
const focusBackOn = async (label: string) => {
  await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(page().getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus());
};

/** Picks an option of a Radix Select and waits for its listbox to close. */
const choose = async (container: HTMLElement, combobox: string, option: string | RegExp) => {
  await userEvent.click(within(container).getByRole('combobox', { name: combobox }));
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
};

/** A day's row of Horario, by whom and which day it is, once the list shows it. */
const dayRowOf = async (person: Personnel, date: string) => {
  const days = await table('Marcas por día');
  const find = () =>
    within(days)
      .getAllByRole('row')
      .find(
        (row) => row.textContent?.includes(personnelFullName(person)) && row.textContent.includes(formatIsoDate(date)),
      );
  await waitFor(() => expect(find()).toBeDefined());
  return find()!;
};

/** Each person's annual leave, under the licenses. */
const balancesTable = async () => page().findByRole('table', { name: /^Licencia anual generada en / });

const balanceRowOf = (balances: HTMLElement, name: string) =>
  within(balances)
    .getAllByRole('row')
    .find((row) => row.textContent?.startsWith(name))!;

/** A cell of a row, by its column's header. */
const cellOf = (row: HTMLElement, header: string) => row.querySelector<HTMLElement>(`td[data-label="${header}"]`)!;

// ——— Personal ———

/** Parque Batlle's staff by name, each with their status, and «Nueva persona». */
export const PersonalDelComplejo: Story = {
  name: 'Personal del complejo',
  play: async () => {
    const staff = ofBuilding(db.personnel);
    const rows = await loadedRows('Personal');
    await expect(rows).toHaveLength(staff.length + 1);
    for (const person of staff) {
      const row = await rowNamed(personnelFullName(person));
      await expect(within(row).getByText(personnelStatusLabels[person.status])).toBeVisible();
    }
    await expect(page().getByRole('button', { name: 'Nueva persona' })).toBeVisible();
  },
};

/**
 * A new cleaner, through /personal/nuevo: the toast says the server's words, and back on the list they are there,
 * active, as the store keeps them.
 */
export const NuevaPersona: Story = {
  name: 'Nueva persona',
  args: { path: '/personal/nuevo' },
  play: async () => {
    const identity = '12345672';
    await expect(db.personnel.some((person) => person.identity === identity)).toBe(false);
    await page().findByRole('heading', { level: 1, name: 'Nueva persona' });
    const form = document.body;
    await waitFor(() => expect(page().getByRole('combobox', { name: 'Tipo de personal' })).toBeEnabled());
    await choose(form, 'Tipo de personal', 'Limpiador');
    await userEvent.type(within(form).getByLabelText('Nombre', { exact: true }), 'Lucía');
    await userEvent.type(within(form).getByLabelText('Apellido', { exact: true }), 'Techera');
    await userEvent.type(within(form).getByLabelText('Cédula de identidad'), identity);
    await userEvent.type(within(form).getByLabelText('Hora de entrada'), '0800');
    await userEvent.type(within(form).getByLabelText('Hora de salida'), '1400');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar persona' }));

    await toastSays(personnelMessages.created);
    const added = db.personnel.findLast((person) => person.identity === identity)!;
    await expect(added).toMatchObject({
      buildingId: BUILDING_ID,
      name: 'Lucía',
      lastName: 'Techera',
      personnelType: 'Limpiador',
      workdayStart: '08:00',
      workdayEnd: '14:00',
      workdays: 'LMXJV',
      status: 'activo',
    });
    await loadedRows('Personal');
    const row = await rowNamed('Lucía Techera');
    await expect(row).toHaveTextContent('08:00 a 14:00, L a V');
    await expect(within(row).getByText(personnelStatusLabels.activo)).toBeVisible();
  },
};

/** Set inactive from the list, after a confirmation: the server's words above it, and the row says Inactivo. */
export const PasarAInactivo: Story = {
  name: 'Pasar a inactivo',
  play: async () => {
    const person = activePerson();
    const name = personnelFullName(person);
    await loadedRows('Personal');
    await expect(await rowNamed(name)).toHaveTextContent(personnelStatusLabels.activo);
    await rowAction(name, 'Pasar a inactivo');
    const dialog = await dialogNamed(`¿Pasar a inactivo a ${name}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pasar a inactivo' }));

    await expect(await page().findByText(`Se cambió el estado de ${name} a Inactivo`)).toBeVisible();
    await expect(page().getByText(personnelMessages.status)).toBeVisible();
    await waitFor(async () => expect(await rowNamed(name)).toHaveTextContent(personnelStatusLabels.inactivo));
    await expect(personNamed(person.id).status).toBe('inactivo');
    await focusBackOn(name);
  },
};

// ——— Horario ———

/**
 * The week Horario opens on flags the exit the desk forgot; written from its row, the flag goes and the day counts
 * its hours, as the store now sums them.
 */
export const RegistrarSalidaFaltante: Story = {
  name: 'Registrar salida faltante',
  args: { path: '/horario/listado' },
  play: async () => {
    const { record, person } = forgottenExit();
    const name = personnelFullName(person);
    const label = dayRowLabel({ name, date: record.date });
    await loadedRows('Marcas por día');
    let row = await dayRowOf(person, record.date);
    await expect(row).toHaveTextContent('Falta la salida');
    await expect(row).toHaveTextContent(`${record.entryTime} a —`);
    await expect(cellOf(row, 'Trabajadas')).toHaveTextContent('0 h');

    await rowAction(label, 'Registrar salida');
    const dialog = await dialogNamed(`Registrar salida de ${name}`);
    await userEvent.type(within(dialog).getByLabelText('Salida'), person.workdayEnd!.replace(':', ''));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));

    await expect(await page().findByText(personnelMessages.recordUpdated)).toBeVisible();
    await expect(
      page().getByText(new RegExp(`^Se registró la salida de ${name} a las ${person.workdayEnd}`)),
    ).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(db.timeRecords.find((candidate) => candidate.id === record.id)!.exitTime).toBe(person.workdayEnd);
    const day = storedDay(person, record.date);
    await expect(day.missingExit).toBe(false);
    await expect(day.workedMinutes).toBeGreaterThan(0);
    await waitFor(async () => {
      row = await dayRowOf(person, record.date);
      await expect(row).not.toHaveTextContent('Falta la salida');
    });
    await expect(row).toHaveTextContent(`${record.entryTime} a ${person.workdayEnd}`);
    await expect(cellOf(row, 'Trabajadas')).toHaveTextContent(formatWorkedMinutes(day.workedMinutes));
    // Nothing is left to write on that day.
    await expect(within(row).queryByRole('button', { name: `Acciones para ${label}` })).toBeNull();
  },
};

/** A clock-in of today for someone who had none: the server's words above the list, and the day is on it. */
export const RegistrarMarca: Story = {
  name: 'Registrar marca',
  args: { path: '/horario/listado' },
  play: async () => {
    const person = freeToday();
    const name = personnelFullName(person);
    await loadedRows('Marcas por día');
    const record = page().getByRole('button', { name: 'Registrar marca' });
    await userEvent.click(record);
    const dialog = await dialogNamed('Registrar marca');
    await choose(dialog, 'Persona', name);
    await userEvent.type(within(dialog).getByLabelText('Entrada'), '0800');
    await userEvent.type(within(dialog).getByLabelText('Salida'), '1200');
    await userEvent.type(within(dialog).getByLabelText('Notas'), 'Cubrió un turno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar marca' }));

    await expect(await page().findByText(personnelMessages.recordCreated)).toBeVisible();
    await expect(page().getByText(new RegExp(`^Se registró la marca de ${name} del `))).toBeVisible();
    await expect(
      db.timeRecords.findLast((candidate) => candidate.personnelId === person.id && candidate.date === mockToday),
    ).toMatchObject({ entryTime: '08:00', exitTime: '12:00', notes: 'Cubrió un turno' });
    const row = await dayRowOf(person, mockToday);
    await expect(row).toHaveTextContent('08:00 a 12:00');
    await expect(cellOf(row, 'Trabajadas')).toHaveTextContent(
      formatWorkedMinutes(storedDay(person, mockToday).workedMinutes),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(record).toHaveFocus());
  },
};

// ——— Tipos de licencia ———

/** A new type in its dialog: the server's words above the list, and the type is on it. */
export const NuevoTipoDeLicencia: Story = {
  name: 'Nuevo tipo de licencia',
  args: { path: '/horario/licencias/listado' },
  play: async () => {
    const name = 'Duelo';
    await loadedRows('Tipos de licencia');
    const create = page().getByRole('button', { name: 'Nuevo tipo' });
    await userEvent.click(create);
    const dialog = await dialogNamed('Nuevo tipo de licencia');
    await userEvent.type(within(dialog).getByLabelText('Nombre'), name);
    await userEvent.type(within(dialog).getByLabelText('Días máximos'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear tipo' }));

    await expect(await page().findByText(`Se creó el tipo de licencia «${name}»`)).toBeVisible();
    await expect(page().getByText(personnelMessages.licenseTypeCreated)).toBeVisible();
    await expect(ofBuilding(db.licenseTypes).find((type) => type.name === name)).toMatchObject({
      maxDays: 3,
      paid: true,
      annual: false,
    });
    await expect(await rowNamed(name)).toHaveTextContent('3 días');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(create).toHaveFocus());
  },
};

/** A type some license uses: the server's refusal, in Spanish, above the list; the type stays. */
export const EliminarTipoEnUso: Story = {
  name: 'Eliminar tipo de licencia en uso',
  args: { path: '/horario/licencias/listado' },
  play: async () => {
    const type = licenseTypeInUse();
    await loadedRows('Tipos de licencia');
    await rowAction(type.name, 'Eliminar');
    const dialog = await dialogNamed(`¿Eliminar el tipo de licencia «${type.name}»?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(personnelMessages.licenseTypeInUse);
    await expect(db.licenseTypes.some((row) => row.id === type.id)).toBe(true);
    await expect(await rowNamed(type.name)).toBeVisible();
    await focusBackOn(type.name);
  },
};

// ——— Licencias ———

/**
 * A pending annual leave (the demo's third license: the first person's summer holidays) within the person's balance:
 * approved after a confirmation, it leaves the requests, and the balance drops by the days it counts.
 */
export const AprobarLicencia: Story = {
  name: 'Aprobar licencia',
  args: { path: '/licencias/listado' },
  play: async () => {
    const license = db.licenses.find((candidate) => candidate.id === 3)!;
    await expect(license.status).toBe('pendiente');
    const counted = leaveDaysCounted(license.startDate, license.endDate);
    const before = balanceOf(license.personnelId);
    await expect(counted).toBeLessThanOrEqual(before.remaining);
    await loadedRows('Pendientes de aprobación');
    const balances = await balancesTable();
    await waitFor(() =>
      expect(cellOf(balanceRowOf(balances, before.personnel), 'Le quedan')).toHaveTextContent(String(before.remaining)),
    );
    await rowAction(pendingRowLabel(license), 'Aprobar');
    const dialog = await dialogNamed(`¿Aprobar la licencia de ${license.personnel}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    await expect(await page().findByText(`Se aprobó la licencia de ${license.personnel}`)).toBeVisible();
    await expect(page().getByText(licenseMessages.status)).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(db.licenses.find((candidate) => candidate.id === license.id)!.status).toBe('aprobada');
    const after = balanceOf(license.personnelId);
    await expect(after.remaining).toBe(before.remaining - counted);
    await waitFor(() =>
      expect(cellOf(balanceRowOf(balances, after.personnel), 'Le quedan')).toHaveTextContent(String(after.remaining)),
    );
    await expect(cellOf(balanceRowOf(balances, after.personnel), 'Días tomados')).toHaveTextContent(
      String(after.taken),
    );
    // No longer waiting: the request left its table, and the whole list says Aprobada.
    await waitFor(() =>
      expect(page().queryByRole('button', { name: `Acciones para ${pendingRowLabel(license)}` })).toBeNull(),
    );
    await expect(await rowNamed(licenseRowLabel(license))).toHaveTextContent(licenseStatusLabels.aprobada);
  },
};

/** The whole of December for the second person: more days than they have left of annual leave. */
const LONG_LEAVE = { personnelId: 2, startDate: '2026-12-01', endDate: '2026-12-31' };

/** dd/mm/yyyy as typed: the input adds the slashes. */
const typedDay = (isoDate: string) => formatIsoDate(isoDate).replaceAll('/', '');

/**
 * An annual leave longer than what the person has left, asked through /licencias/nuevo: it is registered pending (the
 * balance is judged on approval), and approving it is refused in the server's words with both counts; it stays
 * pending and the balance as it was.
 */
export const AprobarMásDeLoQueLeQueda: Story = {
  name: 'Aprobar más días de los que le quedan',
  args: { path: '/licencias/nuevo' },
  play: async () => {
    const person = personNamed(LONG_LEAVE.personnelId);
    const name = personnelFullName(person);
    const annual = ofBuilding(db.licenseTypes).find((type) => type.annual)!;
    const requested = leaveDaysCounted(LONG_LEAVE.startDate, LONG_LEAVE.endDate);
    const { remaining } = balanceOf(person.id);
    await expect(requested).toBeGreaterThan(remaining);
    await page().findByRole('heading', { level: 1, name: 'Nueva licencia' });
    await waitFor(() => expect(page().getByRole('combobox', { name: 'Persona' })).toBeEnabled());
    await choose(document.body, 'Persona', new RegExp(`^${name}`));
    await choose(document.body, 'Tipo de licencia', annual.name);
    // The form proposes today: the dates are typed over it.
    for (const [label, day] of [
      ['Desde', LONG_LEAVE.startDate],
      ['Hasta', LONG_LEAVE.endDate],
    ] as const) {
      await userEvent.clear(page().getByLabelText(label));
      await userEvent.type(page().getByLabelText(label), typedDay(day));
    }
    await userEvent.type(page().getByLabelText('Notas'), 'Vacaciones de fin de año.');
    await userEvent.click(page().getByRole('button', { name: 'Registrar licencia' }));

    await toastSays(licenseMessages.created);
    const license = db.licenses.findLast((candidate) => candidate.personnelId === person.id)!;
    await expect(license).toMatchObject({ ...LONG_LEAVE, licenseTypeId: annual.id, status: 'pendiente' });
    await loadedRows('Pendientes de aprobación');
    await rowAction(pendingRowLabel(license), 'Aprobar');
    const dialog = await dialogNamed(`¿Aprobar la licencia de ${license.personnel}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo completar la acción');
    await expect(alert).toHaveTextContent(leaveBeyondBalance(requested, remaining));
    await expect(db.licenses.find((candidate) => candidate.id === license.id)!.status).toBe('pendiente');
    await expect(balanceOf(person.id).remaining).toBe(remaining);
    await focusBackOn(pendingRowLabel(license));
  },
};

// ——— Contratos y desvinculaciones ———

/** Someone just added to the staff, without a contract yet. */
const NEWCOMER = { name: 'Lucía', lastName: 'Techera', identity: '12345672' };

/** A contract for a person without one: the toast says the server's words, and the list has it in force. */
export const NuevoContrato: Story = {
  name: 'Nuevo contrato',
  args: { path: '/contratos/nuevo' },
  beforeEach: () => {
    const cleaner = personnelTypes.find((type) => type.name === 'Limpiador')!;
    db.personnel.push({
      id: Math.max(...db.personnel.map((person) => person.id)) + 1,
      buildingId: BUILDING_ID,
      personnelTypeId: cleaner.id,
      personnelType: cleaner.name,
      ...NEWCOMER,
      phone: '',
      email: '',
      workdayStart: '08:00',
      workdayEnd: '14:00',
      workdays: 'LMXJV',
      status: 'activo',
    });
  },
  play: async () => {
    const person = db.personnel.find((candidate) => candidate.identity === NEWCOMER.identity)!;
    const name = personnelFullName(person);
    await expect(db.contracts.some((contract) => contract.personnelId === person.id)).toBe(false);
    await page().findByRole('heading', { level: 1, name: 'Nuevo contrato' });
    await waitFor(() => expect(page().getByRole('combobox', { name: 'Persona' })).toBeEnabled());
    await choose(document.body, 'Persona', new RegExp(`^${name}`));
    await userEvent.type(page().getByLabelText('Salario mensual'), '32000');
    await userEvent.click(page().getByRole('button', { name: 'Crear contrato' }));

    await toastSays(contractMessages.created);
    const created = db.contracts.findLast((contract) => contract.personnelId === person.id)!;
    await expect(created).toMatchObject({
      buildingId: BUILDING_ID,
      type: 'efectivo',
      startDate: mockToday,
      endDate: null,
      weeklyHours: 44,
      monthlySalary: 3_200_000,
      status: 'vigente',
    });
    await loadedRows('Contratos');
    await expect(await rowNamed(contractRowLabel(created))).toHaveTextContent(contractStatusLabels.vigente);
  },
};

/**
 * A resignation: asked once more before saving, then on the list; the person's contract in force ends that day
 * (finalizado) and the person is desvinculado, as the lists of Personal and Contratos say when opened again.
 */
export const Desvincular: Story = {
  args: { path: '/desvinculaciones/nuevo' },
  play: async () => {
    const person = activePerson();
    const name = personnelFullName(person);
    const inForce = db.contracts.find(
      (contract) => contract.personnelId === person.id && contract.status === 'vigente',
    )!;
    await page().findByRole('heading', { level: 1, name: 'Nueva desvinculación' });
    await waitFor(() => expect(page().getByRole('combobox', { name: 'Persona' })).toBeEnabled());
    await choose(document.body, 'Persona', new RegExp(`^${name}`));
    await choose(document.body, 'Motivo', unlinkReasonLabels.renuncia);
    await userEvent.click(page().getByRole('button', { name: 'Registrar desvinculación' }));
    const dialog = await dialogNamed(`¿Desvincular a ${name}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desvincular' }));

    await toastSays(unlinkMessages.created);
    await expect(db.unlinks.findLast((unlink) => unlink.personnelId === person.id)).toMatchObject({
      contractId: inForce.id,
      date: mockToday,
      reason: 'renuncia',
    });
    await expect(db.contracts.find((contract) => contract.id === inForce.id)).toMatchObject({
      status: 'finalizado',
      endDate: mockToday,
    });
    await expect(personNamed(person.id).status).toBe('desvinculado');
    await loadedRows('Desvinculaciones');
    await expect(await rowNamed(unlinkRowLabel({ personnel: name }))).toBeVisible();

    const submenu = page().getByRole('navigation', { name: 'Submenú de Personal' });
    await userEvent.click(within(submenu).getByRole('link', { name: 'Personal' }));
    await loadedRows('Personal');
    await waitFor(async () => expect(await rowNamed(name)).toHaveTextContent(personnelStatusLabels.desvinculado));
    await userEvent.click(within(submenu).getByRole('link', { name: 'Contratos' }));
    await loadedRows('Contratos');
    await waitFor(async () =>
      expect(await rowNamed(contractRowLabel(inForce))).toHaveTextContent(contractStatusLabels.finalizado),
    );
  },
};
