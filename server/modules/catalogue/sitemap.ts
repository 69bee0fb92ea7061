// /sitemap.xml and /robots.txt, built from PUBLIC_URL and the published content.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';

const STATIC_PATHS = ['/', '/products', '/about', '/contact', '/privacy', '/terms', '/cookies'];

const xmlEscape = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export async function sitemapXml(db: DbOrTx, publicUrl: string): Promise<string> {
  const [productRows, categoryRows, pageRows, latest] = await Promise.all([
    queryRows<{ slug: string; updated_at: Date | string }>(
      db,
      sql`select slug, updated_at from products where status = 'active' order by slug`,
    ),
    queryRows<{ slug: string; updated_at: Date | string }>(
      db,
      sql`select slug, updated_at from categories order by slug`,
    ),
    queryRows<{ slug: string; updated_at: Date | string }>(
      db,
      sql`select slug, updated_at from pages where status = 'published' order by slug`,
    ),
    queryRows<{ at: Date | string | null }>(
      db,
      sql`select max(updated_at) as at from products where status = 'active'`,
    ),
  ]);
  const day = (value: Date | string | null | undefined) =>
    value ? new Date(value).toISOString().slice(0, 10) : undefined;
  const catalogueDate = day(latest[0]?.at);
  const entries: Array<{ loc: string; lastmod?: string; priority: string }> = [
    ...STATIC_PATHS.map((path) => ({
      loc: `${publicUrl}${path}`,
      lastmod: path === '/' || path === '/products' ? catalogueDate : undefined,
      priority: path === '/' ? '1.0' : path === '/products' ? '0.9' : '0.5',
    })),
    ...categoryRows.map((c) => ({
      loc: `${publicUrl}/products?categories=${encodeURIComponent(c.slug)}`,
      lastmod: day(c.updated_at),
      priority: '0.7',
    })),
    ...productRows.map((p) => ({
      loc: `${publicUrl}/products/${encodeURIComponent(p.slug)}`,
      lastmod: day(p.updated_at),
      priority: '0.8',
    })),
    ...pageRows.map((p) => ({
      loc: `${publicUrl}/${encodeURIComponent(p.slug)}`,
      lastmod: day(p.updated_at),
      priority: '0.5',
    })),
  ];
  const urls = entries
    .map(
      (e) =>
        `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>\n${e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>\n` : ''}    <priority>${e.priority}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Product, gallery and brand images and the documents are public and meant to be found (Google
    // Images, Merchant listings); the longer rule wins over "Disallow: /api/" for crawlers.
    'Allow: /api/storage/',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /auth',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
