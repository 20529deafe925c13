import { renderTextPdf } from '@horizontal/documents';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildings, documents } from '../../db/schema';
import { writeWorkbook } from '../../lib/sheets';

/** The demo's documents are named «…/documentos/yyyy/mm/documento-<id>.pdf|xlsx» (@horizontal/domain/demo). */
const DEMO_KEY = '%/documentos/%/documento-%';
const PDF = 'application/pdf';

/**
 * The seed writes the demo's documentos as rows, not files: a start that loads the demo draws each file its rows
 * name and the storage lacks (an act, the bylaws, a balance), and writes the drawn size on its row, before it serves.
 * Only the demo's own keys: a file missing from a document somebody uploaded is never drawn over.
 */
export const drawSeededDocuments = async (app: FastifyInstance) => {
  const rows = await app.db
    .select({
      id: documents.id,
      name: documents.name,
      fileKey: documents.fileKey,
      contentType: documents.contentType,
      complejo: buildings.name,
    })
    .from(documents)
    .innerJoin(buildings, eq(buildings.id, documents.buildingId))
    .where(sql`${documents.fileKey} like ${DEMO_KEY} and ${documents.fileKey} ~ '/documento-[0-9]+\\.(pdf|xlsx)$'`);
  for (const row of rows) {
    if (await app.storage.head(row.fileKey, 1)) continue;
    const title = row.name.replace(/\.(pdf|xlsx)$/i, '');
    const bytes =
      row.contentType === PDF
        ? await renderTextPdf({
            title,
            subtitle: row.complejo,
            paragraphs: [
              'Documento de demostración de Horizontal: en un complejo real, aquí está el archivo que subió la administración.',
              'Se descarga con un enlace firmado que vence a los pocos minutos.',
            ],
          })
        : writeWorkbook([
            {
              name: 'Balance',
              columns: [
                { header: 'Concepto', kind: 'text', width: 36 },
                { header: 'Importe', kind: 'pesos', width: 16 },
              ],
              rows: [
                ['Cobranza de gastos comunes', 123_456],
                ['Limpieza', -45_678],
                ['Mantenimiento de ascensores', -12_345],
              ],
            },
          ]);
    await app.storage.put(row.fileKey, bytes, row.contentType);
    await app.db.update(documents).set({ sizeBytes: bytes.length }).where(eq(documents.id, row.id));
  }
};
