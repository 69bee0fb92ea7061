// Stored files at /api/storage/{key}: a path that goes on past a file answers 404, never 500 (#13).
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/app';

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
});
