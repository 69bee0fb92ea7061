// A product's document links (document 001 §7: GET/POST /api/products/{id}/documents, DELETE
// …/documents/{linkId}).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents, productDocuments } from '../../db/schema';
import { badRequest, fieldConflict, notFound, uniqueMessages } from '../../http/errors';
import { assertProduct } from './shared';

export async function listProductDocuments(db: DbOrTx, productId: number) {
  await assertProduct(db, productId);
  const rows = await db
    .select({ link: productDocuments, document: documents })
    .from(productDocuments)
    .innerJoin(documents, eq(documents.id, productDocuments.documentId))
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(documents.kind), asc(documents.title), asc(productDocuments.id));
  return rows.map(({ link, document }) => ({
    id: link.id,
    productId: link.productId,
    documentId: link.documentId,
    document: {
      id: document.id,
      title: document.title,
      kind: document.kind,
      version: document.version,
      language: document.language,
      url: document.url,
    },
  }));
}

export async function linkDocument(
  db: DbOrTx,
  productId: number,
  input: { productId?: number; documentId: number },
) {
  await assertProduct(db, productId, input.productId);
  const [document] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.id, input.documentId));
  if (!document)
    throw badRequest('The document does not exist', { documentId: ['The document does not exist'] });
  const [existing] = await db
    .select({ id: productDocuments.id })
    .from(productDocuments)
    .where(and(eq(productDocuments.productId, productId), eq(productDocuments.documentId, document.id)));
  if (existing) throw fieldConflict(uniqueMessages.product_documents_product_document_key!);
  const [row] = await db
    .insert(productDocuments)
    .values({ productId, documentId: document.id })
    .returning({ id: productDocuments.id });
  return (await listProductDocuments(db, productId)).find((l) => l.id === row!.id)!;
}

export async function unlinkDocument(db: DbOrTx, productId: number, linkId: number): Promise<void> {
  await assertProduct(db, productId);
  const deleted = await db
    .delete(productDocuments)
    .where(and(eq(productDocuments.id, linkId), eq(productDocuments.productId, productId)))
    .returning({ id: productDocuments.id });
  if (deleted.length === 0) throw notFound('Document link not found');
}
