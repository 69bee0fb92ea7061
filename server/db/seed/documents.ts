// Renders the demo documents to PDF and stores them at documents/<key>.pdf.
import type { FileStore } from '../../files/store';
import { fileUrl } from '../../files/store';
import { renderPdf } from './pdf';
import type { DocumentSeed, ProductSeed } from './types';

export interface StoredDocument {
  seed: DocumentSeed;
  fileKey: string;
  fileName: string;
  url: string;
  size: number;
}

export const DOCUMENT_AUTHOR = 'Torchworks Torch Company';

export function documentPdf(doc: DocumentSeed, products: ProductSeed[]): Buffer {
  return renderPdf({
    title: doc.title,
    subtitle: doc.subtitle,
    footer: `${DOCUMENT_AUTHOR} · ${doc.kind} ${doc.key} · Version ${doc.version} · ${doc.effectiveDate}`,
    author: DOCUMENT_AUTHOR,
    creationDate: new Date(`${doc.effectiveDate}T09:00:00Z`),
    blocks: doc.body(products),
  });
}

export async function storeDocuments(
  files: FileStore,
  docs: DocumentSeed[],
  products: ProductSeed[],
): Promise<StoredDocument[]> {
  return Promise.all(
    docs.map(async (doc) => {
      const pdf = documentPdf(doc, products);
      const fileName = `${doc.key}.pdf`;
      const fileKey = `documents/${fileName}`;
      await files.put(fileKey, pdf);
      return { seed: doc, fileKey, fileName, url: fileUrl(fileKey), size: pdf.length };
    }),
  );
}
