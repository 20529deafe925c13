import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * LibreOffice, where it is installed (CI installs its headless Calc: scripts/ensure-libreoffice.sh): the tests that
 * open a workbook with it run there, and are skipped on a machine without it.
 */
export const sofficePath = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((path) => existsSync(path));

/**
 * A workbook opened and saved as CSV by LibreOffice, headless, in a profile of its own: it fails on a file it cannot
 * open. The first sheet's text, UTF-8, one line per row.
 */
export const workbookAsCsv = async (workbook: Buffer): Promise<string> => {
  if (!sofficePath) throw new Error('LibreOffice no está instalado.');
  const folder = await mkdtemp(join(tmpdir(), 'horizontal-lo-'));
  try {
    await writeFile(join(folder, 'libro.xlsx'), workbook);
    await promisify(execFile)(
      sofficePath,
      [
        `-env:UserInstallation=file://${folder}/profile`,
        '--headless',
        '--convert-to',
        // Comma-separated, text in double quotes, UTF-8 (76), from the first line.
        'csv:Text - txt - csv (StarCalc):44,34,76,1',
        '--outdir',
        folder,
        join(folder, 'libro.xlsx'),
      ],
      { timeout: 100_000 },
    );
    const converted = (await readdir(folder)).find((file) => file.endsWith('.csv'));
    if (!converted) throw new Error('LibreOffice no pudo abrir el libro.');
    return await readFile(join(folder, converted), 'utf8');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
