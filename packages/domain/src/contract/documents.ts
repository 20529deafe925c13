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
  /** Its documents stay, without a category. */
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
  categoryDeleted: 'Categoría eliminada. Sus documentos quedaron sin categoría.',
  notFound: 'El documento no existe o no tiene acceso a él.',
  categoryNotFound: 'La categoría no existe o no tiene acceso a ella.',
  foreignCategory: 'La categoría elegida no es de ese complejo.',
  categoryTaken: (name: string) => `Ya existe la categoría «${name}» en el complejo.`,
} as const;
