// Page calls on PGlite and PostgreSQL: create, list, edit, delete, the public call (published only,
// content rendered without script), slug changes leaving a redirect, and validation.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { createMedia } from '../../../tests/helpers/media';
import { galleries, pages, redirects } from '../../db/schema';

const t = setupTestApp();

async function send(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

const about = {
  title: 'Our Workshop',
  slug: 'our-workshop',
  content: '# Our Workshop\n\nMade in **New Jersey** since 1968. [Contact us](/contact).',
  metaTitle: 'Our Workshop | Torchworks',
  metaDescription: 'Where Torchworks torches are made.',
  status: 'published',
};

describe('pages API (GAL-*)', () => {
  it('GAL-34 GAL-33 GAL-15 GAL-25: POST creates a page (draft by default, optional fields null) and GET lists it', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const res = await send(cookie, 'POST', '/api/pages', about);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...about, id: expect.any(Number) });
    const draft = await send(cookie, 'POST', '/api/pages', { title: 'Draft', slug: 'draft' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({
      status: 'draft',
      content: '',
      metaTitle: null,
      metaDescription: null,
    });
    const list = await send((await signedIn(t, 'viewer')).cookie, 'GET', '/api/pages');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, totalPages: 1, page: 1, limit: 24 });
    expect(list.json().pages.map((p: { slug: string }) => p.slug)).toEqual(['draft', 'our-workshop']);
    expect(await t.ctx.db.select().from(pages)).toHaveLength(2);
    // One page by id, as the editor shows it (drafts included); viewers read it, signed-out visitors do not.
    const viewer = (await signedIn(t, 'viewer')).cookie;
    const one = await send(viewer, 'GET', `/api/pages/${draft.json().id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(draft.json());
    expect((await send(viewer, 'GET', '/api/pages/999999')).json()).toEqual({ error: 'Page not found' });
    expect((await send(viewer, 'GET', '/api/pages/999999')).statusCode).toBe(404);
    expect((await send(viewer, 'GET', '/api/pages/abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/pages/${draft.json().id}` })).statusCode).toBe(
      401,
    );
  });

  it('GAL-23 GAL-24: title and slug are required; bad status, bad or reserved or taken slugs are refused', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const noTitle = await send(cookie, 'POST', '/api/pages', { title: ' ', slug: 'x' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().details.title).toEqual(['Title is required']);
    const noSlug = await send(cookie, 'POST', '/api/pages', { title: 'X', slug: '' });
    expect(noSlug.json().details.slug).toEqual(['Slug is required']);
    expect((await send(cookie, 'POST', '/api/pages', { title: 'X', slug: 'Not A Slug' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(cookie, 'POST', '/api/pages', { title: 'X', slug: 'x', status: 'live' })).statusCode,
    ).toBe(400);
    const reserved = await send(cookie, 'POST', '/api/pages', { title: 'X', slug: 'products' });
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().details.slug[0]).toContain('another part of the site');
    expect((await send(cookie, 'POST', '/api/pages', about)).statusCode).toBe(201);
    const taken = await send(cookie, 'POST', '/api/pages', about);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('A page with this slug already exists');
    expect(await t.ctx.db.select().from(pages)).toHaveLength(1);
    const viewer = await signedIn(t, 'viewer');
    expect((await send(viewer.cookie, 'POST', '/api/pages', { title: 'X', slug: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/pages' })).statusCode).toBe(401);
  });

  it('GAL-06: PUT edits a page (publish, unpublish); a published slug change leaves a 301 and moves its galleries', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const id = (await send(cookie, 'POST', '/api/pages', about)).json().id;
    await create.gallery(t.ctx.db, { name: 'Shop', slug: 'shop', pageSlug: 'our-workshop' });
    const res = await send(cookie, 'PUT', `/api/pages/${id}`, {
      ...about,
      title: 'The Workshop',
      slug: 'the-workshop',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'The Workshop', slug: 'the-workshop' });
    const [row] = await t.ctx.db.select().from(pages).where(eq(pages.id, id));
    expect(row!.slug).toBe('the-workshop');
    const [redirect] = await t.ctx.db.select().from(redirects);
    expect(redirect).toMatchObject({ fromPath: '/our-workshop', toPath: '/the-workshop', redirectType: 301 });
    const [gallery] = await t.ctx.db.select().from(galleries);
    expect(gallery!.pageSlug).toBe('the-workshop');

    const unpublished = await send(cookie, 'PUT', `/api/pages/${id}`, {
      ...about,
      slug: 'the-workshop',
      status: 'draft',
    });
    expect(unpublished.json().status).toBe('draft');
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/slug/the-workshop' })).statusCode).toBe(404);
    expect((await send(cookie, 'PUT', '/api/pages/9999', about)).statusCode).toBe(404);
    expect((await send(cookie, 'PUT', `/api/pages/${id}`, { ...about, title: '' })).statusCode).toBe(400);
  });

  it('GAL-06: DELETE removes a page; galleries naming it keep existing without a page', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const id = (await send(cookie, 'POST', '/api/pages', about)).json().id;
    await create.gallery(t.ctx.db, { name: 'Shop', slug: 'shop', pageSlug: 'our-workshop' });
    expect((await send(cookie, 'DELETE', `/api/pages/${id}`)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(pages)).toHaveLength(0);
    expect((await t.ctx.db.select().from(galleries))[0]!.pageSlug).toBeNull();
    expect((await send(cookie, 'DELETE', `/api/pages/${id}`)).statusCode).toBe(404);
    const viewer = await signedIn(t, 'viewer');
    expect((await send(viewer.cookie, 'DELETE', `/api/pages/${id}`)).statusCode).toBe(403);
  });

  it('drafts are not public; a published page is, rendered as HTML with its active galleries', async () => {
    const { cookie } = await signedIn(t, 'editor');
    await send(cookie, 'POST', '/api/pages', about);
    await send(cookie, 'POST', '/api/pages', { ...about, slug: 'secret', status: 'draft' });
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/slug/secret' })).statusCode).toBe(404);
    const media = await createMedia(t);
    const g = await create.gallery(t.ctx.db, { name: 'Shop', slug: 'shop', pageSlug: 'our-workshop' });
    await create.gallery(t.ctx.db, { name: 'Off', slug: 'off', pageSlug: 'our-workshop', isActive: false });
    await create.galleryItem(t.ctx.db, { galleryId: g.id, mediaFileId: media.id });
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/slug/our-workshop' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ title: 'Our Workshop', metaTitle: 'Our Workshop | Torchworks' });
    expect(body.html).toContain('<h1>Our Workshop</h1>');
    expect(body.html).toContain('<strong>New Jersey</strong>');
    expect(body.html).toContain('<a href="/contact">Contact us</a>');
    expect(body).not.toHaveProperty('content');
    expect(body.galleries.map((x: { slug: string }) => x.slug)).toEqual(['shop']);
    expect(body.galleries[0].items).toHaveLength(1);
  });

  it('stored XSS: script, event handlers and javascript: links in page content come out as harmless text', async () => {
    const { cookie } = await signedIn(t, 'editor');
    const content = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '[click](javascript:alert(3))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '<a href="javascript:alert(4)">x</a>',
      '[ok](https://example.com/a)',
    ].join('\n\n');
    await send(cookie, 'POST', '/api/pages', {
      ...about,
      content,
      metaTitle: '</title><script>alert(5)</script>',
    });
    const html = (await t.app.inject({ method: 'GET', url: '/api/pages/slug/our-workshop' })).json()
      .html as string;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer">ok</a>');
  });
});
