// Stored files at /api/storage/{key}: a path that goes on past a file answers 404, never 500 (#13).
// #18: the same headers from either store (TEST_STORAGE=s3 runs this file on a local S3 server);
// private/ keys are never served; with object storage and STORAGE_PUBLIC_URL, a redirect to it.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/app';
import { s3TestStorage, usingS3 } from '../../../tests/helpers/storage';

const t = setupTestApp();

describe('GET /api/storage/*', () => {
  it('#13: serves a stored file, and a path through a file or a missing one answers 404', async () => {
    await t.ctx.files.put('images/sample.webp', Buffer.from('RIFF0000WEBP'));
    const ok = await t.app.inject({ method: 'GET', url: '/api/storage/images/sample.webp' });
    expect(ok.statusCode).toBe(200);
    for (const url of [
      '/api/storage/images/sample.webp/x',
      '/api/storage/images/sample.webp/x/y',
      '/api/storage/images/missing.webp',
      '/api/storage/images',
      '/api/storage/..%2Fsecret.key',
      '/api/storage/images/a%00b.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().error, url).toBeTruthy();
    }
  });

  it('#18: the answer carries type, length, validators and cache headers, and a matching ETag answers 304', async () => {
    const pdf = Buffer.from('%PDF-1.4 spec sheet');
    await t.ctx.files.put('documents/spec.pdf', pdf);
    const res = await t.app.inject({ method: 'GET', url: '/api/storage/documents/spec.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(pdf.length);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['last-modified']).toBeTruthy();
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/storage/documents/spec.pdf',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('#18: files under private/ (backups, job files) are never served', async () => {
    await t.ctx.files.put('private/backups/before-import.zip', Buffer.from('PK secret'));
    const res = await t.app.inject({ method: 'GET', url: '/api/storage/private/backups/before-import.zip' });
    expect(res.statusCode).toBe(404);
    expect(await t.ctx.files.exists('private/backups/before-import.zip')).toBe(true);
  });

  it.runIf(usingS3())(
    '#18: with STORAGE_PUBLIC_URL, a public file is a redirect to the bucket or CDN',
    async () => {
      const prefix = t.ctx.config.storage.kind === 's3' ? t.ctx.config.storage.prefix : 'x';
      await t.rebuild({ storage: s3TestStorage(prefix, 'https://cdn.example.com/files') });
      try {
        await t.ctx.files.put('images/a-b.webp', Buffer.from('RIFF0000WEBP'));
        const res = await t.app.inject({ method: 'GET', url: '/api/storage/images/a-b.webp' });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('https://cdn.example.com/files/images/a-b.webp');
        const hidden = await t.app.inject({ method: 'GET', url: '/api/storage/private/x.zip' });
        expect(hidden.statusCode).toBe(404);
      } finally {
        await t.rebuild({ storage: s3TestStorage(prefix) });
      }
    },
  );
});
