// #19 drafts and preview of products and pages, on PGlite and PostgreSQL: a draft stays invisible to the
// public site and API until published; publishing applies it in one revision; the preview renders the
// same public page with the draft, a banner and noindex, never through the answer cache; shared preview
// links are signed and expire.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { drafts, productSpecValues, products, revisions } from '../../db/schema';
import { createTestRenderer, type ServerEntry } from '../../web/renderer';
import { PREVIEW_EXPIRED, PREVIEW_INVALID, signPreview } from './preview';

const t = setupTestApp({
  build: {
    web: createTestRenderer(async () => (await import('../../../client/src/entry-server')) as ServerEntry),
  },
});

async function send(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
    ...(payload ? { payload } : {}),
  });
}

async function publishedTorch() {
  const product = await create.product(t.ctx.db, {
    name: 'Mapp Torch',
    slug: 'mapp-torch',
    sku: 'TW-MAPP',
    price: '264.00',
    status: 'active',
    shortDescription: 'The published summary.',
  });
  const def = await create.specDefinition(t.ctx.db, {
    key: 'flame',
    label: 'Flame class',
    dataType: 'STRING',
  });
  await create.specValue(t.ctx.db, {
    productId: product.id,
    specDefinitionId: def.id,
    valueString: 'Soft',
    valueSlug: 'soft',
  });
  return { product, def };
}

const revisionsOf = (id: number) =>
  t.ctx.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, 'product'), eq(revisions.entityId, id)))
    .orderBy(revisions.id);

