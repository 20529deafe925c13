import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Api } from '@horizontal/api';
import { browserStepMs } from '@horizontal/test-support/timeouts';
import type { Page } from 'playwright-core';

/** Steps a person takes in the real pages, shared by the end-to-end scenarios. */

/** Console errors too: React reports a page that does not match what it would draw there. */
export const watchConsole = (page: Page) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  return messages;
};

/** Waits until React runs the element: hydration leaves its props on the node. */
export const runByReact = (page: Page, selector: string) =>
  page.waitForFunction(
    (css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__reactProps')),
    selector,
  );

/** Who is signed in shows on the header's account button (a 1366 px window shows the header unfolded). */
export const accountButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Mi cuenta: ${name}`) });

/** Opens the account menu and chooses an entry: Configuración's screens, Cuenta, Cerrar Sesión. */
export const chooseInAccountMenu = async (page: Page, entry: string) => {
  await page.getByRole('button', { name: /^Mi cuenta:/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
};

export const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
};

/**
 * Opens a select's list. The click waits until the trigger is enabled (its options have arrived); the caller makes
 * sure the page that holds it has replaced the previous one, whose own select may carry the same label.
 */
export const openSelect = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: label }).click();
  const list = page.getByRole('listbox');
  await list.waitFor();
  return list;
};

export const choose = async (page: Page, label: string, option: string) => {
  await (await openSelect(page, label)).getByRole('option', { name: option }).click();
};

/**
 * The outbox's e-mails that name `text`, decoded (quoted-printable undone, UTF-8), once at least `atLeast` are there or
 * the step's time is up: the server writes them after it answers.
 */
export const outboxMailsNaming = async (outboxDir: string, text: string, atLeast = 1): Promise<string[]> => {
  const deadline = Date.now() + browserStepMs;
  for (;;) {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.map(async (file) => {
        const eml = (await readFile(join(outboxDir, file), 'utf8')).replace(/=\r?\n/g, '');
        return Buffer.from(
          eml.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
      }),
    );
    const naming = mails.filter((mail) => mail.includes(text));
    if (naming.length >= atLeast || Date.now() > deadline) return naming;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The temporary password of the newest e-mail sent to `to`, as the server wrote it (quoted-printable undone). */
export const temporaryPasswordFor = async (outboxDir: string, to: string): Promise<string> => {
  const deadline = Date.now() + browserStepMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outboxDir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const eml = (await readFile(join(outboxDir, file), 'utf8')).replace(/=\r?\n/g, '');
      const decoded = eml.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const match = decoded.match(/Contrase(?:ñ|Ã±)a temporal: (\S+)/);
      if (decoded.includes(to) && match) return match[1]!;
    }
    // The server writes the e-mail after it answers: look again shortly.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No llegó el correo con la contraseña temporal de ${to}`);
};

/** A new user signs in with the temporary password the server e-mailed, and lands on the forced change. */
export const signInFirstTime = async (page: Page, outboxDir: string, email: string): Promise<string> => {
  const temporary = await temporaryPasswordFor(outboxDir, email);
  await signIn(page, email, temporary);
  await page.waitForURL('**/change');
  return temporary;
};

/** A new administrator or employee changes the temporary password, as the guard forces on the first sign-in. */
export const changeTemporaryPassword = async (page: Page, temporary: string, chosen: string) => {
  await page.getByLabel('Contraseña actual').fill(temporary);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(chosen);
  await page.getByLabel('Repita la nueva contraseña').fill(chosen);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.waitForURL('**/home');
};

/** Types in a list's search box (the DataTable's «Buscar en …», e.g. `residentes`). */
export const searchList = async (page: Page, caption: string, text: string) => {
  await page.getByRole('searchbox', { name: `Buscar en ${caption}` }).fill(text);
};

/** Opens a row's «Acciones para …» menu and chooses one of its items. */
export const rowAction = async (page: Page, rowLabel: string | RegExp, action: string) => {
  const name = typeof rowLabel === 'string' ? `Acciones para ${rowLabel}` : rowLabel;
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

/** Answers the open confirmation (an alertdialog) with one of its buttons. */
export const answerDialog = async (page: Page, label: string) => {
  await page.getByRole('alertdialog').getByRole('button', { name: label }).click();
};

/** The question every way out of a changed form asks (LeaveGuard, and the form's own Cancelar). */
export const discardDialog = (page: Page) => page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });

/**
 * The error a field shows and announces: the text of the alert its `aria-describedby` points to, or null while the
 * field is not marked invalid.
 */
export const fieldError = (page: Page, label: string): Promise<string | null> =>
  page.getByLabel(label, { exact: true }).evaluate((control) => {
    if (control.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const alert = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert');
    return alert?.textContent ?? null;
  });

/**
 * A toast's message. Exact, because Radix also announces it for a moment in a live region of its own as
 * «Notificación …», which a substring match would also find (a strict-mode failure that depends on timing).
 */
export const toast = (page: Page, message: string) => page.getByText(message, { exact: true });

/** Digits written as letters (0 → a … 9 → j): people's names accept no digits. */
export const asLetters = (text: string) => text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** A tag of letters for this run's names: each run needs its own, and names accept no digits. */
export const newRunTag = () => asLetters(Date.now().toString().slice(-6));

/** The complejo the header selector holds, choosing the first one when none is selected. */
export const workingComplejo = async (page: Page): Promise<string> => {
  const selector = page.getByRole('combobox', { name: 'Complejo' });
  const chosen = await selector.evaluate((select: HTMLSelectElement) =>
    select.value ? select.selectedOptions[0]?.textContent : null,
  );
  if (chosen) return chosen;
  const first = await selector.evaluate((select: HTMLSelectElement) => {
    const option = [...select.options].find((candidate) => candidate.value !== '');
    return { value: option!.value, name: option!.textContent ?? '' };
  });
  await selector.selectOption(first.value);
  return first.name;
};

/**
 * Who a message or notice to a tower reaches, read from the server: the e-mail addresses of the active residents of
 * that tower's units (their names start with the tower's), sorted.
 */
export const residentEmailsOfTower = async (api: Api, buildingId: number, tower: string): Promise<string[]> => {
  const [units, residents] = await Promise.all([api.general.apartments(buildingId), api.residents.findAll(buildingId)]);
  if (!units.ok || !residents.ok) throw new Error('No se pudieron leer las unidades y los residentes');
  const ofTower = new Set(units.apartments.filter((unit) => unit.name.startsWith(tower)).map((unit) => unit.id));
  return residents.residents
    .filter((resident) => resident.status === 'activo' && resident.email)
    .filter((resident) => resident.apartments.some((unit) => ofTower.has(unit.id)))
    .map((resident) => resident.email!)
    .sort();
};

/** The addressees of the outbox's e-mails that name `text`, once at least `count` are there. */
export const outboxAddresseesNaming = async (outboxDir: string, text: string, count: number) =>
  (await outboxMailsNaming(outboxDir, text, count)).map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim() ?? '').sort();
