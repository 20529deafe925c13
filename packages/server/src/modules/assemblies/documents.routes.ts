import { contract, documentMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import { isUploadFor } from '../../core/uploads';
import type { DocumentValues } from './documents.repository';
import { categoryOut, documentOut, downloadName } from './documents.shapes';
import type { AssemblyRepositories } from './repositories';

const calls = contract.documents;
const text = documentMessages;

/** Documentos by category: the list, a signed link to download one, an upload's registration, the categories. */
export const documentRoutes = (repos: AssemblyRepositories) => async (app: FastifyInstance) => {
  const { documents, buildings } = repos;

  /** A category of the complejo; none (null) is fine. */
  const categoryIn = async (scope: Scope, buildingId: number, categoryId: number | null) => {
    if (categoryId === null) return null;
    const category = await documents.findCategory(scope, categoryId);
    if (!category) throw new ApiError(404, text.categoryNotFound);
    if (category.buildingId !== buildingId) throw new ApiError(409, text.foreignCategory);
    return category;
  };

  registerCall(app, calls.findAll, async ({ body, scope }) => {
    if (!(await buildings.find(scope, body.buildingId))) throw new ApiError(404, messages.buildingNotFound);
    const rows = await documents.listOfBuilding(scope, body.buildingId, body.categoryId);
    return { message: 'OK', documents: rows.map(documentOut) };
  });

  registerCall(app, calls.getPath, async ({ body, scope }) => {
    const document = await documents.find(scope, body.id);
    if (!document) throw new ApiError(404, text.notFound);
    const fileName = downloadName(document);
    return { message: 'OK', url: await app.storage.signDownload(document.fileKey, { fileName }), fileName };
  });

  registerCall(app, calls.upload, async ({ body, scope }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    const category = await categoryIn(scope, building.id, body.categoryId);
    if (!(await isUploadFor(app, building.companyId, body.key, 'documentos', body.contentType))) {
      throw new ApiError(400, text.fileMissing);
    }
    if (await documents.keyTaken(body.key)) throw new ApiError(409, text.fileTaken);
    const document = await app.db.transaction(async (tx) => {
      // Held until the document is in: a removal of the category waits for it and then counts it.
      if (category) {
        const [held] = await documents.lockCategory(tx, category.id, 'key share');
        if (!held) throw new ApiError(404, text.categoryNotFound);
      }
      const values: DocumentValues = {
        companyId: building.companyId,
        buildingId: building.id,
        categoryId: category?.id ?? null,
        name: body.name,
        fileKey: body.key,
        contentType: body.contentType,
        // The size the storage was signed for, which it enforced; the declared one only when none was signed.
        sizeBytes: (await documents.storedSize(body.key, tx)) ?? body.sizeBytes,
        uploadedBy: scope.userId,
      };
      const row = await documents.table.insert(scope, values, tx);
      return (await documents.find(scope, row.id, tx))!;
    });
    return { message: text.uploaded, document: documentOut(document) };
  });

  registerCall(app, calls.findCategories, async ({ body, scope }) => {
    if (!(await buildings.find(scope, body.buildingId))) throw new ApiError(404, messages.buildingNotFound);
    return {
      message: 'OK',
      categories: (await documents.categoriesOfBuilding(scope, body.buildingId)).map(categoryOut),
    };
  });

  registerCall(app, calls.createCategory, async ({ body, scope }) => {
    const building = await buildings.find(scope, body.buildingId);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    if (await documents.categoryNamed(building.id, body.name)) throw new ApiError(409, text.categoryTaken(body.name));
    const category = await documents.categories.insert(scope, {
      companyId: building.companyId,
      buildingId: building.id,
      name: body.name,
    });
    return { message: text.categoryCreated, category: categoryOut(category) };
  });

  registerCall(app, calls.deleteCategory, async ({ params, scope }) => {
    await app.db.transaction(async (tx) => {
      const category = await documents.findCategory(scope, params.id, tx);
      if (!category) throw new ApiError(404, text.categoryNotFound);
      // Locked before counting: an upload into it either finished (and is counted) or waits and then finds it gone.
      await documents.lockCategory(tx, category.id, 'update');
      const held = await documents.documentsIn(category.id, tx);
      if (held > 0) throw new ApiError(409, text.categoryInUse(category.name, held));
      await documents.categories.remove(scope, category.id, tx);
    });
    return { message: text.categoryDeleted };
  });
};