describe('product drafts (#19)', () => {
  it('#19: a draft of a published product is invisible to the public API and page until published; publishing applies fields and specs in one revision (editor)', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { product, def } = await publishedTorch();
    const saved = await send(cookie, 'PUT', `/api/products/${product.id}/draft`, {
      name: 'Mapp Torch Pro',
      price: '279.00',
      sku: 'TW-MAPP',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      exists: true,
      fields: { name: 'Mapp Torch Pro', price: '279.00' },
      changes: [
        { field: 'name', label: 'Name', published: 'Mapp Torch', draft: 'Mapp Torch Pro' },
        { field: 'price', label: 'Price', published: '264.00', draft: '279.00' },
      ],
    });
    // An unchanged value (the SKU) is not part of the draft.
    expect(saved.json().fields).not.toHaveProperty('sku');
    const spec = await send(cookie, 'PATCH', `/api/products/${product.id}/draft/specs/${def.id}`, {
      valueString: 'Hot',
    });
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toMatchObject({ id: def.id, displayValue: 'Hot' });
    const draftSpecs = await send(cookie, 'GET', `/api/products/${product.id}/draft/specs`);
    expect(draftSpecs.json().map((s: { displayValue: string }) => s.displayValue)).toEqual(['Hot']);
    // The published state is unchanged: the row, its specs, the public calls and page.
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: 'Mapp Torch', price: '264.00' });
    const [liveSpec] = await t.ctx.db.select().from(productSpecValues);
    expect(liveSpec!.valueString).toBe('Soft');
    const details = await t.app.inject({ method: 'GET', url: '/api/products/slug/mapp-torch/details' });
    expect(details.json()).toMatchObject({ name: 'Mapp Torch', price: '264.00' });
    expect(details.json().specs[0].displayValue).toBe('Soft');
    const page = await t.app.inject({ method: 'GET', url: '/products/mapp-torch' });
    expect(page.body).toContain('Mapp Torch');
    expect(page.body).not.toContain('Mapp Torch Pro');
    const state = await send(cookie, 'GET', `/api/products/${product.id}/draft`);
    expect(state.json()).toMatchObject({ exists: true, specsChanged: true });
    expect(state.json().changes.map((c: { field: string }) => c.field)).toEqual(['name', 'price', 'specs']);

    const before = (await revisionsOf(product.id)).length;
    const published = await send(cookie, 'POST', `/api/products/${product.id}/draft/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().revisionId).toEqual(expect.any(Number));
    const [after] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ name: 'Mapp Torch Pro', price: '279.00', status: 'active' });
    expect((await t.ctx.db.select().from(productSpecValues))[0]!.valueString).toBe('Hot');
    expect(await t.ctx.db.select().from(drafts)).toHaveLength(0);
    const history = await revisionsOf(product.id);
    // A baseline (no history yet) and exactly one revision of the publish.
    expect(history.length - before).toBe(2);
    expect(history.at(-1)).toMatchObject({
      source: 'editor',
      action: 'update',
      id: published.json().revisionId,
    });
    const fresh = await t.app.inject({ method: 'GET', url: '/api/products/slug/mapp-torch/details' });
    expect(fresh.json()).toMatchObject({ name: 'Mapp Torch Pro', price: '279.00' });
    expect(fresh.json().specs[0].displayValue).toBe('Hot');
    expect((await send(cookie, 'GET', `/api/products/${product.id}/draft`)).json().exists).toBe(false);
  });

  it("#19: specification values added to and removed from the draft (the editor's specs tab) stay off the public site until Publish", async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { product, def } = await publishedTorch();
    const power = await create.specDefinition(t.ctx.db, {
      key: 'power',
      label: 'Power',
      dataType: 'NUMBER',
      unit: 'kW',
    });
    const added = await send(cookie, 'POST', `/api/products/${product.id}/draft/specs`, {
      productId: product.id,
      specDefinitionId: power.id,
      valueNumber: '2.5',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: power.id, specDefinitionId: power.id });
    expect(
      (await send(cookie, 'DELETE', `/api/products/${product.id}/draft/specs/${def.id}`)).statusCode,
    ).toBe(204);
    const draftList = (await send(cookie, 'GET', `/api/products/${product.id}/draft/specs`)).json();
    expect(draftList.map((s: { definition: { label: string } }) => s.definition.label)).toEqual(['Power']);
    // The published values, the editor's live list and the public details are unchanged.
    const live = (await send(cookie, 'GET', `/api/products/${product.id}/specs`)).json();
    expect(live.map((s: { displayValue: string }) => s.displayValue)).toEqual(['Soft']);
    const details = await t.app.inject({ method: 'GET', url: '/api/products/slug/mapp-torch/details' });
    expect(details.json().specs.map((s: { displayValue: string }) => s.displayValue)).toEqual(['Soft']);
    // A wrong value is refused like the published call's, with its message.
    const bad = await send(cookie, 'POST', `/api/products/${product.id}/draft/specs`, {
      productId: product.id,
      specDefinitionId: def.id,
      valueNumber: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((await send(cookie, 'POST', `/api/products/${product.id}/draft/publish`)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/products/slug/mapp-torch/details' });
    expect(after.json().specs.map((s: { displayValue: string }) => s.displayValue)).toEqual(['2.5 kW']);
  });

  it('#19: discard removes the draft; validation, 404, 409 and roles are those of a save', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { product } = await publishedTorch();
    const other = await create.product(t.ctx.db, { slug: 'other', sku: 'TW-OTHER' });
    const bad = await send(cookie, 'PUT', `/api/products/${product.id}/draft`, { price: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(['price']);
    const strict = await send(cookie, 'PUT', `/api/products/${product.id}/draft`, { status: 'draft' });
    expect(strict.statusCode).toBe(400);
    const taken = await send(cookie, 'PUT', `/api/products/${product.id}/draft`, { slug: 'other' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.slug).toEqual(['A product with this slug already exists']);
    expect(other.id).toBeGreaterThan(0);
    expect((await send(cookie, 'PUT', '/api/products/99999/draft', {})).statusCode).toBe(404);
    expect((await send(cookie, 'POST', `/api/products/${product.id}/draft/publish`)).statusCode).toBe(404);
    await send(cookie, 'PUT', `/api/products/${product.id}/draft`, { name: 'Changed' });
    const viewer = await signedIn(t, 'viewer');
    expect((await send(viewer.cookie, 'GET', `/api/products/${product.id}/draft`)).json().exists).toBe(true);
    expect((await send(viewer.cookie, 'DELETE', `/api/products/${product.id}/draft`)).statusCode).toBe(403);
    expect((await send(viewer.cookie, 'POST', `/api/products/${product.id}/draft/publish`)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/draft` })).statusCode).toBe(
      401,
    );
    expect((await send(cookie, 'DELETE', `/api/products/${product.id}/draft`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(drafts)).toHaveLength(0);
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.name).toBe('Mapp Torch');
  });

  it('#19: publishing refuses a draft whose specification was deleted meanwhile, naming the reason', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { product } = await publishedTorch();
    const def2 = await create.specDefinition(t.ctx.db, { key: 'gone', label: 'Gone', dataType: 'STRING' });
    expect(
      (
        await send(cookie, 'POST', `/api/products/${product.id}/draft/specs`, {
          specDefinitionId: def2.id,
          valueString: 'x',
        })
      ).statusCode,
    ).toBe(201);
    const dup = await send(cookie, 'POST', `/api/products/${product.id}/draft/specs`, {
      specDefinitionId: def2.id,
      valueString: 'y',
    });
    expect(dup.statusCode).toBe(409);
    await t.ctx.db.execute(
      // The definition goes (its published values with it); the draft still names it.
      (await import('drizzle-orm')).sql`delete from spec_definitions where id = ${def2.id}`,
    );
    const res = await send(cookie, 'POST', `/api/products/${product.id}/draft/publish`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('A specification the draft has a value for was deleted.');
    expect(await t.ctx.db.select().from(drafts)).toHaveLength(1);
  });
});

