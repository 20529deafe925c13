import { contract, documentMessages } from '@horizontal/domain';
import { db, nextId, now } from '../db';
import { storageUrl } from './general';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

const calls = contract.documents;
const text = documentMessages;

const categoryIn = (user: Parameters<typeof buildingOf>[0], buildingId: number, categoryId: number | null) => {
  if (categoryId === null) return null;
  const category = rowOf(user, db.documentCategories, categoryId, text.categoryNotFound);
  if (category.buildingId !== buildingId) throw conflict(text.foreignCategory);
  return category;
};

export const documentsHandlers = [
  mockCall(calls.findAll, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    return {
      message: 'OK',
      documents: db.documents
        .filter((document) => document.buildingId === body.buildingId)
        .filter((document) => body.categoryId === null || document.categoryId === body.categoryId)
        .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)),
    };
  }),

  mockCall(calls.getPath, ({ body, user, request }) => {
    const document = rowOf(user, db.documents, body.id, text.notFound);
    return { message: 'OK', url: storageUrl(request, document.fileKey), fileName: document.name };
  }),

  mockCall(calls.upload, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const category = categoryIn(user, body.buildingId, body.categoryId);
    const document = {
      id: nextId(db.documents),
      buildingId: body.buildingId,
      categoryId: category?.id ?? null,
      category: category?.name ?? null,
      name: body.name,
      fileKey: body.key,
      contentType: body.contentType,
      sizeBytes: body.sizeBytes,
      uploadedAt: now(),
      uploadedBy: user.name,
    };
    db.documents.push(document);
    return { message: text.uploaded, document };
  }),

  mockCall(calls.findCategories, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    return {
      message: 'OK',
      categories: db.documentCategories
        .filter((category) => category.buildingId === body.buildingId)
        .map(({ id, name }) => ({ id, name })),
    };
  }),

  mockCall(calls.createCategory, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const taken = db.documentCategories.some(
      (category) => category.buildingId === body.buildingId && category.name.toLowerCase() === body.name.toLowerCase(),
    );
    if (taken) throw conflict(text.categoryTaken(body.name));
    const category = { id: nextId(db.documentCategories), ...body };
    db.documentCategories.push(category);
    return { message: text.categoryCreated, category: { id: category.id, name: category.name } };
  }),

  /** A category that still holds documents stays: none is left without one (contract). */
  mockCall(calls.deleteCategory, ({ params, user }) => {
    const category = rowOf(user, db.documentCategories, params.id, text.categoryNotFound);
    const held = db.documents.filter((document) => document.categoryId === category.id).length;
    if (held > 0) throw conflict(text.categoryInUse(category.name, held));
    db.documentCategories = db.documentCategories.filter((candidate) => candidate.id !== category.id);
    return { message: text.categoryDeleted };
  }),
];
