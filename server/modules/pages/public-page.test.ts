// The public site's /{slug} pages, rendered on the server from source (PGlite and PostgreSQL).
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { hasTag } from '../../../tests/helpers/html';
import { createMedia } from '../../../tests/helpers/media';
import { createTestRenderer, type ServerEntry } from '../../web/renderer';

const t = setupTestApp({
  build: {
    web: createTestRenderer(async () => (await import('../../../client/src/entry-server')) as ServerEntry),
  },
});

const about = {
  title: 'Our Workshop',
  slug: 'our-workshop',
  content: '# Our Workshop\n\nMade in **New Jersey** since 1968. [Contact us](/contact).',
  metaTitle: 'Our Workshop | Torchworks',
  metaDescription: 'Where Torchworks torches are made.',
  status: 'published',
};

async function createPage(cookie: string, page: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers: { cookie }, payload: page });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('published pages on the public site (GAL-06, GAL-15)', () => {
  it('GAL-15: /{slug} renders a published page with its meta; drafts and unknown slugs answer 404; the sitemap lists it', async () => {
    const { cookie } = await signedIn(t, 'editor');
    await createPage(cookie, about);
    await createPage(cookie, { ...about, slug: 'secret', status: 'draft' });
    const page = await t.app.inject({ method: 'GET', url: '/our-workshop' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Our Workshop | Torchworks</title>');
    expect(page.body).toContain('<meta name="description" content="Where Torchworks torches are made.">');
    expect(page.body).toContain('<link rel="canonical" href="http://catalogue.test/our-workshop">');
    expect(page.body).toContain('Made in <strong>New Jersey</strong> since 1968.');
    const draft = await t.app.inject({ method: 'GET', url: '/secret' });
    expect(draft.statusCode).toBe(404);
    expect(draft.body).not.toContain('Made in');
    expect((await t.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/our-workshop</loc>');
    expect(sitemap.body).not.toContain('/secret</loc>');
  });

  it('stored XSS: page content and meta title cannot inject script into the public page', async () => {
    const { cookie } = await signedIn(t, 'editor');
    await createPage(cookie, {
      ...about,
      content: '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[x](javascript:alert(3))',
      metaTitle: '</title><script>alert(5)</script>',
    });
    const page = await t.app.inject({ method: 'GET', url: '/our-workshop' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src="x"');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('href="javascript:');
    expect(page.body).toContain('&lt;/title&gt;&lt;script&gt;alert(5)&lt;/script&gt;');
  });

  it("a page shows the active gallery that names it, with the images' responsive variants", async () => {
    const { cookie } = await signedIn(t, 'editor');
    await createPage(cookie, about);
    const media = await createMedia(t, { base: 'workshop-bench', alt: 'The workshop bench' });
    const g = await create.gallery(t.ctx.db, {
      name: 'Workshop',
      slug: 'workshop',
      title: 'Inside the workshop',
      pageSlug: 'our-workshop',
    });
    await create.galleryItem(t.ctx.db, { galleryId: g.id, mediaFileId: media.id });
    const page = await t.app.inject({ method: 'GET', url: '/our-workshop' });
    expect(page.body).toContain('Inside the workshop');
    expect(page.body).toContain('alt="The workshop bench"');
    expect(
      hasTag(page.body, 'source', {
        media: '(min-width: 1024px)',
        srcset: '/api/storage/images/workshop-bench-desktop.webp',
      }),
    ).toBe(true);
  });
});
