import { readFile } from 'node:fs/promises';
import { createApi } from '@horizontal/api';
import {
  assemblyMessages,
  attendanceQuorumLine,
  documentMessages,
  formatCoefficient,
  montevideoToday,
  noticeMessages,
  votingMessages,
  votingQuorumLabels,
} from '@horizontal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { choose, newRunTag, outboxAddresseesNaming, residentEmailsOfTower, rowAction, signIn, toast } from './steps';

/*
 * Asambleas through the real pages, server and database (issue #36), as Parque Batlle's administrator: an assembly
 * called with two resolutions and its attendance recorded with a proxy, printed as PDF; a voting with three options
 * opened, voted, closed and read by units and by coefficient with its verdict; a notice published to one tower,
 * e-mailed to its residents and shown as text (the markup in it never runs); a PDF uploaded to a new category,
 * downloaded back byte for byte, and the category refused deletion while it holds it.
 */
const baseURL = inject('baseURL');
const outboxDir = inject('outboxDir');
const admin = { email: 'admin@horizontal.uy', password: 'Admin#2026' } as const;
const runTag = newRunTag();
const today = montevideoToday();
/** «28112026»: how a date is typed in the date fields. */
const typedToday = today.split('-').reverse().join('');

const apiAs = (token: string | null) => createApi({ baseURL: `${baseURL}/api`, getToken: () => token });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = async () => {
  const opened = await openPage(browser, baseURL);
  await signIn(opened.page, admin.email, admin.password);
  await opened.page.waitForURL('**/home');
  return opened;
};

/** The id in the page's address (`?id=`), once the app has navigated to a record's page. */
const idInAddress = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

/** Confirms a row's action in its dialog (a Dialog, which gives the focus back to the row's menu button). */
const confirm = (page: Page, question: string, label: string) =>
  page.getByRole('dialog', { name: question }).getByRole('button', { name: label, exact: true }).click();

/** A unit's row of the attendance sheet: the item that holds its group of choices, named by the unit. */
const unitRow = (page: Page, unit: string) =>
  page
    .getByRole('list', { name: 'Unidades del complejo' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name: unit, exact: true }) });

