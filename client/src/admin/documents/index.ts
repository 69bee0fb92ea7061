// What the product editor reuses from the document library.
export { DocumentDialog } from './document-dialog';
export { UploadDocumentsDialog } from './upload-documents-dialog';
