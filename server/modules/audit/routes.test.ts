// #19 audit log: one entry per write and per security event, with who, where and the result; never a
// password, token or two-factor secret; administrators only; filters, paging, CSV, retention.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookie, setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { base32Decode, totp } from '../../auth/totp';
import { auditLog } from '../../db/schema';
import { pruneAudit } from './service';

const t = setupTestApp();

const UA = 'AuditTest/1.0 (journey)';
const post = (url: string, cookie: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'user-agent': UA, ...(cookie ? { cookie } : {}) },
    payload: payload ?? {},
  });
const entries = () => t.ctx.db.select().from(auditLog).orderBy(auditLog.id);
const actions = async () => (await entries()).map((e) => e.action);

describe('#19 audit: security events', () => {
  it('records every security event with user, time, address, user agent, target and result — and no secret', async () => {
    const admin = await signedIn(t, 'admin', { email: 'boss@example.com', password: 'admin password 1' });
    const editor = await signedIn(t, 'editor', { email: 'ed@example.com', password: 'first secret pw' });
    await t.ctx.db.delete(auditLog);

    // A failed sign-in, then a good one.
    const bad = await post('/api/login', undefined, { email: 'ed@example.com', password: 'wrong guess pw' });
    expect(bad.statusCode).toBe(401);
    const good = await post('/api/login', undefined, {
      email: 'ed@example.com',
      password: 'first secret pw',
    });
    expect(good.statusCode).toBe(200);
    const cookie = sessionCookie(good);

    // Password change, two-factor on and off.
    expect(
      (
        await post('/api/user/change-password', cookie, {
          currentPassword: 'first secret pw',
          newPassword: 'second secret pw',
        })
      ).statusCode,
    ).toBe(200);
    const setup = await post('/api/user/2fa/setup', cookie);
    const { secret } = setup.json() as { secret: string };
    const enabled = await post('/api/user/2fa/enable', cookie, {
      code: totp(base32Decode(secret), Date.now()),
    });
    expect(enabled.statusCode).toBe(200);
    const recovery = (enabled.json().recoveryCodes as string[])[0]!;
    expect(
      (await post('/api/user/2fa/disable', cookie, { password: 'second secret pw', code: recovery }))
        .statusCode,
    ).toBe(200);

    // Forgot and reset.
    const forgot = await post('/api/forgot-password', undefined, { email: 'ed@example.com' });
    const resetLink = forgot.json().resetLink as string;
    const token = resetLink.split('/').pop()!;
    expect(
      (await post('/api/reset-password', undefined, { token, newPassword: 'third secret pw' })).statusCode,
    ).toBe(200);

    // The administrator's events: user created, role and status changed, settings, backup, user deleted.
    const created = await post('/api/users', admin.cookie, {
      email: 'new@example.com',
      username: 'newbie',
      password: 'fourth secret pw',
      role: 'viewer',
    });
    expect(created.statusCode).toBe(201);
    const newId = created.json().id as number;
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: { cookie: admin.cookie, 'user-agent': UA }, payload });
    expect((await patch(`/api/users/${newId}/role`, { role: 'editor' })).statusCode).toBe(200);
    expect((await patch(`/api/users/${newId}/status`, { status: 'inactive' })).statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/security',
      headers: { cookie: admin.cookie, 'user-agent': UA },
      payload: { requireAdminTwoFactor: false },
    });
    expect(settings.statusCode).toBe(200);
    const backup = await t.app.inject({
      method: 'POST',
      url: '/api/backup/app-storage',
      headers: { cookie: admin.cookie, 'user-agent': UA },
    });
    expect(backup.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${newId}`,
      headers: { cookie: admin.cookie, 'user-agent': UA },
    });
    expect(removed.statusCode).toBe(204);
    // The reset ended every session of the editor: sign in again, then out.
    const again = await post('/api/login', undefined, {
      email: 'ed@example.com',
      password: 'third secret pw',
    });
    expect((await post('/api/logout', sessionCookie(again))).statusCode).toBe(200);

    expect(await actions()).toEqual([
      'sign_in_failed',
      'sign_in',
      'password_changed',
      'two_factor_setup',
      'two_factor_enabled',
      'two_factor_disabled',
      'password_reset_requested',
      'password_reset',
      'user_created',
      'role_changed',
      'status_changed',
      'settings_changed',
      'backup_downloaded',
      'user_deleted',
      'sign_in',
      'sign_out',
    ]);
    const rows = await entries();
    const by = (action: string) => rows.find((r) => r.action === action)!;
    expect(by('sign_in_failed')).toMatchObject({
      userId: null,
      result: 'denied',
      status: 401,
      route: '/api/login',
      targetType: 'user',
      targetLabel: 'ed@example.com',
      userAgent: UA,
      ip: '127.0.0.1',
    });
    expect(by('sign_in')).toMatchObject({
      userId: editor.id,
      result: 'success',
      targetId: String(editor.id),
    });
    expect(by('password_changed')).toMatchObject({ userId: editor.id, result: 'success' });
    expect(by('role_changed')).toMatchObject({
      userId: admin.id,
      targetType: 'users',
      targetId: String(newId),
      details: { role: 'editor' },
    });
    expect(by('status_changed').details).toEqual({ status: 'inactive' });
    expect(by('user_created')).toMatchObject({ targetId: String(newId), details: { role: 'viewer' } });
    expect(by('settings_changed').details).toEqual({ requireAdminTwoFactor: false });
    expect(by('sign_out')).toMatchObject({ userId: editor.id });
    for (const row of rows) expect(row.at).toBeInstanceOf(Date);

    // No password, reset token, TOTP secret, recovery code or session id anywhere in the log.
    const everything = JSON.stringify(rows);
    for (const secretText of [
      'first secret pw',
      'second secret pw',
      'third secret pw',
      'fourth secret pw',
      'wrong guess pw',
      'admin password 1',
      token,
      secret,
      recovery,
      cookie.split('=')[1]!,
    ])
      expect(everything).not.toContain(secretText);
  }, 30_000);

  it('a refused write is recorded as denied with the user; a failed one as failure', async () => {
    const viewer = await signedIn(t, 'viewer');
    await t.ctx.db.delete(auditLog);
    const res = await post('/api/brands', viewer.cookie, { name: 'Nope' });
    expect(res.statusCode).toBe(403);
    const bad = await signedIn(t, 'editor');
    await post('/api/brands', bad.cookie, { name: '' });
    const rows = await entries();
    expect(rows[0]).toMatchObject({ userId: viewer.id, action: 'create', result: 'denied', status: 403 });
    expect(rows.at(-1)).toMatchObject({ userId: bad.id, action: 'create', result: 'failure', status: 400 });
  });
});

describe('#19 audit: writes', () => {
  it('every write through the API: method, route pattern, target type and id, result; reads are not logged', async () => {
    const editor = await signedIn(t, 'editor');
    const product = await create.product(t.ctx.db);
    await t.ctx.db.delete(auditLog);
    const created = await post('/api/brands', editor.cookie, { name: 'Acme' });
    expect(created.statusCode).toBe(201);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: { cookie: editor.cookie },
      payload: { price: '279.00' },
    });
    expect(patched.statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: { cookie: editor.cookie },
    });
    const rows = await entries();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'create',
      method: 'POST',
      route: '/api/brands',
      targetType: 'brands',
      targetId: String(created.json().id),
      result: 'success',
      status: 201,
      userId: editor.id,
      details: null,
    });
    expect(rows[1]).toMatchObject({
      action: 'update',
      method: 'PATCH',
      route: '/api/products/:id',
      targetType: 'products',
      targetId: String(product.id),
    });
  });

  it('visitors writing public routes (analytics, contact form) are not logged', async () => {
    await t.ctx.db.delete(auditLog);
    await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'V', email: 'v@example.com', message: 'Hello there', type: 'general' },
    });
    expect(await entries()).toHaveLength(0);
  });

  it('one insert does not slow a write noticeably: its p50 is under half of a product PATCH (measured)', async () => {
    const editor = await signedIn(t, 'editor');
    const product = await create.product(t.ctx.db);
    const time = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const start = performance.now();
        await t.app.inject({
          method: 'PATCH',
          url: `/api/products/${product.id}`,
          headers: { cookie: editor.cookie },
          payload: { stock: i },
        });
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[Math.floor(n / 2)]!;
    };
    // The same request costed with and without its audit insert: time the insert alone.
    const p50Write = await time(30);
    const insertTimes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      await t.ctx.db.insert(auditLog).values({ action: 'update', result: 'success', route: '/api/x' });
      insertTimes.push(performance.now() - start);
    }
    const p50Insert = insertTimes.sort((a, b) => a - b)[15]!;
    console.info(
      `#19 audit: PATCH p50 ${p50Write.toFixed(2)} ms, its audit insert p50 ${p50Insert.toFixed(2)} ms`,
    );
    expect(p50Insert).toBeLessThan(p50Write * 0.5);
  });
});