describe('asambleas at the office (issue #36)', () => {
  let adminApi: ReturnType<typeof apiAs>;
  let building = 0;

  beforeAll(async () => {
    const session = await apiAs(null).auth.signin(admin);
    if (!session.ok || !session.user) throw new Error(session.message);
    building = session.user.buildings[0]!.id;
    adminApi = apiAs(session.token);
  });

  it('calls an assembly with two resolutions, records its attendance with a proxy, and prints the sheet', async () => {
    const title = `Asamblea extraordinaria ${runTag}`;
    const { page, errors, close } = await signedIn();
    await page.goto('/asambleas/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nueva asamblea' }).waitFor();
    await page.getByLabel('Título').fill(title);
    await page.getByRole('radio', { name: 'Extraordinaria' }).click();
    await page.getByLabel('Fecha', { exact: true }).fill(typedToday);
    await page.getByLabel('Hora').fill('19:30');
    await page.getByLabel('Lugar').fill('Salón de usos múltiples');
    await page.getByLabel('Orden del día').fill('1. Impermeabilización de azoteas.\n2. Portón del garaje.');
    await page.getByRole('button', { name: 'Convocar asamblea' }).click();
    await toast(page, assemblyMessages.created).waitFor();
    // A new assembly opens on its own page: resolutions and attendance are what comes next.
    await page.waitForURL('**/asambleas/resoluciones/asociar?id=*');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const assemblyId = idInAddress(page);

    for (const [resolution, result] of [
      [`Impermeabilizar las azoteas ${runTag}`, 'Aprobada'],
      [`Cambiar el portón del garaje ${runTag}`, 'Postergada'],
    ] as const) {
      await page.getByRole('button', { name: 'Agregar resolución' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar resolución' });
      await dialog.getByLabel('Título').fill(resolution);
      await dialog.getByRole('radio', { name: result }).click();
      await dialog.getByRole('button', { name: 'Agregar resolución' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = page
        .getByRole('table', { name: 'Resoluciones de la asamblea' })
        .getByRole('row', { name: resolution });
      await row.waitFor();
      expect(await row.textContent()).toContain(result);
    }
    const resolutions = await adminApi.assemblies.findResolutions({ assemblyId });
    expect(resolutions.ok && resolutions.resolutions.map((resolution) => resolution.title).sort()).toEqual([
      `Cambiar el portón del garaje ${runTag}`,
      `Impermeabilizar las azoteas ${runTag}`,
    ]);

    // Two units: one present, the other represented by a notary with its owner's proxy.
    const before = await adminApi.assemblies.attendance({ assemblyId });
    if (!before.ok) throw new Error(before.message);
    const [present, represented] = before.attendance.units;
    await unitRow(page, present!.apartment).getByRole('radio', { name: 'Presente' }).click();
    const proxied = unitRow(page, represented!.apartment);
    await proxied.getByRole('radio', { name: 'Representada' }).click();
    await proxied.getByLabel('Apoderado', { exact: true }).fill(`Escribana Laura Méndez ${runTag}`);
    await page.getByRole('button', { name: 'Guardar asistencia' }).click();
    await page.getByText(assemblyMessages.attendanceSaved).waitFor();

    const after = await adminApi.assemblies.attendance({ assemblyId });
    if (!after.ok) throw new Error(after.message);
    const saved = new Map(after.attendance.units.map((unit) => [unit.apartmentId, unit]));
    expect(saved.get(present!.apartmentId)?.kind).toBe('presente');
    expect(saved.get(represented!.apartmentId)).toMatchObject({
      kind: 'representada',
      proxyHolder: `Escribana Laura Méndez ${runTag}`,
    });
    // The quorum the page shows is the one the server counts, by units and by coefficient.
    await page.getByText(attendanceQuorumLine(after.attendance), { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Imprimir hoja de asistencia' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Hoja de asistencia - ${title}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a voting with three options, votes, closes it and reads the verdict by units and by coefficient', async () => {
    const title = `Empresa de limpieza ${runTag}`;
    const options = ['Limpiezas del Este', 'Brillo Total', 'Pulcro S.A.'];
    const { page, errors, close } = await signedIn();
    await page.goto('/votaciones/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nueva votación' }).waitFor();
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Fecha de inicio', { exact: true }).fill(typedToday);
    await page.getByLabel('Fecha de cierre', { exact: true }).fill(typedToday);
    // Three units vote: no quorum is asked, so the verdict depends on the majority alone.
    await choose(page, 'Quórum', votingQuorumLabels.ninguno);
    await page.getByLabel('Opción 1', { exact: true }).fill(options[0]!);
    await page.getByLabel('Opción 2', { exact: true }).fill(options[1]!);
    await page.getByRole('button', { name: 'Agregar opción' }).click();
    await page.getByLabel('Opción 3', { exact: true }).fill(options[2]!);
    await page.getByRole('button', { name: 'Crear votación' }).click();
    await toast(page, votingMessages.created).waitFor();
    await page.waitForURL('**/votaciones/detalle/asociar?id=*');
    const votingId = idInAddress(page);

    await page.goto('/votaciones/listado');
    await rowAction(page, `Votación «${title}»`, 'Abrir');
    await confirm(page, `¿Abrir la votación «${title}»?`, 'Abrir votación');
    await toast(page, votingMessages.status).waitFor();

    await page.goto(`/votaciones/detalle/asociar?id=${votingId}`);
    await page.getByRole('heading', { name: 'Resultado parcial' }).waitFor();
    const votes = await adminApi.votings.votes({ votingId });
    if (!votes.ok) throw new Error(votes.message);
    const voters = votes.votes.filter((vote) => vote.mayVote).slice(0, 3);
    const chosen = [options[0]!, options[0]!, options[1]!];
    for (const [index, vote] of voters.entries()) {
      const select = page.getByRole('combobox', { name: `Voto de ${vote.apartment}`, exact: true });
      await select.selectOption({ label: chosen[index]! });
      await page.getByText(`${vote.apartment} votó «${chosen[index]}»`).waitFor();
    }

    await page.goto('/votaciones/listado');
    await rowAction(page, `Votación «${title}»`, 'Cerrar');
    await confirm(page, `¿Cerrar la votación «${title}»?`, 'Cerrar votación');
    await toast(page, votingMessages.status).waitFor();

    await page.goto(`/votaciones/detalle/asociar?id=${votingId}`);
    await page.getByRole('heading', { name: 'Resultado', exact: true }).waitFor();
    const votings = await adminApi.votings.findAll({ buildingId: building });
    if (!votings.ok) throw new Error(votings.message);
    const closed = votings.votings.find((voting) => voting.id === votingId)!;
    expect(closed.status).toBe('cerrada');
    expect(closed.count.voters.heads).toBe(3);
    const winner = closed.details.find((detail) => detail.description === options[0])!;
    expect(closed.count.winnerId).toBe(winner.id);
    const tally = closed.count.options.find((option) => option.detailId === winner.id)!;
    expect(tally.heads).toBe(2);
    const expectedCoefficient = voters[0]!.coefficient + voters[1]!.coefficient;
    expect(tally.coefficient).toBeCloseTo(expectedCoefficient, 6);
    // Both counts on the page: the winner's units and its share of the coefficient, and the verdict.
    const results = page.getByRole('list', { name: 'Votos por opción' });
    const winnerLine = results.getByRole('listitem').filter({ hasText: `${options[0]} (decidida)` });
    await winnerLine.waitFor();
    expect(await winnerLine.textContent()).toContain('2 unidades');
    expect(await winnerLine.textContent()).toContain(`${formatCoefficient(tally.coefficient)} del coeficiente`);
    // Closed, the votes are fixed: no unit's vote can be changed any more.
    expect(await page.getByRole('combobox', { name: /^Voto de / }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('publishes a notice to one tower: its residents are e-mailed, and its text never runs as markup', async () => {
    const title = `Corte de agua ${runTag}`;
    const markup = '<img src="x" onerror="window.__noticeRan = true"><script>window.__noticeRan = true</script>';
    const { page, errors, close } = await signedIn();
    await page.goto('/noticias/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nueva noticia' }).waitFor();
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Texto').fill(`El martes se corta el agua de 9 a 13 en la torre. ${markup}`);
    await page.getByRole('radio', { name: 'Algunas torres' }).click();
    await page.getByRole('group', { name: 'Torres' }).getByRole('checkbox', { name: 'Torre B' }).click();
    await page.getByRole('button', { name: 'Publicar noticia' }).click();
    await toast(page, noticeMessages.created).waitFor();
    await page.waitForURL('**/noticias/listado');

    // Who should get it, read from the server: the active residents of Torre B's units, with an address.
    const expected = await residentEmailsOfTower(adminApi, building, 'Torre B');
    expect(expected.length).toBeGreaterThan(0);
    expect(await outboxAddresseesNaming(outboxDir, title, expected.length)).toEqual(expected);

    await rowAction(page, new RegExp(`^Acciones para «${title}» del `), 'Ver');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText(markup, { exact: false }).waitFor();
    expect(await page.evaluate(() => (window as { __noticeRan?: boolean }).__noticeRan)).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('uploads a PDF to a new category, downloads it byte for byte, and may not delete the category holding it', async () => {
    const category = `Actas ${runTag}`;
    const name = `Acta de la asamblea ${runTag}`;
    const bytes = Buffer.from(`%PDF-1.4\n% Acta ${runTag}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
    const { page, errors, close } = await signedIn();
    await page.goto('/documentos/listado');
    await page.getByRole('heading', { level: 1, name: 'Documentos' }).waitFor();

    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    await categoryDialog.getByRole('textbox', { name: 'Nombre' }).fill(category);
    await categoryDialog.getByRole('button', { name: 'Crear categoría' }).click();
    await categoryDialog.waitFor({ state: 'hidden' });
    await page.getByText(documentMessages.categoryCreated).waitFor();

    await page.getByRole('button', { name: 'Subir documento' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Subir documento' });
    await upload.getByLabel('Archivo del documento').setInputFiles({
      name: 'acta.pdf',
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await upload.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await choose(page, 'Categoría', category);
    await upload.getByRole('button', { name: 'Subir documento' }).click();
    await upload.waitFor({ state: 'hidden' });
    await page.getByText(documentMessages.uploaded).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), rowAction(page, name, 'Descargar')]);
    expect(Buffer.compare(await readFile((await download.path())!), bytes)).toBe(0);

    await choose(page, 'Categoría', category);
    await page.getByRole('button', { name: 'Eliminar categoría' }).click();
    await confirm(page, `¿Eliminar la categoría «${category}»?`, 'Eliminar');
    await page.getByText(documentMessages.categoryInUse(category, 1)).waitFor();
    const categories = await adminApi.documents.findCategories({ buildingId: building });
    expect(categories.ok && categories.categories.some((row) => row.name === category)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
