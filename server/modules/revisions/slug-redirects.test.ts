// #19 the redirects a product's slug change writes are revisions too, in the write's transaction and by
// its actor and source: a save (PATCH / PUT), publishing a draft that changes the slug (editor or the
// scheduler), a restore ("restore"). The 301 from the old address is a "create", a redirect re-pointed
// to the new address an "update", the one from the new address (removed) a "delete". On PGlite and
// PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { redirects, revisions } from '../../db/schema';
import { applyDueSchedules } from '../drafts/scheduler';

const t = setupTestApp();
const browser = { 'sec-fetch-site': 'same-origin' };

const send = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, ...browser }, ...(payload ? { payload } : {}) });

const redirectRevisions = async (fromPath: string) => {
  const [row] = await t.ctx.db.select().from(redirects).where(eq(redirects.fromPath, fromPath));
  if (!row) return [];
  return t.ctx.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, 'redirect'), eq(revisions.entityId, row.id)))
    .orderBy(revisions.id);
};

describe('#19 redirects of a product slug change are recorded as revisions', () => {
  it('a save: the 301 is a "create" by the editor; a re-pointed redirect an "update"; the removed one a "delete"', async () => {
    const admin = await signedIn(t, 'admin');
    const editor = await signedIn(t, 'editor');
    const product = await create.product(t.ctx.db, { slug: 'old-torch', status: 'active' });
    // An earlier move pointed here; a hand-made redirect sits on the address the product moves to.
    const earlier = await send(admin.cookie, 'POST', '/api/seo/redirects', {
      fromPath: '/products/older-torch',
      toPath: '/products/old-torch',
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const squatter = (
      await send(admin.cookie, 'POST', '/api/seo/redirects', {
        fromPath: '/products/new-torch',
        toPath: '/catalogue',
      })
    ).json() as { id: number };

    const moved = await send(editor.cookie, 'PATCH', `/api/products/${product.id}`, { slug: 'new-torch' });
    expect(moved.statusCode, moved.body).toBe(200);

    const created = await redirectRevisions('/products/old-torch');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      action: 'create',
      source: 'editor',
      userId: editor.id,
      snapshot: { redirect: { fromPath: '/products/old-torch', toPath: '/products/new-torch' } },
    });
    const repointed = await redirectRevisions('/products/older-torch');
    expect(repointed.map((r) => [r.action, r.source, r.userId])).toEqual([
      ['create', 'editor', admin.id],
      ['update', 'editor', editor.id],
    ]);
    expect(repointed.at(-1)!.snapshot).toMatchObject({ redirect: { toPath: '/products/new-torch' } });
    const removed = await t.ctx.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, 'redirect'), eq(revisions.entityId, squatter.id)))
      .orderBy(revisions.id);
    expect(removed.at(-1)).toMatchObject({
      action: 'delete',
      userId: editor.id,
      snapshot: { redirect: { fromPath: '/products/new-torch', toPath: '/catalogue' } },
    });

    // A save that keeps the slug writes no redirect revision; an API client's save is source "api".
    const count = (await t.ctx.db.select().from(revisions).where(eq(revisions.entityType, 'redirect')))
      .length;
    await send(editor.cookie, 'PATCH', `/api/products/${product.id}`, { name: 'Renamed' });
    expect((await t.ctx.db.select().from(revisions).where(eq(revisions.entityType, 'redirect'))).length).toBe(
      count,
    );
    const api = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: { cookie: editor.cookie },
      payload: { slug: 'api-torch' },
    });
    expect(api.statusCode, api.body).toBe(200);
    expect((await redirectRevisions('/products/new-torch')).at(-1)).toMatchObject({
      action: 'create',
      source: 'api',
    });
  });

  it('a refused save records no redirect revision (one transaction)', async () => {
    const editor = await signedIn(t, 'editor');
    const product = await create.product(t.ctx.db, { slug: 'a-torch' });
    await create.product(t.ctx.db, { slug: 'taken' });
    const res = await send(editor.cookie, 'PATCH', `/api/products/${product.id}`, { slug: 'taken' });
    expect(res.statusCode).toBe(409);
    expect(await t.ctx.db.select().from(revisions).where(eq(revisions.entityType, 'redirect'))).toEqual([]);
  });

  it('publishing a draft that changes the slug (editor, then the scheduler) and a restore record the redirect', async () => {
    const editor = await signedIn(t, 'editor');
    const product = await create.product(t.ctx.db, { slug: 'draft-torch', status: 'active' });
    await send(editor.cookie, 'PUT', `/api/products/${product.id}/draft`, { slug: 'drafted-torch' });
    expect((await redirectRevisions('/products/draft-torch')).length).toBe(0);
    const published = await send(editor.cookie, 'POST', `/api/products/${product.id}/draft/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(await redirectRevisions('/products/draft-torch')).toEqual([
      expect.objectContaining({ action: 'create', source: 'editor', userId: editor.id }),
    ]);

    // The scheduler publishes a draft that moves the product again.
    await send(editor.cookie, 'PUT', `/api/products/${product.id}/draft`, { slug: 'scheduled-torch' });
    await send(editor.cookie, 'PUT', `/api/products/${product.id}/schedule`, {
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const run = await applyDueSchedules(t.ctx, new Date(Date.now() + 7_200_000));
    expect(run.published).toBe(1);
    expect((await redirectRevisions('/products/drafted-torch')).at(-1)).toMatchObject({
      action: 'create',
      source: 'scheduler',
      userId: null,
    });

    // Restoring the revision of the first publish moves it back to drafted-torch: "restore".
    const history = (await send(editor.cookie, 'GET', `/api/products/${product.id}/revisions`)).json() as {
      revisions: { id: number; source: string }[];
    };
    const target = history.revisions.find((r) => r.source === 'editor')!;
    const restored = await send(
      editor.cookie,
      'POST',
      `/api/products/${product.id}/revisions/${target.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await redirectRevisions('/products/scheduled-torch')).at(-1)).toMatchObject({
      action: 'create',
      source: 'restore',
      userId: editor.id,
    });
    // The 301 from drafted-torch was removed by moving back onto that address: its last state kept.
    const gone = await t.ctx.db
      .select()
      .from(revisions)
      .where(eq(revisions.entityType, 'redirect'))
      .orderBy(revisions.id);
    expect(gone.filter((r) => r.action === 'delete').at(-1)).toMatchObject({
      source: 'restore',
      snapshot: { redirect: { fromPath: '/products/drafted-torch' } },
    });
  });
});
