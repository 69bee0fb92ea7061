// The data model as the database itself reports it (information_schema and pg_catalog), on PGlite and
// PostgreSQL: every entity's fields, defaults, uniqueness, precision and scale, and delete behaviour.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/app';

const t = setupTestApp();

interface Column {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.ctx.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function columns(table: string): Promise<Record<string, Column>> {
  const list = await rows<Column>(
    sql`select column_name, data_type, is_nullable, column_default, numeric_precision, numeric_scale
        from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
  );
  return Object.fromEntries(list.map((c) => [c.column_name, c]));
}

/** Column sets that carry a unique index or constraint (expressions such as lower(email) included). */
async function uniqueKeys(table: string): Promise<string[]> {
  const list = await rows<{ indexdef: string }>(
    sql`select indexdef from pg_indexes where schemaname = 'public' and tablename = ${table} and indexdef like 'CREATE UNIQUE%'`,
  );
  return list.map((r) => r.indexdef.replace(/^.*USING btree \((.*)\)$/, '$1').replace(/"/g, ''));
}

async function foreignKeys(table: string): Promise<Record<string, string>> {
  const list = await rows<{ column_name: string; delete_rule: string }>(
    sql`select kcu.column_name, rc.delete_rule
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        where kcu.table_schema = 'public' and kcu.table_name = ${table}`,
  );
  return Object.fromEntries(list.map((r) => [r.column_name, r.delete_rule]));
}

function expectFields(cols: Record<string, Column>, fields: string[]) {
  for (const field of fields) expect(cols, `column ${field}`).toHaveProperty(field);
}

describe('data model (ENT-*)', () => {
  it('ENT-03 ENT-04 ENT-05 ENT-06 ENT-46 USER-01 USER-03: users', async () => {
    const c = await columns('users');
    expectFields(c, [
      'id',
      'username',
      'email',
      'password',
      'role',
      'status',
      'password_updated_at',
      'created_at',
    ]);
    for (const f of ['username', 'email', 'password']) expect(c[f]!.is_nullable).toBe('NO');
    expect(c.role!.column_default).toContain("'viewer'");
    expect(c.status!.column_default).toContain("'active'");
    const unique = await uniqueKeys('users');
    expect(unique).toContain('lower(username)');
    expect(unique).toContain('lower(email)');
    await expect(
      t.ctx.db.execute(
        sql`insert into users (username, email, password, role) values ('x', 'x@x.x', 'h', 'owner')`,
      ),
    ).rejects.toThrow();
  });

  it('ENT-07 ENT-08: password reset tokens', async () => {
    const c = await columns('password_reset_tokens');
    expectFields(c, ['id', 'user_id', 'token', 'expires_at', 'used', 'created_at']);
    expect(c.used!.column_default).toBe('false');
    expect(await uniqueKeys('password_reset_tokens')).toContain('token');
    expect((await foreignKeys('password_reset_tokens')).user_id).toBe('CASCADE');
  });

  it('ENT-09 ENT-10: categories (a tree; a category in use cannot vanish)', async () => {
    const c = await columns('categories');
    expectFields(c, ['id', 'name', 'slug', 'description', 'parent_id', 'created_at']);
    expect(await uniqueKeys('categories')).toContain('slug');
    expect((await foreignKeys('categories')).parent_id).toBe('RESTRICT');
  });

  it('ENT-11 ENT-12: brands', async () => {
    const c = await columns('brands');
    expectFields(c, ['id', 'name', 'slug', 'description', 'website', 'logo_url', 'created_at']);
    const unique = await uniqueKeys('brands');
    expect(unique).toEqual(expect.arrayContaining(['name', 'slug']));
  });

  it('ENT-01 ENT-13 ENT-14 ENT-15 ENT-16 ENT-17 ENT-18 ENT-19 ENT-39: products', async () => {
    const c = await columns('products');
    expectFields(c, [
      'id',
      'name',
      'slug',
      'sku',
      'mpn',
      'subtitle',
      'description',
      'short_description',
      'price',
      'category_id',
      'brand_id',
      'images',
      'stock',
      'status',
      'featured',
      'created_at',
      'updated_at',
    ]);
    expect(c.price).toMatchObject({
      data_type: 'numeric',
      numeric_precision: 10,
      numeric_scale: 2,
      is_nullable: 'YES',
    });
    expect(c.category_id!.is_nullable).toBe('NO');
    expect(c.brand_id!.is_nullable).toBe('YES');
    expect(c.images!.data_type).toBe('ARRAY');
    expect(c.images!.column_default).toContain("'{}'");
    expect(c.stock).toMatchObject({ data_type: 'integer', column_default: '0' });
    expect(c.status!.column_default).toContain("'draft'");
    expect(c.featured!.column_default).toBe('false');
    expect(await uniqueKeys('products')).toEqual(expect.arrayContaining(['slug', 'sku']));
    const fks = await foreignKeys('products');
    expect(fks).toMatchObject({ category_id: 'RESTRICT', brand_id: 'SET NULL' });
    // Every link of a product goes with it; the product carries all of ENT-01's relations.
    for (const [table, column] of [
      ['product_tags', 'product_id'],
      ['product_spec_values', 'product_id'],
      ['product_documents', 'product_id'],
      ['highlights', 'product_id'],
      ['faqs', 'product_id'],
      ['relationships', 'from_product_id'],
      ['relationships', 'to_product_id'],
      ['distributor_links', 'product_id'],
    ] as const) {
      expect((await foreignKeys(table))[column], `${table}.${column}`).toBe('CASCADE');
    }
  });

  it('ENT-20 ENT-21 ENT-22 ENT-23 ENT-24 ENT-25: tag categories and tags', async () => {
    const tc = await columns('tag_categories');
    expectFields(tc, ['id', 'name', 'slug', 'description', 'color', 'sort', 'created_at']);
    expect(tc.color!.column_default).toContain("'#6B7280'");
    expect(tc.sort!.column_default).toBe('0');
    expect(await uniqueKeys('tag_categories')).toEqual(expect.arrayContaining(['name', 'slug']));
    const tg = await columns('tags');
    expectFields(tg, ['id', 'name', 'slug', 'description', 'color', 'category_id', 'created_at']);
    expect(tg.color!.column_default).toContain("'#3B82F6'");
    expect(await uniqueKeys('tags')).toEqual(expect.arrayContaining(['name', 'slug']));
    expect((await foreignKeys('tags')).category_id).toBe('SET NULL');
  });

  it('ENT-26 ENT-27 ENT-28 ENT-29 ENT-30 ENT-31 ENT-32: spec categories and definitions', async () => {
    const sc = await columns('spec_categories');
    expectFields(sc, ['id', 'name', 'slug', 'description', 'color', 'sort', 'created_at']);
    expect(sc.color!.column_default).toContain("'#8B5CF6'");
    expect(sc.sort!.column_default).toBe('0');
    expect(await uniqueKeys('spec_categories')).toEqual(expect.arrayContaining(['name', 'slug']));
    const sd = await columns('spec_definitions');
    expectFields(sd, [
      'id',
      'key',
      'label',
      'description',
      'unit',
      'data_type',
      'enum_options',
      'category_id',
      'required',
      'sort_order',
      'created_at',
    ]);
    expect(sd.data_type!.column_default).toContain("'STRING'");
    expect(sd.enum_options!.data_type).toBe('ARRAY');
    expect(sd.required!.column_default).toBe('false');
    expect(sd.sort_order!.column_default).toBe('0');
    expect(await uniqueKeys('spec_definitions')).toContain('key');
    await expect(
      t.ctx.db.execute(sql`insert into spec_definitions (key, label, data_type) values ('k', 'K', 'DATE')`),
    ).rejects.toThrow();
  });

  it('ENT-33 ENT-34 ENT-35: product spec values, one per product and definition', async () => {
    const c = await columns('product_spec_values');
    expectFields(c, [
      'id',
      'product_id',
      'spec_definition_id',
      'value_string',
      'value_number',
      'value_boolean',
      'value_enum',
      'created_at',
    ]);
    expect(c.value_number).toMatchObject({ data_type: 'numeric', numeric_precision: 10, numeric_scale: 4 });
    expect(await uniqueKeys('product_spec_values')).toContain('product_id, spec_definition_id');
  });

  it('ENT-36 ENT-37 ENT-38: documents and product links', async () => {
    const d = await columns('documents');
    expectFields(d, [
      'id',
      'kind',
      'url',
      'title',
      'description',
      'language',
      'version',
      'effective_date',
      'created_at',
    ]);
    expect(d.kind!.column_default).toContain("'SPEC'");
    expect(d.language!.column_default).toContain("'en'");
    const l = await columns('product_documents');
    expectFields(l, ['id', 'product_id', 'document_id', 'created_at']);
  });

  it('ENT-41 ENT-42: highlights and relationships (no self-links, no duplicates)', async () => {
    expectFields(await columns('highlights'), ['id', 'product_id', 'text', 'icon', 'sort']);
    expectFields(await columns('relationships'), ['id', 'from_product_id', 'to_product_id', 'type', 'note']);
    expect(await uniqueKeys('relationships')).toContain('from_product_id, to_product_id, type');
  });

  it('ENT-43 ENT-44 ENT-45: media files', async () => {
    const c = await columns('media_files');
    expectFields(c, [
      'id',
      'url',
      'original_name',
      'display_name',
      'seo_filename',
      'alt',
      'auto_generated_alt',
      'caption',
      'description',
      'tags',
      'size',
      'mime_type',
      'created_at',
      'seo_score',
      'directory_path',
      'optimized_variants',
    ]);
    expect(c.alt!.is_nullable).toBe('NO');
    expect(c.optimized_variants!.data_type).toBe('jsonb');
    await expect(
      t.ctx.db.execute(
        sql`insert into media_files (url, original_name, seo_filename, size, mime_type, seo_score) values ('/x', 'x', 'x', 1, 'image/webp', 101)`,
      ),
    ).rejects.toThrow();
  });

  it('ENT-47 ENT-48 SEO-13: redirects', async () => {
    const c = await columns('redirects');
    expectFields(c, [
      'id',
      'from_path',
      'to_path',
      'redirect_type',
      'is_active',
      'description',
      'hit_count',
      'last_hit',
    ]);
    expect(c.redirect_type!.column_default).toBe('301');
    expect(c.is_active!.column_default).toBe('true');
    expect(await uniqueKeys('redirects')).toContain('from_path');
    await expect(
      t.ctx.db.execute(
        sql`insert into redirects (from_path, to_path, redirect_type) values ('/a', '/b', 307)`,
      ),
    ).rejects.toThrow();
  });

  it('ENT-49 ENT-50 ENT-51 GAL-16: pages, galleries, gallery items', async () => {
    const p = await columns('pages');
    expectFields(p, ['id', 'title', 'slug', 'content', 'meta_title', 'meta_description', 'status']);
    expect(p.status!.column_default).toContain("'draft'");
    expectFields(await columns('galleries'), [
      'id',
      'name',
      'slug',
      'title',
      'description',
      'page_slug',
      'is_active',
      'sort_order',
    ]);
    expectFields(await columns('gallery_items'), [
      'id',
      'gallery_id',
      'media_file_id',
      'title',
      'caption',
      'description',
      'alt_text',
      'is_visible',
      'is_featured',
      'sort_order',
      'created_at',
      'updated_at',
    ]);
    const fks = await foreignKeys('gallery_items');
    expect(fks).toMatchObject({ gallery_id: 'CASCADE', media_file_id: 'RESTRICT' });
  });

  it('ENT-52 ENT-53: contacts with status new by default', async () => {
    const c = await columns('contacts');
    expectFields(c, ['name', 'email', 'company', 'phone', 'type', 'message', 'status']);
    expect(c.status!.column_default).toContain("'new'");
    expect(c.type!.column_default).toContain("'general'");
  });

  it('indexes every catalogue lookup and filter', async () => {
    const list = await rows<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = new Set(list.map((r) => r.indexname));
    for (const name of [
      'products_category_idx',
      'products_status_name_idx',
      'products_status_price_idx',
      'product_search_doc_idx',
      'product_facets_name_doc_idx',
      'products_name_idx',
      'products_created_idx',
      'product_tags_tag_idx',
      'product_spec_values_definition_slug_idx',
      'analytics_events_name_created_idx',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });
});
