// Document library API: documents by URL, uploads accepted by content, limits, deletes that take the
// product links and stored file with them (document 000 §5, §7, §9; DOC-*).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { minimalDocx, minimalPdf, minimalXlsx, multipart, oleFile, zip } from '../../../tests/helpers/files';
import { categories, documents, productDocuments, products } from '../../db/schema';
import { keyFromUrl } from '../../files/store';

const t = setupTestApp();

const editor = async () => (await signedIn(t, 'editor')).cookie;
const send = (cookie: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

function upload(cookie: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

const file = (filename: string, content: Buffer, contentType?: string) => ({
  name: 'document',
  file: { filename, content, contentType },
});

async function product(sku = 'T-1') {
  let [cat] = await t.ctx.db.select().from(categories);
  if (!cat) cat = await create.category(t.ctx.db, { name: 'Torches', slug: 'torches' });
  const row = await create.product(t.ctx.db, {
    name: sku,
    slug: sku.toLowerCase(),
    sku,
    categoryId: cat!.id,
  });
  return row.id;
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.ctx.files.list('documents/')) keys.push(key);
  return keys;
}

/** The file store outlives the per-test database reset: start these tests from an empty one. */
async function emptyStore(): Promise<void> {
  for (const key of await storedKeys()) await t.ctx.files.delete(key);
}

const sds = { title: 'Acetylene SDS', kind: 'SDS', url: 'https://example.com/sds.pdf', language: 'en' };

describe('documents by URL', () => {
  it('DOC-20 DOC-08 DOC-10: POST stores title, kind, url, description, version and language and returns the id', async () => {
    const cookie = await editor();
    const res = await send(cookie, 'POST', '/api/documents', {
      ...sds,
      description: 'Safety data',
      version: '2.1',
      language: 'de',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toEqual(expect.any(Number));
    expect(body).toMatchObject({
      title: 'Acetylene SDS',
      kind: 'SDS',
      version: '2.1',
      language: 'de',
      linkedProducts: 0,
    });
    const [row] = await t.ctx.db.select().from(documents);
    expect(row).toMatchObject({
      title: 'Acetylene SDS',
      url: 'https://example.com/sds.pdf',
      description: 'Safety data',
      fileKey: null,
    });
    const defaults = await send(cookie, 'POST', '/api/documents', {
      title: 'Manual',
      url: 'https://example.com/m.pdf',
    });
    expect(defaults.json()).toMatchObject({ kind: 'SDS', language: 'en', version: null, description: null });
  });

  it('DOC-07 DOC-09 DOC-08: title is required, the url must be http(s), the kind one of the six', async () => {
    const cookie = await editor();
    const res = await send(cookie, 'POST', '/api/documents', {
      title: '',
      url: 'javascript:alert(1)',
      kind: 'SDS',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ title: ['Title is required'], url: ['Must be a valid URL'] });
    const rel = await send(cookie, 'POST', '/api/documents', { title: 'A', url: '/etc/passwd' });
    expect(rel.json().error).toBe('Must be a valid URL');
    const kind = await send(cookie, 'POST', '/api/documents', {
      title: 'A',
      url: 'https://x.example',
      kind: 'MEMO',
    });
    expect(kind.json().error).toBe('Type must be one of SDS, SPEC, MANUAL, WARRANTY, BROCHURE, CERTIFICATE');
    // One of our stored files is a valid address too.
    const stored = await send(cookie, 'POST', '/api/documents', {
      title: 'A',
      url: '/api/storage/documents/a.pdf',
    });
    expect(stored.statusCode).toBe(201);
  });

  it('DOC-21 DOC-19: PATCH updates the given fields; GET lists with linked product counts; 404 for unknown ids', async () => {
    const cookie = await editor();
    const id = (await send(cookie, 'POST', '/api/documents', { ...sds, version: '1' })).json().id;
    const res = await send(cookie, 'PATCH', `/api/documents/${id}`, { title: 'New SDS', kind: 'MANUAL' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(documents);
    expect(row).toMatchObject({ title: 'New SDS', kind: 'MANUAL', version: '1', url: sds.url });
    expect((await send(cookie, 'PATCH', `/api/documents/${id}`, { url: 'nope' })).json().error).toBe(
      'Must be a valid URL',
    );
    expect((await send(cookie, 'PATCH', '/api/documents/9999', { title: 'X' })).statusCode).toBe(404);
    await create.productDocument(t.ctx.db, { productId: await product(), documentId: id });
    const list = await t.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie } });
    expect(list.json()).toEqual({
      documents: [expect.objectContaining({ id, title: 'New SDS', linkedProducts: 1 })],
      total: 1,
      totalPages: 1,
      page: 1,
      limit: 24,
    });
  });

  it('#21: GET /api/documents pages on the server: total under the filter, title order, search and kind, limits checked', async () => {
    const cookie = await editor();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      title: `Doc ${String(i + 1).padStart(2, '0')}${i % 3 === 0 ? ' torch manual' : ''}`,
      kind: i % 3 === 0 ? 'MANUAL' : 'SDS',
      url: `https://example.com/${i}.pdf`,
      language: 'en',
    }));
    await t.ctx.db.insert(documents).values(rows);
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/documents${query}`, headers: { cookie } });
    const first = (await get('?limit=12')).json();
    expect(first).toMatchObject({ total: 30, totalPages: 3, page: 1, limit: 12 });
    expect(first.documents.map((d: { title: string }) => d.title.slice(0, 6))).toEqual(
      Array.from({ length: 12 }, (_, i) => `Doc ${String(i + 1).padStart(2, '0')}`),
    );
    const last = (await get('?limit=12&page=3')).json();
    expect(last.documents).toHaveLength(6);
    expect(last.total).toBe(30);
    const past = (await get('?limit=12&page=9')).json();
    expect(past).toMatchObject({ documents: [], total: 30, page: 9 });
    const searched = (await get('?search=TORCH')).json();
    expect(searched.total).toBe(10);
    expect((await get('?kind=MANUAL&search=doc 0')).json().total).toBe(3);
    expect((await get('?search=nothing-like-this')).json()).toMatchObject({ documents: [], total: 0 });
    const tooMany = await get('?limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/between 1 and 200/);
    expect((await get('?kind=NOPE')).statusCode).toBe(400);
    expect((await get('?page=0')).statusCode).toBe(400);
  });

  it('DOC-22: DELETE /api/documents with the url in the body removes the document and its product links', async () => {
    const cookie = await editor();
    const id = (await send(cookie, 'POST', '/api/documents', sds)).json().id;
    await send(cookie, 'POST', '/api/documents', { ...sds, url: 'https://example.com/other.pdf' });
    await create.productDocument(t.ctx.db, { productId: await product(), documentId: id });
    const res = await send(cookie, 'DELETE', '/api/documents', { url: sds.url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, deleted: 1 });
    expect((await t.ctx.db.select().from(documents)).map((d) => d.url)).toEqual([
      'https://example.com/other.pdf',
    ]);
    expect(await t.ctx.db.select().from(productDocuments)).toHaveLength(0);
    expect(await t.ctx.db.select().from(products)).toHaveLength(1);
    expect((await send(cookie, 'DELETE', '/api/documents', { url: sds.url })).statusCode).toBe(404);
    expect((await send(cookie, 'DELETE', '/api/documents', {})).statusCode).toBe(400);
  });
});

describe('document uploads', () => {
  it('DOC-23 DOC-12 DOC-13 DOC-14: a real PDF is stored, served back, titled from its name, language en', async () => {
    const cookie = await editor();
    const pdf = minimalPdf();
    const res = await upload(cookie, [file('Torch Spec Sheet.pdf', pdf, 'application/pdf')]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(/^\/api\/storage\/documents\/torch-spec-sheet-[0-9a-f]{10}\.pdf$/);
    expect(body.documents).toEqual([{ id: expect.any(Number), title: 'Torch Spec Sheet', url: body.url }]);
    const [row] = await t.ctx.db.select().from(documents);
    expect(row).toMatchObject({
      title: 'Torch Spec Sheet',
      kind: 'SPEC',
      language: 'en',
      fileName: 'Torch Spec Sheet.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      url: body.url,
    });
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('DOC-14 DOC-23: DOCX, XLSX, legacy .doc/.xls, text and CSV are accepted by their content; the fields apply to each', async () => {
    const cookie = await editor();
    const productId = await product();
    const res = await upload(cookie, [
      file('warranty.docx', minimalDocx()),
      file('prices.xlsx', minimalXlsx()),
      file('old.doc', oleFile('WordDocument')),
      file('old.xls', oleFile('Workbook')),
      file('readme.txt', Buffer.from('Keep away from flames ✓\n')),
      file('parts.csv', Buffer.from('sku,name\nT-1,Torch\n')),
      { name: 'kind', value: 'WARRANTY' },
      { name: 'version', value: '3' },
      { name: 'language', value: 'fr' },
      { name: 'description', value: 'Paperwork' },
      { name: 'productId', value: String(productId) },
    ]);
    expect(res.statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(documents).orderBy(documents.id);
    expect(rows.map((r) => [r.title, r.mimeType, r.url.split('.').pop()])).toEqual([
      ['warranty', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      ['prices', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
      ['old', 'application/msword', 'doc'],
      ['old', 'application/vnd.ms-excel', 'xls'],
      ['readme', 'text/plain', 'txt'],
      ['parts', 'text/csv', 'csv'],
    ]);
    expect(rows.every((r) => r.kind === 'WARRANTY' && r.version === '3' && r.language === 'fr')).toBe(true);
    const links = await t.ctx.db.select().from(productDocuments);
    expect(links).toHaveLength(6);
    expect(res.json().linkedProductId).toBe(productId);
  });

  it('DOC-12: a title given for one file is used; for several it is combined with each file name', async () => {
    const cookie = await editor();
    await upload(cookie, [file('a.pdf', minimalPdf()), { name: 'title', value: 'Installation Guide' }]);
    await upload(cookie, [
      file('en.pdf', minimalPdf()),
      file('de.pdf', minimalPdf()),
      { name: 'title', value: 'Manual' },
    ]);
    const titles = (await t.ctx.db.select().from(documents).orderBy(documents.id)).map((d) => d.title);
    expect(titles).toEqual(['Installation Guide', 'Manual - en', 'Manual - de']);
  });

  it('DOC-15: a PNG renamed .pdf, a zip that is not Office, and binary data are refused with 415 and nothing is stored', async () => {
    await emptyStore();
    const cookie = await editor();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const res = await upload(cookie, [
      file('spec.pdf', minimalPdf()),
      file('photo.pdf', png, 'application/pdf'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe(
      'Unsupported file type: image/png. Please upload PDF, Word, Excel, or text files.',
    );
    const other = await upload(cookie, [file('x.docx', zip({ 'hello.txt': 'hi' }))]);
    expect(other.statusCode).toBe(415);
    expect(other.json().error).toBe(
      'Unsupported file type: application/zip. Please upload PDF, Word, Excel, or text files.',
    );
    const binary = await upload(cookie, [file('x.txt', Buffer.from([1, 2, 0, 255, 254]))]);
    expect(binary.statusCode).toBe(415);
    expect(await t.ctx.db.select().from(documents)).toHaveLength(0);
    // The PDF accepted before the refused file was removed again.
    expect(await storedKeys()).toEqual([]);
  });

  it('DOC-11 DOC-32: no file is 400; more than 10 files is 400 with the limit; over 10 MB is 413 "File too large"', async () => {
    await emptyStore();
    const cookie = await editor();
    const none = await upload(cookie, [{ name: 'title', value: 'Nothing' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('At least one document file is required');
    const eleven = await upload(
      cookie,
      Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`, minimalPdf())),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().error).toBe('You can only upload up to 10 documents.');
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(cookie, [file('big.pdf', big)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('File too large');
    const wrongField = await upload(cookie, [
      { name: 'file', file: { filename: 'a.pdf', content: minimalPdf() } },
    ]);
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await send(cookie, 'POST', '/api/documents/upload', { url: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const badProduct = await upload(cookie, [
      file('a.pdf', minimalPdf()),
      { name: 'productId', value: '999' },
    ]);
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json().error).toBe('The product does not exist');
    const badKind = await upload(cookie, [file('a.pdf', minimalPdf()), { name: 'kind', value: 'MEMO' }]);
    expect(badKind.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(documents)).toHaveLength(0);
    expect(await storedKeys()).toEqual([]);
  });

  it('DOC-22: deleting an uploaded document removes its links and its stored file; its address cannot be changed', async () => {
    const cookie = await editor();
    const productId = await product();
    const res = await upload(cookie, [
      file('a.pdf', minimalPdf()),
      { name: 'productId', value: String(productId) },
    ]);
    const { id, url } = res.json().documents[0];
    const key = keyFromUrl(url)!;
    expect(await t.ctx.files.exists(key)).toBe(true);
    const move = await send(cookie, 'PATCH', `/api/documents/${id}`, { url: 'https://example.com/a.pdf' });
    expect(move.statusCode).toBe(400);
    expect(move.json().error).toBe(
      'The address of an uploaded file cannot be changed; upload a new document instead',
    );
    expect(
      (await send(cookie, 'PATCH', `/api/documents/${id}`, { url, title: 'Same file' })).statusCode,
    ).toBe(200);
    const del = await send(cookie, 'DELETE', `/api/documents/${id}`);
    expect(del.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(documents)).toHaveLength(0);
    expect(await t.ctx.db.select().from(productDocuments)).toHaveLength(0);
    expect(await t.ctx.files.exists(key)).toBe(false);
    expect((await send(cookie, 'DELETE', `/api/documents/${id}`)).statusCode).toBe(404);

    const again = (await upload(cookie, [file('b.pdf', minimalPdf())])).json();
    await send(cookie, 'DELETE', '/api/documents', { url: again.url });
    expect(await t.ctx.files.exists(keyFromUrl(again.url)!)).toBe(false);
  });

  it('viewers read but cannot change documents (403); signed out 401', async () => {
    const id = (await send(await editor(), 'POST', '/api/documents', sds)).json().id;
    const viewer = (await signedIn(t, 'viewer')).cookie;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: viewer } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401);
    const attempts = [
      { method: 'POST' as const, url: '/api/documents', payload: sds },
      { method: 'PATCH' as const, url: `/api/documents/${id}`, payload: { title: 'X' } },
      { method: 'DELETE' as const, url: `/api/documents/${id}` },
      { method: 'DELETE' as const, url: '/api/documents', payload: { url: sds.url } },
    ];
    for (const a of attempts) {
      expect((await t.app.inject({ ...a, headers: { cookie: viewer } })).statusCode).toBe(403);
      expect((await t.app.inject(a)).statusCode).toBe(401);
    }
    const body = multipart([file('a.pdf', minimalPdf())]);
    const viewerUpload = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: viewer, ...body.headers },
      payload: body.payload,
    });
    expect(viewerUpload.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(documents)).toHaveLength(1);
  });
});
