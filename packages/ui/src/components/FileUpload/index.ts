export { FileUpload, type FileUploadProps, type UploadItem } from './FileUpload';
export { checkFiles, formatFileSize } from './file-rules';
