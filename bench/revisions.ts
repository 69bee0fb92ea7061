// npx tsx bench/revisions.ts — #19: what a product revision costs.
//   1. PATCH /api/products/{id} p50/p99 with its revision and with recording switched off (same app);
//   2. storage per revision (the snapshot's stored size, and the table's size per row);
//   3. the history tab's two calls on a product with 1,000 revisions (server-side, through inject);
//   4. a page save and a gallery item edit with their revisions and without, and their storage.
// On PostgreSQL when BENCH_DATABASE_URL is set (a database it may fill), else on a temporary PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/auth/passwords';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { queryRows } from '../server/db/rows';
import { users } from '../server/db/schema';
import { createLocalFileStore } from '../server/files/local-store';
import { revisionRecording } from '../server/modules/revisions/record';

const out = (line = '') => process.stdout.write(`${line}\n`);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-revisions-'));
  const database = url ? await openPostgres(url) : await openPglite(path.join(dir, 'db'));
  await runMigrations(database);
  const db = database.db;
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    dataDir: dir,
  };
  const app = await buildApp(
    {
      config,
      database,
      db,
      files: createLocalFileStore(path.join(dir, 'files')),
      mailer: { configured: false, async send() {}, close() {} },
    },
    { logger: false },
  );
  await app.ready();
  const stamp = Date.now();
  await db.insert(users).values({
    username: `bench${stamp}`,
    email: `bench${stamp}@example.com`,
    password: await hashPassword('bench password'),
    role: 'editor',
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: `bench${stamp}@example.com`, password: 'bench password' },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  // A typical product: 10 specification values, 5 tags, 2 documents, 4 highlights, 3 FAQs, 3 related
  // products, 2 distributor links, 3 images, a 1,500-character description.
  const [cat] = await queryRows<{ id: number }>(
    db,
    sql`insert into categories (name, slug) values (${`Bench ${stamp}`}, ${`bench-${stamp}`}) returning id`,
  );
  const make = async (n: number) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`insert into products (name, slug, sku, category_id, price, description, images)
          values (${`Bench product ${n}`}, ${`bench-${stamp}-${n}`}, ${`BN-${stamp}-${n}`}, ${cat!.id}, '264.00',
            ${'A dependable torch for brazing and soldering copper pipe. '.repeat(26)},
            ${sql.param(['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg', 'https://cdn.example/c.jpg'])}::text[])
          returning id`,
      )
    )[0]!.id;
  const id = await make(0);
  const others = [await make(1), await make(2), await make(3)];
  for (let i = 0; i < 10; i++) {
    const [def] = await queryRows<{ id: number }>(
      db,
      sql`insert into spec_definitions (key, label, data_type) values (${`bench_${stamp}_${i}`}, ${`Bench spec ${stamp} ${i}`}, 'STRING') returning id`,
    );
    await db.execute(
      sql`insert into product_spec_values (product_id, spec_definition_id, value_string, value_slug) values (${id}, ${def!.id}, ${`Value ${i}`}, ${`value-${i}`})`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const [tag] = await queryRows<{ id: number }>(
      db,
      sql`insert into tags (name, slug) values (${`Bench tag ${stamp} ${i}`}, ${`bench-tag-${stamp}-${i}`}) returning id`,
    );
    await db.execute(sql`insert into product_tags (product_id, tag_id) values (${id}, ${tag!.id})`);
  }
  for (let i = 0; i < 2; i++) {
    const [doc] = await queryRows<{ id: number }>(
      db,
      sql`insert into documents (title, url) values (${`Bench document ${i}`}, ${`https://docs.example/${stamp}-${i}.pdf`}) returning id`,
    );
    await db.execute(sql`insert into product_documents (product_id, document_id) values (${id}, ${doc!.id})`);
  }
  for (let i = 0; i < 4; i++)
    await db.execute(
      sql`insert into highlights (product_id, text, sort) values (${id}, ${`Highlight number ${i}`}, ${i})`,
    );
  for (let i = 0; i < 3; i++)
    await db.execute(
      sql`insert into faqs (product_id, question, answer, sort) values (${id}, ${`Question ${i}?`}, ${'An answer of a sentence or two. '.repeat(3)}, ${i})`,
    );
  for (const other of others)
    await db.execute(
      sql`insert into relationships (from_product_id, to_product_id, type) values (${id}, ${other}, 'ACCESSORY')`,
    );
  for (let i = 0; i < 2; i++)
    await db.execute(
      sql`insert into distributor_links (product_id, distributor_name, url, sort) values (${id}, ${`Shop ${i}`}, ${`https://shop${i}.example/p`}, ${i})`,
    );

  const N = Number(process.env.BENCH_ITERATIONS ?? 200);
  const patch = async (i: number) => {
    const start = performance.now();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: { cookie },
      payload: { price: `${(264 + (i % 500)).toFixed(2)}`, stock: i },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return performance.now() - start;
  };
  // Warm up, then alternate blocks so load on the machine hits both alike.
  for (let i = 0; i < 20; i++) await patch(i);
  const withRev: number[] = [];
  const without: number[] = [];
  for (let block = 0; block < 10; block++) {
    revisionRecording.enabled = block % 2 === 0;
    for (let i = 0; i < N / 5; i++)
      (revisionRecording.enabled ? withRev : without).push(await patch(block * 1000 + i));
  }
  revisionRecording.enabled = true;
  withRev.sort((a, b) => a - b);
  without.sort((a, b) => a - b);
  out(`database: ${url ? 'PostgreSQL' : 'PGlite'}`);
  out(
    `PATCH /api/products/{id}: with revision p50 ${pct(withRev, 50).toFixed(2)} ms p99 ${pct(withRev, 99).toFixed(2)} ms; ` +
      `without p50 ${pct(without, 50).toFixed(2)} ms p99 ${pct(without, 99).toFixed(2)} ms; ratio p50 ${(pct(withRev, 50) / pct(without, 50)).toFixed(2)}`,
  );
  // Fill to 1,000 revisions.
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from revisions where entity_type = 'product' and entity_id = ${id}`,
  );
  for (let i = n; i < 1000; i++) await patch(100_000 + i);
  const [size] = await queryRows<{ avg: number; raw: number }>(
    db,
    sql`select avg(pg_column_size(snapshot))::int as avg, avg(octet_length(snapshot::text))::int as raw
        from revisions where entity_type = 'product' and entity_id = ${id}`,
  );
  const [diffSize] = await queryRows<{ avg: number }>(
    db,
    sql`select avg(octet_length(jsonb_build_object('price', snapshot->'product'->'price', 'stock', snapshot->'product'->'stock')::text))::int as avg
        from revisions where entity_type = 'product' and entity_id = ${id}`,
  );
  out(
    `storage per revision of this product: snapshot ${size!.avg} bytes stored (${size!.raw} bytes as text); ` +
      `a diff of the same change (price and stock) would be ~${diffSize!.avg} bytes`,
  );
  const time = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(res.body);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return `p50 ${pct(times, 50).toFixed(1)} ms p99 ${pct(times, 99).toFixed(1)} ms`;
  };
  const [oldest] = await queryRows<{ id: number }>(
    db,
    sql`select min(id)::int as id from revisions where entity_type = 'product' and entity_id = ${id}`,
  );
  out(
    `history of a product with 1,000 revisions: timeline page ${await time(`/api/products/${id}/revisions`)}`,
  );
  out(
    `  oldest revision against the current state: ${await time(`/api/products/${id}/revisions/${oldest!.id}`)}`,
  );
  // The other records (#19): a page save (2,000-character content) and a gallery item edit (a gallery
  // of 20 images), each with its revision and without, alternating blocks as above.
  const inject = async (method: 'PUT' | 'POST', path: string, payload: object) => {
    const res = await app.inject({ method, url: path, headers: { cookie }, payload });
    if (res.statusCode >= 300) throw new Error(res.body);
    return res.json() as { id: number };
  };
  const page = await inject('POST', '/api/pages', {
    title: `Bench ${stamp}`,
    slug: `bench-${stamp}`,
    content: '',
  });
  const gallery = await inject('POST', '/api/galleries', { name: `Bench ${stamp}`, slug: `bench-${stamp}` });
  const [media] = await queryRows<{ id: number }>(
    db,
    sql`insert into media_files (url, original_name, seo_filename, size, mime_type)
        values (${`/api/storage/images/bench-${stamp}.webp`}, 'bench.jpg', 'bench.webp', 1000, 'image/webp')
        returning id`,
  );
  const items: number[] = [];
  for (let i = 0; i < 20; i++)
    items.push(
      (await inject('POST', '/api/gallery-items', { galleryId: gallery.id, mediaFileId: media!.id })).id,
    );
  const words = 'brazing torch copper flame tip hose regulator kit '.repeat(40);
  const compare = async (label: string, write: (i: number) => Promise<unknown>) => {
    const timed = async (i: number) => {
      const start = performance.now();
      await write(i);
      return performance.now() - start;
    };
    for (let i = 0; i < 10; i++) await timed(i);
    const on: number[] = [];
    const off: number[] = [];
    for (let block = 0; block < 10; block++) {
      revisionRecording.enabled = block % 2 === 0;
      for (let i = 0; i < N / 10; i++)
        (revisionRecording.enabled ? on : off).push(await timed(block * 1000 + i));
    }
    revisionRecording.enabled = true;
    on.sort((x, y) => x - y);
    off.sort((x, y) => x - y);
    out(
      `${label}: with revision p50 ${pct(on, 50).toFixed(2)} ms; without p50 ${pct(off, 50).toFixed(2)} ms; ratio p50 ${(pct(on, 50) / pct(off, 50)).toFixed(2)}`,
    );
  };
  await compare('PUT /api/pages/{id}', (i) =>
    inject('PUT', `/api/pages/${page.id}`, {
      title: `Bench ${stamp}`,
      slug: `bench-${stamp}`,
      content: `${words}${i}`,
    }),
  );
  await compare('PUT /api/gallery-items/{id}', (i) =>
    inject('PUT', `/api/gallery-items/${items[i % 20]}`, { altText: `Alt ${i}` }),
  );
  const [pageSize] = await queryRows<{ avg: number }>(
    db,
    sql`select avg(pg_column_size(snapshot))::int as avg from revisions where entity_type = 'page' and entity_id = ${page.id}`,
  );
  const [gallerySize] = await queryRows<{ avg: number }>(
    db,
    sql`select avg(pg_column_size(snapshot))::int as avg from revisions where entity_type = 'gallery' and entity_id = ${gallery.id}`,
  );
  out(
    `storage per revision: page (2,000-character content) ${pageSize!.avg} bytes; gallery of 20 images ${gallerySize!.avg} bytes`,
  );
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
