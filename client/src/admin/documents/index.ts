// What the product editor reuses from the document library.

export { UploadDocumentsDialog } from '../shared/form/upload-documents-dialog';
export { DocumentDialog } from './document-dialog';