describe('#19 audit: reading', () => {
  it('administrators only: viewers and editors are refused, signed out is 401', async () => {
    const viewer = await signedIn(t, 'viewer');
    const editor = await signedIn(t, 'editor');
    for (const url of ['/api/audit', '/api/audit/export']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { cookie: viewer.cookie } })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { cookie: editor.cookie } })).statusCode,
      ).toBe(403);
    }
  });

  it('pages on the server and filters by user, action, target type and date range; CSV export', async () => {
    const admin = await signedIn(t, 'admin');
    const editor = await signedIn(t, 'editor');
    await t.ctx.db.delete(auditLog);
    for (let i = 0; i < 5; i++) await post('/api/brands', editor.cookie, { name: `B${i}` });
    await post('/api/tags', editor.cookie, { name: 'T', slug: 't', color: '#3B82F6' });
    await t.ctx.db.insert(auditLog).values({
      action: 'sign_in',
      result: 'success',
      at: new Date('2026-01-15T10:00:00Z'),
      userId: admin.id,
    });
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: { cookie: admin.cookie } });

    const page = await get('limit=2&page=2');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 7, totalPages: 4, page: 2, limit: 2, retentionDays: 365 });
    expect(page.json().entries).toHaveLength(2);
    expect(page.json().targetTypes).toEqual(expect.arrayContaining(['brands', 'products', 'users']));

    expect((await get(`userId=${editor.id}`)).json().total).toBe(6);
    expect((await get('targetType=tags')).json().total).toBe(1);
    expect((await get('action=sign_in')).json().total).toBe(1);
    expect((await get('from=2026-01-15&to=2026-01-15')).json().total).toBe(1);
    expect((await get('to=2026-01-14')).json().total).toBe(0);
    expect((await get('action=nonsense')).statusCode).toBe(400);
    expect((await get('from=2026-13-45')).statusCode).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/audit/export?userId=${editor.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,at,userId,user,action,result,status,method,route,targetType,targetId,target,ip,userAgent,details',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(',create,success,201,POST,/api/tags,tags,');
  });

  it('retention: entries older than AUDIT_RETENTION_DAYS are pruned, newer ones stay', async () => {
    await t.ctx.db.delete(auditLog);
    const now = new Date('2026-06-01T00:00:00Z');
    await t.ctx.db.insert(auditLog).values([
      { action: 'sign_in', result: 'success', at: new Date('2025-05-01T00:00:00Z') },
      { action: 'sign_in', result: 'success', at: new Date('2025-07-01T00:00:00Z') },
    ]);
    expect(await pruneAudit(t.ctx.db, 365, now)).toBe(1);
    const left = await t.ctx.db.select().from(auditLog);
    expect(left.map((r) => r.at.toISOString())).toEqual(['2025-07-01T00:00:00.000Z']);
    expect(await pruneAudit(t.ctx.db, 30, now)).toBe(1);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'sign_in'))).toHaveLength(0);
  });
});
