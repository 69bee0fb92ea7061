// Brands API (document 000 §5, §7; BRAND-*).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { brands, products } from '../../db/schema';

const t = setupTestApp();

const editor = async () => (await signedIn(t, 'editor')).cookie;
const send = (cookie: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('brands API', () => {
  it('BRAND-09: POST stores name, description, website and logoUrl, with a slug from the name', async () => {
    const cookie = await editor();
    const res = await send(cookie, 'POST', '/api/brands', {
      name: 'Torch Works Pro',
      description: 'Since 1968',
      website: 'https://torchworks.example',
      logoUrl: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Torch Works Pro',
      slug: 'torch-works-pro',
      description: 'Since 1968',
      website: 'https://torchworks.example',
      logoUrl: null,
      productCount: 0,
    });
    const [row] = await t.ctx.db.select().from(brands);
    expect(row).toMatchObject({ name: 'Torch Works Pro', slug: 'torch-works-pro', logoUrl: null });
    // A different name with the same slug gets the next free variant.
    const twin = await send(cookie, 'POST', '/api/brands', { name: 'Torch-Works Pro' });
    expect(twin.json().slug).toBe('torch-works-pro-2');
  });

  it('BRAND-05 BRAND-06: the name is required; website and logoUrl must be http(s) URLs or empty', async () => {
    const cookie = await editor();
    const res = await send(cookie, 'POST', '/api/brands', {
      name: '  ',
      website: 'torchworks',
      logoUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      name: ['Brand name is required'],
      website: ['Must be a valid URL'],
      logoUrl: ['Must be a valid URL'],
    });
    const ftp = await send(cookie, 'POST', '/api/brands', { name: 'A', website: 'ftp://example.com' });
    expect(ftp.json().error).toBe('Must be a valid URL');
    expect(await t.ctx.db.select().from(brands)).toHaveLength(0);
  });

  it('BRAND-09: a duplicate name is refused with 409', async () => {
    const cookie = await editor();
    await send(cookie, 'POST', '/api/brands', { name: 'Acme' });
    const dup = await send(cookie, 'POST', '/api/brands', { name: 'ACME' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('A brand with this name already exists');
  });

  it('BRAND-10 BRAND-08: PATCH updates the given fields and keeps the slug; GET lists with product counts', async () => {
    const cookie = await editor();
    const id = (
      await send(cookie, 'POST', '/api/brands', { name: 'Acme', website: 'https://acme.example' })
    ).json().id;
    await send(cookie, 'POST', '/api/brands', { name: 'Bolt' });
    const res = await send(cookie, 'PATCH', `/api/brands/${id}`, {
      name: 'Acme Torches',
      description: 'Tools',
      logoUrl: 'https://acme.example/logo.png',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(brands).where(eq(brands.id, id));
    expect(row).toMatchObject({
      name: 'Acme Torches',
      slug: 'acme',
      description: 'Tools',
      website: 'https://acme.example',
      logoUrl: 'https://acme.example/logo.png',
    });
    expect((await send(cookie, 'PATCH', `/api/brands/${id}`, { name: 'bolt' })).statusCode).toBe(409);
    expect((await send(cookie, 'PATCH', '/api/brands/9999', { name: 'X' })).statusCode).toBe(404);
    const cat = await create.category(t.ctx.db, { name: 'T', slug: 't' });
    await create.product(t.ctx.db, { name: 'P', slug: 'p', sku: 'P', categoryId: cat.id, brandId: id });
    const list = await t.app.inject({ method: 'GET', url: '/api/brands', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { name: string; productCount: number }) => [b.name, b.productCount])).toEqual([
      ['Acme Torches', 1],
      ['Bolt', 0],
    ]);
  });

  it('BRAND-11: DELETE removes the brand and leaves its products without a brand', async () => {
    const cookie = await editor();
    const id = (await send(cookie, 'POST', '/api/brands', { name: 'Acme' })).json().id;
    const cat = await create.category(t.ctx.db, { name: 'T', slug: 't' });
    await create.product(t.ctx.db, { name: 'P', slug: 'p', sku: 'P', categoryId: cat.id, brandId: id });
    const res = await send(cookie, 'DELETE', `/api/brands/${id}`);
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(brands)).toHaveLength(0);
    const [product] = await t.ctx.db.select().from(products);
    expect(product!.brandId).toBeNull();
    expect((await send(cookie, 'DELETE', `/api/brands/${id}`)).statusCode).toBe(404);
  });

  it('viewers read but cannot change brands (403); signed out 401', async () => {
    const id = (await send(await editor(), 'POST', '/api/brands', { name: 'Acme' })).json().id;
    const viewer = (await signedIn(t, 'viewer')).cookie;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/brands', headers: { cookie: viewer } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/brands' })).statusCode).toBe(401);
    const attempts = [
      { method: 'POST' as const, url: '/api/brands', payload: { name: 'X' } },
      { method: 'PATCH' as const, url: `/api/brands/${id}`, payload: { name: 'X' } },
      { method: 'DELETE' as const, url: `/api/brands/${id}` },
    ];
    for (const a of attempts) {
      expect((await t.app.inject({ ...a, headers: { cookie: viewer } })).statusCode).toBe(403);
      expect((await t.app.inject(a)).statusCode).toBe(401);
    }
    expect(await t.ctx.db.select().from(brands)).toHaveLength(1);
  });
});
