// #19 scheduled publishing on PGlite and PostgreSQL, with a controlled clock: the recurring job
// "scheduled-publishing" publishes (applying a draft) and unpublishes products and pages when their time
// has come, records revisions by source "scheduler", drops the answer cache, and the sitemap follows.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { queryRows } from '../../db/rows';
import { drafts, pages, products, publishSchedules, revisions } from '../../db/schema';

const clock = { now: new Date('2030-01-01T08:00:00Z') };
const t = setupTestApp({ build: { housekeeping: true, clock: () => clock.now } });

async function send(cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

const dueAt = (when: ReturnType<typeof sql>) =>
  t.ctx.db.execute(
    sql`update jobs set run_after = ${when} where kind = 'scheduled-publishing' and status = 'queued'`,
  );

/**
 * Runs the scheduler job now (as the queue would when it is due) at the clock's time, then holds it off:
 * on a loaded machine the queue's own 30-second round could otherwise fall inside a step that leaves a
 * due schedule for a moment, and publish it behind the test's back.
 */
async function runScheduler(at: string) {
  clock.now = new Date(at);
  await t.app.jobs.flush();
  await dueAt(sql`now()`);
  await t.app.jobs.flush();
  await dueAt(sql`now() + interval '1 day'`);
}

const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

describe('scheduled publishing (#19)', () => {
  it('#19: a product scheduled to publish goes live (with its draft) at its time, by source scheduler, and appears in the sitemap; it is unpublished at its end time', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const product = await create.product(t.ctx.db, {
      name: 'Launch Torch',
      slug: 'launch-torch',
      status: 'draft',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}/draft`,
      headers: { cookie },
      payload: { shortDescription: 'Ready for launch.' },
    });
    const set = await send(cookie, 'PUT', `/api/products/${product.id}/schedule`, {
      publishAt: '2030-01-01T09:00:00Z',
      unpublishAt: '2030-01-01T18:00:00Z',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      publishAt: '2030-01-01T09:00:00.000Z',
      unpublishAt: '2030-01-01T18:00:00.000Z',
      error: null,
    });
    const listed = await send(cookie, 'GET', '/api/publishing');
    expect(listed.json().schedules).toEqual([
      {
        entityType: 'product',
        entityId: product.id,
        publishAt: '2030-01-01T09:00:00.000Z',
        unpublishAt: '2030-01-01T18:00:00.000Z',
        error: null,
      },
    ]);
    expect(listed.json().drafts).toEqual([
      { entityType: 'product', entityId: product.id, updatedAt: expect.any(String) },
    ]);
    // Cached while unpublished.
    expect(await sitemap()).not.toContain('/products/launch-torch</loc>');
    await runScheduler('2030-01-01T08:59:00Z');
    expect((await t.ctx.db.select().from(products).where(eq(products.id, product.id)))[0]!.status).toBe(
      'draft',
    );

    await runScheduler('2030-01-01T09:00:30Z');
    const [live] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(live).toMatchObject({ status: 'active', shortDescription: 'Ready for launch.' });
    expect(await t.ctx.db.select().from(drafts)).toHaveLength(0);
    expect(await sitemap()).toContain('/products/launch-torch</loc>');
    const details = await t.app.inject({ method: 'GET', url: '/api/products/slug/launch-torch/details' });
    expect(details.statusCode).toBe(200);
    const [schedule] = await t.ctx.db.select().from(publishSchedules);
    expect(schedule).toMatchObject({ publishAt: null, error: null });
    expect(schedule!.unpublishAt!.toISOString()).toBe('2030-01-01T18:00:00.000Z');

    await runScheduler('2030-01-01T18:00:10Z');
    expect((await t.ctx.db.select().from(products).where(eq(products.id, product.id)))[0]!.status).toBe(
      'inactive',
    );
    expect(await sitemap()).not.toContain('/products/launch-torch</loc>');
    expect((await t.app.inject({ method: 'GET', url: '/products/launch-torch' })).statusCode).not.toBe(200);
    expect(await t.ctx.db.select().from(publishSchedules)).toHaveLength(0);
    const history = await t.ctx.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, 'product'), eq(revisions.entityId, product.id)))
      .orderBy(revisions.id);
    const byScheduler = history.filter((r) => r.source === 'scheduler');
    expect(byScheduler).toHaveLength(2);
    expect(byScheduler.map((r) => (r.snapshot as { product: { status: string } }).product.status)).toEqual([
      'active',
      'inactive',
    ]);
    expect(byScheduler[0]).toMatchObject({
      userId: null,
      userLabel: 'Scheduler',
      note: { scheduledFor: '2030-01-01T09:00:00.000Z' },
    });
    const job = await queryRows<{ result: { published: number; unpublished: number } }>(
      t.ctx.db,
      sql`select result from jobs where kind = 'scheduled-publishing'`,
    );
    expect(job[0]!.result).toMatchObject({ published: 0, unpublished: 1 });
  });

  it('#19: a page is published and unpublished at its times and the sitemap follows', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const page = await create.page(t.ctx.db, { title: 'Spring Sale', slug: 'spring-sale', status: 'draft' });
    expect(
      (await send(cookie, 'PUT', `/api/pages/${page.id}/schedule`, { publishAt: '2030-03-01T00:00:00Z' }))
        .statusCode,
    ).toBe(200);
    await runScheduler('2030-02-28T23:59:00Z');
    expect(await sitemap()).not.toContain('/spring-sale</loc>');
    await runScheduler('2030-03-01T00:00:05Z');
    expect((await t.ctx.db.select().from(pages))[0]!.status).toBe('published');
    expect(await sitemap()).toContain('/spring-sale</loc>');
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/slug/spring-sale' })).statusCode).toBe(200);
    await send(cookie, 'PUT', `/api/pages/${page.id}/schedule`, { unpublishAt: '2030-03-31T00:00:00Z' });
    await runScheduler('2030-03-31T00:00:01Z');
    expect((await t.ctx.db.select().from(pages))[0]!.status).toBe('draft');
    expect(await sitemap()).not.toContain('/spring-sale</loc>');
    // Both changes are in the page's history, by the scheduler.
    const history = await t.ctx.db
      .select({ source: revisions.source, userLabel: revisions.userLabel })
      .from(revisions)
      .where(and(eq(revisions.entityType, 'page'), eq(revisions.entityId, page.id)));
    expect(history.filter((r) => r.source === 'scheduler')).toHaveLength(2);
  });

  it('#19: schedule validation (order, none, not in the past), cancel, a failure kept for the editor, and roles', async () => {
    clock.now = new Date('2030-01-01T08:00:00Z');
    await t.app.jobs.flush();
    await dueAt(sql`now() + interval '1 day'`);
    const { cookie } = await signedIn(t, 'editor');
    const product = await create.product(t.ctx.db, { slug: 'a', status: 'draft' });
    await create.product(t.ctx.db, { slug: 'taken', status: 'active' });
    const backwards = await send(cookie, 'PUT', `/api/products/${product.id}/schedule`, {
      publishAt: '2030-01-02T00:00:00Z',
      unpublishAt: '2030-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.unpublishAt).toEqual(['Unpublish at must be after publish at']);
    const none = await send(cookie, 'PUT', `/api/products/${product.id}/schedule`, {});
    expect(none.json().details.publishAt).toEqual(['Choose a time to publish or to unpublish']);
    // Not in the past by the scheduler's clock (2030-01-01T08:00Z here): the message under its field.
    const past = await send(cookie, 'PUT', `/api/products/${product.id}/schedule`, {
      publishAt: '2030-01-01T07:00:00Z',
      unpublishAt: '2030-01-01T07:30:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: 'Publish at must not be in the past',
      details: {
        publishAt: ['Publish at must not be in the past'],
        unpublishAt: ['Unpublish at must not be in the past'],
      },
    });
    const pastPage = await send(cookie, 'PUT', `/api/pages/${(await create.page(t.ctx.db)).id}/schedule`, {
      unpublishAt: '2029-12-31T00:00:00+01:00',
    });
    expect(pastPage.json().details).toEqual({ unpublishAt: ['Unpublish at must not be in the past'] });
    // A moment ago (within a minute) still counts as now.
    expect(
      (
        await send(cookie, 'PUT', `/api/products/${product.id}/schedule`, {
          publishAt: '2030-01-01T07:59:30Z',
        })
      ).statusCode,
    ).toBe(200);
    await send(cookie, 'DELETE', `/api/products/${product.id}/schedule`);
    const notDate = await send(cookie, 'PUT', `/api/products/${product.id}/schedule`, {
      publishAt: 'tomorrow',
    });
    expect(notDate.statusCode).toBe(400);
    expect(
      (await send(cookie, 'PUT', '/api/products/9999/schedule', { publishAt: '2030-01-01T00:00:00Z' }))
        .statusCode,
    ).toBe(404);
    const viewer = await signedIn(t, 'viewer');
    expect(
      (
        await send(viewer.cookie, 'PUT', `/api/products/${product.id}/schedule`, {
          publishAt: '2030-01-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(403);
    await send(cookie, 'PUT', `/api/products/${product.id}/schedule`, { publishAt: '2030-01-01T09:00:00Z' });
    expect((await send(cookie, 'DELETE', `/api/products/${product.id}/schedule`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(publishSchedules)).toHaveLength(0);

    // A draft taking a slug that another product took meanwhile: the publish fails and says why.
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}/draft`,
      headers: { cookie },
      payload: { slug: 'free' },
    });
    await t.ctx.db.update(products).set({ slug: 'free' }).where(eq(products.slug, 'taken'));
    await send(cookie, 'PUT', `/api/products/${product.id}/schedule`, { publishAt: '2030-01-01T09:00:00Z' });
    await runScheduler('2030-01-01T09:00:01Z');
    const state = await send(cookie, 'GET', `/api/products/${product.id}/schedule`);
    expect(state.json()).toMatchObject({ publishAt: null });
    expect(state.json().error).toContain(
      'The scheduled publishing failed: A product with this slug already exists',
    );
    expect((await t.ctx.db.select().from(products).where(eq(products.id, product.id)))[0]!.status).toBe(
      'draft',
    );
  });
});