describe('preview of drafts (#19)', () => {
  it('#19: staff preview renders the draft on the public page with a banner and noindex; it is never cached and the public page stays published', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { product } = await publishedTorch();
    await send(cookie, 'PUT', `/api/products/${product.id}/draft`, {
      name: 'Mapp Torch Pro',
      shortDescription: 'The draft summary.',
    });
    // A public visit first (cached), then the staff preview.
    const publicPage = await t.app.inject({ method: 'GET', url: '/products/mapp-torch' });
    expect(publicPage.body).toContain('The published summary.');
    const preview = await t.app.inject({
      method: 'GET',
      url: '/products/mapp-torch?preview=1',
      headers: { cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('The draft summary.');
    expect(preview.body).toContain('Mapp Torch Pro');
    expect(preview.body).toContain('data-testid="preview-banner"');
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    // Signed out, ?preview=1 is refused.
    const anonymous = await t.app.inject({ method: 'GET', url: '/products/mapp-torch?preview=1' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).toContain('Sign in to preview drafts');
    const again = await t.app.inject({ method: 'GET', url: '/products/mapp-torch' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toContain('The published summary.');
    expect(again.body).not.toContain('The draft summary.');
    expect(again.body).not.toContain('preview-banner');
  });

  it('#19: a shared preview link shows the draft to someone without an account; twice, never from the cache; tampered → 403, expired → 410', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const { product } = await publishedTorch();
    await send(cookie, 'PUT', `/api/products/${product.id}/draft`, {
      shortDescription: 'The draft summary.',
    });
    const link = await send(cookie, 'POST', `/api/products/${product.id}/preview-link`);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(url).toMatch(/^http:\/\/catalogue\.test\/products\/mapp-torch\?preview=[\w-]+\.[\w-]+$/);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const path = url.slice('http://catalogue.test'.length);
    for (const _ of [1, 2]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.body).toContain('The draft summary.');
      expect(res.body).toContain('Shared preview link, valid until');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    expect(t.app.answerCache.get(path)).toBeUndefined();
    const token = path.split('preview=')[1]!;
    const [payload, signature] = token.split('.');
    // Another product's id in the same signature, a changed signature, garbage: not valid.
    const forged = `${Buffer.from(JSON.stringify({ t: 'product', i: product.id + 1, e: 4102444800 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${payload}.${signature!.slice(0, -2)}xx`, 'nonsense']) {
      const res = await t.app.inject({ method: 'GET', url: `/products/mapp-torch?preview=${bad}` });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(PREVIEW_INVALID);
      expect(res.body).not.toContain('The draft summary.');
    }
    const expired = signPreview(t.ctx.config, {
      type: 'product',
      id: product.id,
      expiresAt: Date.now() - 1000,
    });
    const old = await t.app.inject({ method: 'GET', url: `/products/mapp-torch?preview=${expired}` });
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain(PREVIEW_EXPIRED);
    expect(old.headers['cache-control']).toBe('private, no-store');
    expect(old.body).not.toContain('The draft summary.');
    // A viewer may preview, but not make shareable links.
    const viewer = await signedIn(t, 'viewer');
    expect((await send(viewer.cookie, 'POST', `/api/products/${product.id}/preview-link`)).statusCode).toBe(
      403,
    );
  });

  it('#19: an unpublished product can be previewed through its link while visitors get 404', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const product = await create.product(t.ctx.db, {
      name: 'Secret Torch',
      slug: 'secret-torch',
      status: 'draft',
    });
    expect((await t.app.inject({ method: 'GET', url: '/products/secret-torch' })).statusCode).toBe(404);
    const { url } = (await send(cookie, 'POST', `/api/products/${product.id}/preview-link`)).json();
    const res = await t.app.inject({ method: 'GET', url: url.slice('http://catalogue.test'.length) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Secret Torch');
  });
});

describe('page drafts and preview (#19)', () => {
  it('#19: a published page keeps its public content until its draft is published; the preview shows the draft', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const page = await create.page(t.ctx.db, {
      title: 'Our Workshop',
      slug: 'our-workshop',
      content: 'Made in **New Jersey**.',
      status: 'published',
    });
    const saved = await send(cookie, 'PUT', `/api/pages/${page.id}/draft`, {
      title: 'Our Workshop',
      content: 'Made in **Ohio** now.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().changes).toEqual([
      {
        field: 'content',
        label: 'Content',
        published: 'Made in **New Jersey**.',
        draft: 'Made in **Ohio** now.',
      },
    ]);
    const api = await t.app.inject({ method: 'GET', url: '/api/pages/slug/our-workshop' });
    expect(api.json().html).toContain('New Jersey');
    const visitor = await t.app.inject({ method: 'GET', url: '/our-workshop' });
    expect(visitor.body).toContain('<strong>New Jersey</strong>');
    const { url } = (await send(cookie, 'POST', `/api/pages/${page.id}/preview-link`)).json();
    expect(url).toMatch(/\/our-workshop\?preview=/);
    const preview = await t.app.inject({ method: 'GET', url: url.slice('http://catalogue.test'.length) });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<strong>Ohio</strong>');
    expect(preview.body).toContain('data-testid="preview-banner"');
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect((await t.app.inject({ method: 'GET', url: '/our-workshop' })).body).not.toContain('Ohio');

    const published = await send(cookie, 'POST', `/api/pages/${page.id}/draft/publish`);
    expect(published.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/pages/slug/our-workshop' })).json().html,
    ).toContain('<strong>Ohio</strong>');
    expect(await t.ctx.db.select().from(drafts)).toHaveLength(0);
    // The publish is one revision of the page, by the editor.
    const [revision] = await t.ctx.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, 'page'), eq(revisions.id, published.json().revisionId)));
    expect(revision?.source).toBe('editor');
    const viewer = await signedIn(t, 'viewer');
    expect((await send(viewer.cookie, 'PUT', `/api/pages/${page.id}/draft`, {})).statusCode).toBe(403);
    expect((await send(cookie, 'PUT', '/api/pages/9999/draft', {})).statusCode).toBe(404);
  });
});
