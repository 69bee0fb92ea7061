// Test data factories: one row of a main entity with sensible defaults, written straight to the
// database and returned as stored. A test names only the fields its assertion depends on:
//   const brand = await create.brand(t.ctx.db, { name: 'Torchworks' });
//   const product = await create.product(t.ctx.db, { brandId: brand.id, status: 'active' });
// Defaults are numbered ("Product 3", slug "product-3", SKU "TW-3") so rows never collide, and cover only
// the required columns without a database default (the database's own defaults apply). A product
// without a categoryId gets a new category of its own. Rows that only link two others (product tags,
// product documents, gallery items, spec values) take their ids and nothing else is invented.
// For rows the API must create (to test the API), call the API instead.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../server/db/client';
import {
  brands,
  categories,
  contacts,
  distributorLinks,
  documents,
  faqs,
  galleries,
  galleryItems,
  highlights,
  pages,
  productDocuments,
  productSpecValues,
  products,
  productTags,
  relationships,
  specCategories,
  specDefinitions,
  tagCategories,
  tags,
  users,
} from '../../server/db/schema';

let sequence = 0;

type Insert<T extends PgTable> = T['$inferInsert'];
type Row<T extends PgTable> = T['$inferSelect'];

/** A factory for `table`: defaults (given a fresh number) overridden by the test's fields. */
function factory<T extends PgTable, Required extends keyof Insert<T> = never>(
  table: T,
  defaults: (n: number) => Omit<Insert<T>, Required>,
) {
  return async (db: DbOrTx, fields: Partial<Insert<T>> & Pick<Insert<T>, Required>): Promise<Row<T>> => {
    const values = { ...defaults(++sequence), ...fields } as Insert<T>;
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's insert() cannot be typed over a generic table
    const [row] = await (db as any).insert(table).values(values).returning();
    return row as Row<T>;
  };
}

/** Several rows of one table in one insert (link rows, a batch of tags), returned in order. */
async function many<T extends PgTable>(db: DbOrTx, table: T, rows: Array<Insert<T>>): Promise<Array<Row<T>>> {
  // biome-ignore lint/suspicious/noExplicitAny: see factory()
  return (await (db as any).insert(table).values(rows).returning()) as Array<Row<T>>;
}

/** A factory whose every field has a default: the fields argument may be left out. */
function simple<T extends PgTable>(table: T, defaults: (n: number) => Insert<T>) {
  const make = factory<T>(table, defaults);
  return (db: DbOrTx, fields: Partial<Insert<T>> = {}) => make(db, fields);
}

const categoryFactory = simple(categories, (n) => ({ name: `Category ${n}`, slug: `category-${n}` }));
const productFactory = factory<typeof products, 'categoryId'>(products, (n) => ({
  name: `Product ${n}`,
  slug: `product-${n}`,
  sku: `TW-${n}`,
}));

export const create = {
  category: categoryFactory,
  brand: simple(brands, (n) => ({ name: `Brand ${n}`, slug: `brand-${n}` })),
  tagCategory: simple(tagCategories, (n) => ({ name: `Tag group ${n}`, slug: `tag-group-${n}` })),
  tag: simple(tags, (n) => ({ name: `Tag ${n}`, slug: `tag-${n}` })),
  specCategory: simple(specCategories, (n) => ({ name: `Spec group ${n}`, slug: `spec-group-${n}` })),
  specDefinition: simple(specDefinitions, (n) => ({ key: `spec_${n}`, label: `Spec ${n}` })),
  /** A product; without a categoryId it gets a new category. */
  async product(db: DbOrTx, fields: Partial<Insert<typeof products>> = {}) {
    const categoryId = fields.categoryId ?? (await categoryFactory(db)).id;
    return productFactory(db, { ...fields, categoryId });
  },
  document: simple(documents, (n) => ({ title: `Document ${n}`, url: `https://docs.example/${n}.pdf` })),
  page: simple(pages, (n) => ({ title: `Page ${n}`, slug: `page-${n}` })),
  gallery: simple(galleries, (n) => ({ name: `Gallery ${n}`, slug: `gallery-${n}` })),
  galleryItem: factory<typeof galleryItems, 'galleryId' | 'mediaFileId'>(galleryItems, () => ({})),
  specValue: factory<typeof productSpecValues, 'productId' | 'specDefinitionId'>(
    productSpecValues,
    () => ({}),
  ),
  productTag: factory<typeof productTags, 'productId' | 'tagId'>(productTags, () => ({})),
  productDocument: factory<typeof productDocuments, 'productId' | 'documentId'>(productDocuments, () => ({})),
  highlight: factory<typeof highlights, 'productId'>(highlights, (n) => ({ text: `Highlight ${n}` })),
  faq: factory<typeof faqs, 'productId'>(faqs, (n) => ({
    question: `Question ${n}?`,
    answer: `Answer ${n}.`,
  })),
  distributorLink: factory<typeof distributorLinks, 'productId'>(distributorLinks, (n) => ({
    distributorName: `Distributor ${n}`,
    url: `https://shop.example/${n}`,
  })),
  relationship: factory<typeof relationships, 'fromProductId' | 'toProductId'>(relationships, () => ({
    type: 'ACCESSORY',
  })),
  contact: simple(contacts, (n) => ({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    message: 'Hello',
  })),
  /** A user row with the password column as given (signedIn() in app.ts creates a user who can sign in). */
  user: simple(users, (n) => ({ username: `user${n}`, email: `user${n}@example.com`, password: 'x' })),
  /** Several rows of one table in one insert (link rows, a batch of tags), returned in order. */
  many,
};
