// Issue #14 "partial means partial": on every PATCH route an absent key leaves the stored value as it
// was, and null clears a nullable field. The route table is walked (like access.test.ts): each PATCH
// route needs a case below that stores a fully filled record, then the test patches one field of the
// route's body schema at a time and checks, in the database, that every other column is unchanged.
// A new PATCH route without a case fails here.
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  brands,
  contacts,
  distributorLinks,
  documents,
  faqs,
  highlights,
  mediaFiles,
  productSpecValues,
  products,
  specDefinitions,
  users,
} from '../../server/db/schema';
import { setupTestApp, signedIn, type TestContext } from '../helpers/app';
import { create } from '../helpers/factories';
import { createMedia } from '../helpers/media';

const registered: Array<{ method: string | string[]; url: string; schema?: { body?: unknown } }> = [];
const t = setupTestApp({ build: { onRoute: (route) => void registered.push(route) } });

function patchRoutes() {
  return registered
    .filter((r) => (Array.isArray(r.method) ? r.method : [r.method]).includes('PATCH'))
    .map((r) => ({ url: r.url, body: r.schema?.body as z.ZodObject | undefined }));
}

// biome-ignore lint/suspicious/noExplicitAny: tables differ; each has an integer id column
type AnyTable = PgTable & { id: any };

interface Stored {
  /** The PATCH address of the stored record. */
  url: string;
  table: AnyTable;
  id: number;
  /** A new valid value for every field of the body schema (different from the stored one where it can be). */
  values: Record<string, unknown>;
  /** Reads the record when it is not a table row (a draft's values); otherwise the row of `table`. */
  read?: () => Promise<Record<string, unknown>>;
}

interface PatchCase {
  create: (t: TestContext) => Promise<Stored>;
  /** Columns a field legitimately changes with it (e.g. the data type resets the options). */
  derived?: Record<string, string[]>;
  /** Columns every patch may change (a timestamp, a computed score). */
  alwaysChanges?: string[];
  /** Fields whose stored value is not the value sent (the value is checked elsewhere, or ignored). */
  unchecked?: string[];
}

let n = 0;
const uid = () => ++n;

async function product(t: TestContext) {
  const i = uid();
  const cat = await create.category(t.ctx.db, { name: `Cat ${i}`, slug: `cat-${i}` });
  const brand = await create.brand(t.ctx.db, {
    name: `Brand ${i}`,
    slug: `brand-${i}`,
    description: 'About',
    website: 'https://b.example',
  });
  const row = await create.product(t.ctx.db, {
    name: `Torch ${i}`,
    slug: `torch-${i}`,
    sku: `TW-${i}`,
    mpn: 'MPN-1',
    subtitle: 'Subtitle',
    description: 'Long description',
    shortDescription: 'Short description',
    price: '120.00',
    categoryId: cat.id,
    brandId: brand.id,
    images: ['/api/storage/images/one.webp'],
    stock: 120,
    status: 'active',
    featured: true,
  });
  return row;
}

async function specDefinition(t: TestContext, fields: Partial<typeof specDefinitions.$inferInsert> = {}) {
  const i = uid();
  const cat = await create.specCategory(t.ctx.db, { name: `Spec cat ${i}`, slug: `spec-cat-${i}` });
  const row = await create.specDefinition(t.ctx.db, {
    key: `spec_${i}`,
    label: `Spec ${i}`,
    description: 'What it is',
    unit: 'mm',
    dataType: 'ENUM',
    enumOptions: ['A', 'B'],
    categoryId: cat.id,
    required: true,
    sortOrder: 5,
    filterable: true,
    ...fields,
  });
  return row;
}

