// User management API (document 001 §2.8, §7 "Users") on PGlite and PostgreSQL: the calls, their
// validation, the last-administrator rule (also under concurrent requests) and self-lockout refusals.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE } from '../../../core/schemas/users';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { sessions, users } from '../../db/schema';

const t = setupTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const newUser = { email: 'Eve@Example.com', username: 'eve', password: 'eve-password-1', role: 'editor' };

describe('user management (USER-13, USER-15 to USER-19)', () => {
  it('USER-15 USER-01: GET /api/users lists every user with role and status, never a password', async () => {
    const admin = await signedIn(t, 'admin');
    await signedIn(t, 'viewer');
    const res = await call('GET', '/api/users', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, totalPages: 1, page: 1, limit: 24 });
    const list = res.json().users;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: admin.id, role: 'admin', status: 'active', totpEnabled: false });
    expect(list[1]).toMatchObject({ role: 'viewer', status: 'active' });
    expect(res.body).not.toContain('password"');
    expect(res.body).not.toContain('scrypt');
  });

  it('USER-16 USER-13: POST /api/users creates a user who can then sign in', async () => {
    const admin = await signedIn(t, 'admin');
    const res = await call('POST', '/api/users', admin.cookie, newUser);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'eve@example.com',
      username: 'eve',
      role: 'editor',
      status: 'active',
    });
    expect(res.json()).not.toHaveProperty('password');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'eve@example.com'));
    expect(row!.password).toMatch(/^scrypt\$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'eve@example.com', password: 'eve-password-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('editor');
  });

  it('USER-03 USER-12: the role defaults to viewer; email, username and password are required', async () => {
    const admin = await signedIn(t, 'admin');
    const created = await call('POST', '/api/users', admin.cookie, { ...newUser, role: undefined });
    expect(created.statusCode).toBe(201);
    expect(created.json().role).toBe('viewer');
    const empty = await call('POST', '/api/users', admin.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toMatchObject({
      email: ['Email is required'],
      username: ['Username is required'],
      password: ['Password must be at least 8 characters long'],
    });
    const short = await call('POST', '/api/users', admin.cookie, {
      ...newUser,
      email: 'x@example.com',
      password: 'short',
    });
    expect(short.json().error).toBe('Password must be at least 8 characters long');
    const role = await call('POST', '/api/users', admin.cookie, {
      ...newUser,
      email: 'y@example.com',
      role: 'owner',
    });
    expect(role.json().error).toBe('Role must be viewer, editor or admin');
    const extra = await call('POST', '/api/users', admin.cookie, {
      ...newUser,
      email: 'z@example.com',
      status: 'active',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('USER-16: a duplicate e-mail or username is refused with 409 naming it', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await call('POST', '/api/users', admin.cookie, newUser)).statusCode).toBe(201);
    const email = await call('POST', '/api/users', admin.cookie, { ...newUser, username: 'other' });
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toBe('An account with that email already exists');
    const name = await call('POST', '/api/users', admin.cookie, {
      ...newUser,
      email: 'o@example.com',
      username: 'EVE',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json().error).toBe('That username is already taken');
  });

  it('USER-17 USER-11: PATCH /api/users/{id}/role changes the role at once', async () => {
    const admin = await signedIn(t, 'admin');
    const viewer = await signedIn(t, 'viewer');
    const res = await call('PATCH', `/api/users/${viewer.id}/role`, admin.cookie, { role: 'editor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: viewer.id, role: 'editor' });
    const me = await call('GET', '/api/user', viewer.cookie);
    expect(me.json().role).toBe('editor');
    expect(
      (await call('PATCH', `/api/users/${viewer.id}/role`, admin.cookie, { role: 'boss' })).statusCode,
    ).toBe(400);
    const missing = await call('PATCH', '/api/users/9999/role', admin.cookie, { role: 'editor' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('User not found');
  });

  it('USER-18 USER-10: deactivating ends the user’s sessions at once and they cannot sign in; reactivating lets them back', async () => {
    const admin = await signedIn(t, 'admin');
    const editor = await signedIn(t, 'editor');
    expect((await call('GET', '/api/user', editor.cookie)).statusCode).toBe(200);
    const res = await call('PATCH', `/api/users/${editor.id}/status`, admin.cookie, { status: 'inactive' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('inactive');
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, editor.id))).toHaveLength(0);
    expect((await call('GET', '/api/user', editor.cookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: editor.email, password: editor.password },
    });
    // #13: answered like a wrong password, so the answer never confirms the password.
    expect(login.statusCode).toBe(401);
    expect(login.json().error).toBe('Invalid email or password');
    await call('PATCH', `/api/users/${editor.id}/status`, admin.cookie, { status: 'active' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: editor.email, password: editor.password },
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/users/${editor.id}/status`, admin.cookie, { status: 'gone' })).statusCode,
    ).toBe(400);
  });

  it('USER-19: DELETE /api/users/{id} deletes the user and their sessions', async () => {
    const admin = await signedIn(t, 'admin');
    const viewer = await signedIn(t, 'viewer');
    const res = await call('DELETE', `/api/users/${viewer.id}`, admin.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.ctx.db.select().from(users).where(eq(users.id, viewer.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, viewer.id))).toHaveLength(0);
    expect((await call('GET', '/api/user', viewer.cookie)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${viewer.id}`, admin.cookie)).statusCode).toBe(404);
  });
});

describe('last administrator and self-lockout (USER-04)', () => {
  it('USER-04: the last active administrator cannot be demoted', async () => {
    const admin = await signedIn(t, 'admin');
    // An inactive administrator does not count.
    await create.user(t.ctx.db, {
      email: 'dormant@example.com',
      username: 'dormant',
      password: 'x',
      role: 'admin',
      status: 'inactive',
    });
    const res = await call('PATCH', `/api/users/${admin.id}/role`, admin.cookie, { role: 'editor' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(LAST_ADMIN_MESSAGE);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.role).toBe('admin');
  });

  it('USER-04: with a second administrator, one may step down; then the other is the last', async () => {
    const a = await signedIn(t, 'admin');
    const b = await signedIn(t, 'admin');
    expect((await call('PATCH', `/api/users/${a.id}/role`, a.cookie, { role: 'editor' })).statusCode).toBe(
      200,
    );
    const res = await call('PATCH', `/api/users/${b.id}/role`, b.cookie, { role: 'viewer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(LAST_ADMIN_MESSAGE);
  });

  it('USER-04: an administrator cannot deactivate or delete their own account', async () => {
    const a = await signedIn(t, 'admin');
    await signedIn(t, 'admin');
    const deactivate = await call('PATCH', `/api/users/${a.id}/status`, a.cookie, { status: 'inactive' });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().error).toBe('You cannot deactivate your own account.');
    const remove = await call('DELETE', `/api/users/${a.id}`, a.cookie);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error).toBe('You cannot delete your own account.');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, a.id));
    expect(row!.status).toBe('active');
  });

  it('USER-04: two administrators demoting each other at once cannot both succeed', async () => {
    const a = await signedIn(t, 'admin');
    const b = await signedIn(t, 'admin');
    const [ab, ba] = await Promise.all([
      call('PATCH', `/api/users/${b.id}/role`, a.cookie, { role: 'editor' }),
      call('PATCH', `/api/users/${a.id}/role`, b.cookie, { role: 'editor' }),
    ]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 403]);
    const admins = await t.ctx.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('USER-04: two administrators stepping down at once leave exactly one (409 for the second)', async () => {
    const a = await signedIn(t, 'admin');
    const b = await signedIn(t, 'admin');
    const results = await Promise.all([
      call('PATCH', `/api/users/${a.id}/role`, a.cookie, { role: 'viewer' }),
      call('PATCH', `/api/users/${b.id}/role`, b.cookie, { role: 'viewer' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe(LAST_ADMIN_MESSAGE);
    expect(await t.ctx.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('USER-04: two administrators deactivating each other at once leave one active administrator', async () => {
    const a = await signedIn(t, 'admin');
    const b = await signedIn(t, 'admin');
    const results = await Promise.all([
      call('PATCH', `/api/users/${b.id}/status`, a.cookie, { status: 'inactive' }),
      call('PATCH', `/api/users/${a.id}/status`, b.cookie, { status: 'inactive' }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => [200, 401, 403].includes(r.statusCode))).toBe(true);
    const active = await t.ctx.db.select().from(users).where(eq(users.status, 'active'));
    expect(active).toHaveLength(1);
    expect(active[0]!.role).toBe('admin');
  });

  it('a signed-in session cookie of a deleted administrator is refused', async () => {
    const a = await signedIn(t, 'admin');
    const b = await signedIn(t, 'admin');
    expect((await call('DELETE', `/api/users/${b.id}`, a.cookie)).statusCode).toBe(204);
    const again = await call('GET', '/api/users', b.cookie);
    expect(again.statusCode).toBe(401);
  });
});
