import { z } from 'zod';
import {
  documentCategoryCreateSchema,
  documentCategorySchema,
  documentPathRequestSchema,
  documentPathSchema,
  documentSchema,
  documentsRequestSchema,
  documentUploadSchema,
} from '../entities/document';
import { buildingRequestSchema, idParams } from '../entities/fields';
import { answerSchema, defineCall, noBody, okAnswer } from './define';

const screen = 'documentos/listado';

/** Documents with categories: upload, list, get path (download), category list, create, delete. */
export const documentsContract = {
  findAll: defineCall({
    name: 'documents.findAll',
    method: 'POST',
    access: 'read',
    path: '/documents/findall',
    public: false,
    module: '/asambleas',
    functionality: screen,
    request: documentsRequestSchema,
    response: okAnswer({ documents: z.array(documentSchema) }),
  }),
  /** A signed URL to download the file straight from storage. */
  getPath: defineCall({
    name: 'documents.getPath',
    method: 'POST',
    access: 'read',
    path: '/documents/getpath',
    public: false,
    module: '/asambleas',
    functionality: screen,
    request: documentPathRequestSchema,
    response: okAnswer(documentPathSchema.shape),
  }),
  /** Registers a file the browser already PUT to the signed URL of /general/getsignedurl. */
  upload: defineCall({
    name: 'documents.upload',
    method: 'POST',
    path: '/documents/upload',
    public: false,
    module: '/asambleas',
    functionality: screen,
    request: documentUploadSchema,
    response: okAnswer({ document: documentSchema }),
  }),
  findCategories: defineCall({
    name: 'documents.findCategories',
    method: 'POST',
    access: 'read',
    path: '/documents/categories/findall',
    public: false,
    module: '/asambleas',
    functionality: screen,
    request: buildingRequestSchema,
    response: okAnswer({ categories: z.array(documentCategorySchema) }),
  }),
  createCategory: defineCall({
    name: 'documents.createCategory',
    method: 'POST',
    path: '/documents/categories/create',
    public: false,
    module: '/asambleas',
    functionality: screen,
    request: documentCategoryCreateSchema,
    response: okAnswer({ category: documentCategorySchema }),
  }),
  /** Only an empty category: one that still holds documents is refused (`categoryInUse`), none is left without one. */
  deleteCategory: defineCall({
    name: 'documents.deleteCategory',
    method: 'DELETE',
    path: '/documents/categories/delete/{id}',
    public: false,
    module: '/asambleas',
    functionality: screen,
    params: idParams,
    request: noBody,
    response: answerSchema,
  }),
};

/** What the documents calls answer, for the server and the mocks. */
export const documentMessages = {
  uploaded: 'Documento subido.',
  categoryCreated: 'Categoría creada.',
  categoryDeleted: 'Categoría eliminada.',
  notFound: 'El documento no existe o no tiene acceso a él.',
  categoryNotFound: 'La categoría no existe o no tiene acceso a ella.',
  foreignCategory: 'La categoría elegida no es de ese complejo.',
  categoryTaken: (name: string) => `Ya existe la categoría «${name}» en el complejo.`,
  /** A category is deleted only empty: its documents are never left without one (there is no call that moves them). */
  categoryInUse: (name: string, count: number) =>
    `No se puede eliminar la categoría «${name}»: tiene ${count === 1 ? '1 documento' : `${count} documentos`}.`,
  /** The key is not a file of the caller's administradora for documentos, or its bytes are not of the type given. */
  fileMissing: 'No encontramos el archivo subido o no es del tipo indicado. Vuelva a subirlo.',
  fileTaken: 'Ese archivo ya está en documentos.',
} as const;