const CASES: Record<string, PatchCase> = {
  '/api/products/:id': {
    alwaysChanges: ['updatedAt', 'searchText'], // searchText is generated from name, SKU and MPN
    create: async (t) => {
      const p = await product(t);
      const other = await product(t);
      return {
        url: `/api/products/${p.id}`,
        table: products,
        id: p.id,
        values: {
          name: 'Renamed',
          slug: 'renamed-torch',
          sku: 'NEW-SKU',
          mpn: 'MPN-2',
          subtitle: 'New subtitle',
          description: 'New description',
          shortDescription: 'New short',
          price: '99.50',
          categoryId: other.categoryId,
          brandId: other.brandId,
          images: ['/api/storage/images/two.webp'],
          stock: 7,
          status: 'inactive',
          featured: false,
        },
      };
    },
  },
  '/api/brands/:id': {
    create: async (t) => {
      const b = await create.brand(t.ctx.db, {
        name: 'Flamemaster',
        slug: 'flamemaster',
        description: 'Torches',
        website: 'https://flame.example',
        logoUrl: '/api/storage/logos/flame.webp',
      });
      return {
        url: `/api/brands/${b.id}`,
        table: brands,
        id: b.id,
        values: {
          name: 'Flamemaster Pro',
          description: 'More torches',
          website: 'https://pro.example',
          logoUrl: '/api/storage/logos/pro.webp',
        },
      };
    },
  },
  '/api/documents/:id': {
    create: async (t) => {
      const d = await create.document(t.ctx.db, {
        title: 'Safety sheet',
        kind: 'SDS',
        url: 'https://docs.example/sds.pdf',
        description: 'Read first',
        version: '1.0',
        language: 'de',
      });
      return {
        url: `/api/documents/${d.id}`,
        table: documents,
        id: d.id,
        values: {
          title: 'Manual',
          kind: 'MANUAL',
          url: 'https://docs.example/manual.pdf',
          description: 'Read later',
          version: '2.0',
          language: 'fr',
        },
      };
    },
  },
  '/api/specs/definitions/:id': {
    derived: { dataType: ['enumOptions'] },
    create: async (t) => {
      const d = await specDefinition(t);
      const cat = await create.specCategory(t.ctx.db, { name: 'Other', slug: 'other' });
      return {
        url: `/api/specs/definitions/${d.id}`,
        table: specDefinitions,
        id: d.id,
        values: {
          key: d.key, // may be sent, must not change
          label: 'Renamed spec',
          description: 'Other text',
          unit: 'cm',
          enumOptions: ['A', 'B', 'C'],
          dataType: 'STRING',
          categoryId: cat.id,
          required: false,
          sortOrder: 9,
          filterable: false,
        },
      };
    },
  },
  '/api/products/:id/specs/:itemId': {
    // The row keeps only the column of the definition's type (and its slug); the others stay null.
    derived: { valueString: ['valueSlug'] },
    unchecked: ['valueNumber', 'valueBoolean', 'valueEnum'],
    create: async (t) => {
      const p = await product(t);
      const d1 = await specDefinition(t, { dataType: 'STRING', enumOptions: [] });
      const d2 = await specDefinition(t, { dataType: 'STRING', enumOptions: [] });
      const v = await create.specValue(t.ctx.db, {
        productId: p.id,
        specDefinitionId: d1.id,
        valueString: 'Brass',
        valueSlug: 'brass',
      });
      return {
        url: `/api/products/${p.id}/specs/${v.id}`,
        table: productSpecValues,
        id: v.id,
        values: {
          specDefinitionId: d2.id,
          productId: p.id,
          valueString: 'Steel',
          valueNumber: '5',
          valueBoolean: true,
          valueEnum: 'A',
        },
      };
    },
  },
  '/api/products/:id/draft/specs/:itemId': {
    // #19: a draft's specification value (stored in the draft, read through its list; its id is the
    // definition's). The value shown follows the value; the other types' columns stay null.
    derived: { valueString: ['displayValue'] },
    unchecked: ['valueNumber', 'valueBoolean', 'valueEnum'],
    create: async (t) => {
      const p = await product(t);
      const d = await specDefinition(t, { dataType: 'STRING', enumOptions: [] });
      await create.specValue(t.ctx.db, {
        productId: p.id,
        specDefinitionId: d.id,
        valueString: 'Brass',
        valueSlug: 'brass',
      });
      const { cookie } = await signedIn(t, 'editor');
      return {
        url: `/api/products/${p.id}/draft/specs/${d.id}`,
        table: productSpecValues,
        id: d.id,
        values: {
          specDefinitionId: d.id,
          productId: p.id,
          valueString: 'Steel',
          valueNumber: '5',
          valueBoolean: true,
          valueEnum: 'A',
        },
        read: async () => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/products/${p.id}/draft/specs`,
            headers: { cookie },
          });
          return (res.json() as Record<string, unknown>[]).find((v) => v.id === d.id) ?? {};
        },
      };
    },
  },
  '/api/products/:id/highlights/:itemId': {
    create: async (t) => {
      const p = await product(t);
      const h = await create.highlight(t.ctx.db, {
        productId: p.id,
        text: 'Hot flame',
        icon: 'flame',
        sort: 3,
      });
      return {
        url: `/api/products/${p.id}/highlights/${h.id}`,
        table: highlights,
        id: h.id,
        values: { productId: p.id, text: 'Hotter flame', icon: 'star', sort: 7 },
      };
    },
  },
  '/api/products/:id/faqs/:itemId': {
    alwaysChanges: ['updatedAt'],
    create: async (t) => {
      const p = await product(t);
      const f = await create.faq(t.ctx.db, {
        productId: p.id,
        question: 'Why?',
        answer: 'Because.',
        sort: 3,
      });
      return {
        url: `/api/products/${p.id}/faqs/${f.id}`,
        table: faqs,
        id: f.id,
        values: { productId: p.id, question: 'How?', answer: 'Like this.', sort: 8 },
      };
    },
  },
  '/api/products/:id/distributor-links/:itemId': {
    create: async (t) => {
      const p = await product(t);
      const l = await create.distributorLink(t.ctx.db, {
        productId: p.id,
        distributorName: 'Shop',
        url: 'https://shop.example/a',
        sort: 2,
      });
      return {
        url: `/api/products/${p.id}/distributor-links/${l.id}`,
        table: distributorLinks,
        id: l.id,
        values: { productId: p.id, distributorName: 'Store', url: 'https://store.example/b', sort: 6 },
      };
    },
  },
  '/api/media/:id': {
    alwaysChanges: ['updatedAt', 'seoScore'],
    create: async (t) => {
      const m = await createMedia(t, { caption: 'A caption', description: 'A description', tags: ['a'] });
      return {
        url: `/api/media/${m.id}`,
        table: mediaFiles,
        id: m.id,
        values: {
          displayName: 'New name',
          alt: 'New alt text',
          caption: 'New caption',
          description: 'New description',
          tags: ['b', 'c'],
        },
      };
    },
  },
  '/api/users/:id/role': {
    create: async (t) => {
      const u = await signedIn(t, 'viewer');
      return { url: `/api/users/${u.id}/role`, table: users, id: u.id, values: { role: 'editor' } };
    },
  },
  '/api/users/:id/status': {
    create: async (t) => {
      const u = await signedIn(t, 'viewer');
      return { url: `/api/users/${u.id}/status`, table: users, id: u.id, values: { status: 'inactive' } };
    },
  },
  '/api/contacts/:id': {
    alwaysChanges: ['updatedAt'],
    create: async (t) => {
      const c = await create.contact(t.ctx.db, {
        name: 'Ada',
        email: 'ada@example.com',
        company: 'Acme',
        phone: '+44 1',
        type: 'quote',
        message: 'A quote, please',
        productSku: 'TW-1',
      });
      return { url: `/api/contacts/${c.id}`, table: contacts, id: c.id, values: { status: 'closed' } };
    },
  },
};

async function readRow(s: Stored): Promise<Record<string, unknown>> {
  if (s.read) return s.read();
  const [row] = await t.ctx.db.select().from(s.table).where(eq(s.table.id, s.id));
  return row as Record<string, unknown>;
}

function without(row: Record<string, unknown>, keys: string[]) {
  const copy = { ...row };
  for (const k of keys) delete copy[k];
  return copy;
}

describe('PATCH leaves absent fields unchanged (#14)', () => {
  it('#14: every PATCH route has a fully filled factory covering every field of its body', () => {
    const routes = patchRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const route of routes) {
      const c = CASES[route.url];
      if (!c) problems.push(`${route.url}: no factory in tests/api/patch-semantics.test.ts`);
      if (!route.body?.shape) problems.push(`${route.url}: no object body schema`);
    }
    expect(problems).toEqual([]);
  });

  for (const [url, c] of Object.entries(CASES)) {
    it(`#14: PATCH ${url} with one field changes only that field; null clears a nullable field`, async () => {
      const route = patchRoutes().find((r) => r.url === url);
      expect(route, `${url} is no longer a PATCH route: remove its case`).toBeDefined();
      const shape = route!.body!.shape as Record<string, z.ZodType>;
      const { cookie } = await signedIn(t, 'admin');
      const stored = await c.create(t);
      expect(Object.keys(stored.values).sort()).toEqual(Object.keys(shape).sort());

      const patchOne = async (field: string, value: unknown) => {
        const before = await readRow(stored);
        const res = await t.app.inject({
          method: 'PATCH',
          url: stored.url,
          headers: { cookie },
          payload: { [field]: value },
        });
        const after = await readRow(stored);
        const ignore = [field, ...(c.derived?.[field] ?? []), ...(c.alwaysChanges ?? [])];
        expect(
          without(after, ignore),
          `PATCH {${field}: ${JSON.stringify(value)}} changed other fields`,
        ).toEqual(without(before, ignore));
        return { res, after };
      };

      for (const [field, value] of Object.entries(stored.values)) {
        const { res, after } = await patchOne(field, value);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(200);
        if (!c.unchecked?.includes(field)) expect(after[field], field).toEqual(value);
      }

      // null clears a nullable field (or is refused, leaving everything as it was).
      for (const field of Object.keys(stored.values)) {
        const accepts = shape[field]!.safeParse(null);
        if (!accepts.success || accepts.data !== null) continue;
        const { res, after } = await patchOne(field, null);
        if (res.statusCode === 200 && !c.unchecked?.includes(field)) expect(after[field], field).toBeNull();
        else expect([200, 400], `${field}: ${res.body}`).toContain(res.statusCode);
      }

      // An empty body changes nothing (or is refused when the body has a required field).
      const { res } = await patchOne('__none__', undefined);
      expect(res.statusCode).toBe(route!.body!.safeParse({}).success ? 200 : 400);
    });
  }
});
