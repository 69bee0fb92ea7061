// Stores the demo documents (committed PDF files, assets/documents/<key>.pdf) at documents/<key>.pdf.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../../files/store';
import { fileUrl } from '../../files/store';
import { seedAssetsDir } from '../../paths';
import type { DocumentSeed } from './types';

export interface StoredDocument {
  seed: DocumentSeed;
  fileKey: string;
  fileName: string;
  url: string;
  size: number;
}

export async function storeDocuments(files: FileStore, docs: DocumentSeed[]): Promise<StoredDocument[]> {
  return Promise.all(
    docs.map(async (doc) => {
      const fileName = `${doc.key}.pdf`;
      const pdf = await fs.readFile(path.join(seedAssetsDir, 'documents', fileName));
      const fileKey = `documents/${fileName}`;
      await files.put(fileKey, pdf);
      return { seed: doc, fileKey, fileName, url: fileUrl(fileKey), size: pdf.length };
    }),
  );
}
