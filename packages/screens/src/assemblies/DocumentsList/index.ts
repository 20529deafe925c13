export { DocumentsList, type DocumentsListProps, documentsEmpty } from './DocumentsList';
export type { DocumentUploader, DocumentUploadInput } from './UploadDialog';
