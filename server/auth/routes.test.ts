// Authentication API: every call of document 000 §7 with its payloads, answers and error texts, and
// the hardening rules of the design (sessions, registration rule, tokens, rate limits, headers).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookie, setupTestApp, signedIn } from '../../tests/helpers/app';
import { loadConfig } from '../config';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { LIMITS } from './service';
import { sha256 } from './tokens';

const t = setupTestApp();

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers });
const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

const firstAdmin = { email: 'Owner@Example.com', username: 'owner', password: 'flame-and-solder' };

describe('registration (AUTH-47, AUTH-02, ENT-02)', () => {
  it('AUTH-47 AUTH-34 AUTH-02: the first account becomes the administrator and is signed in', async () => {
    const res = await register(firstAdmin);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'owner@example.com',
      username: 'owner',
      role: 'admin',
      status: 'active',
    });
    expect(body).not.toHaveProperty('password');
    const cookie = res.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await currentUser(sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('admin');
    // Only the hash of the session id is stored.
    const raw = sessionCookie(res).split('=')[1]!;
    const stored = await t.ctx.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(sha256(raw));
    // The password is stored hashed.
    const [row] = await t.ctx.db.select().from(users);
    expect(row!.password).toMatch(/^scrypt\$/);
    expect(row!.password).not.toContain(firstAdmin.password);
  });

  it('AUTH-02: after the first account, registration is closed with 403', async () => {
    expect((await register(firstAdmin)).statusCode).toBe(201);
    const res = await register({
      email: 'second@example.com',
      username: 'second',
      password: 'another-password',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Registration is closed. Ask an administrator to create an account for you.',
    });
    expect(await t.ctx.db.select().from(users)).toHaveLength(1);
  });

  it('AUTH-02 USER-03: with ALLOW_REGISTRATION, later accounts are viewers', async () => {
    await t.rebuild({ allowRegistration: true });
    try {
      expect((await register(firstAdmin)).statusCode).toBe(201);
      const res = await register({
        email: 'second@example.com',
        username: 'second',
        password: 'another-password',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().role).toBe('viewer');
    } finally {
      await t.rebuild({ allowRegistration: false });
    }
  });

  it('AUTH-38: email, username and password are required, with the field messages', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('Email is required');
    expect(body.details).toMatchObject({
      email: ['Email is required'],
      username: ['Username is required'],
      password: ['Password must be at least 8 characters long'],
    });
    const short = await register({ ...firstAdmin, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 8 characters long');
    const badEmail = await register({ ...firstAdmin, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toBe('Please enter a valid email address');
  });

  it('refuses unknown keys such as role instead of assigning them', async () => {
    const res = await register({ ...firstAdmin, role: 'admin', id: 7 });
    expect(res.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(users)).toHaveLength(0);
  });

  it('answers 409 naming the field for a duplicate e-mail or username', async () => {
    await t.rebuild({ allowRegistration: true });
    try {
      await register(firstAdmin);
      const email = await register({
        email: 'OWNER@example.com',
        username: 'someone',
        password: 'password-123',
      });
      expect(email.statusCode).toBe(409);
      expect(email.json().error).toBe('An account with that email already exists');
      const name = await register({ email: 'x@example.com', username: 'Owner', password: 'password-123' });
      expect(name.statusCode).toBe(409);
      expect(name.json().error).toBe('That username is already taken');
    } finally {
      await t.rebuild({ allowRegistration: false });
    }
  });
});

describe('sign-in and session (AUTH-45, AUTH-46, AUTH-48)', () => {
  it('AUTH-46 AUTH-45 ENT-02: POST /api/login returns the user and GET /api/user returns it afterwards, never the password', async () => {
    const admin = await signedIn(t, 'editor', { email: 'editor@example.com' });
    const res = await login({ email: 'EDITOR@example.com', password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'editor@example.com', role: 'editor' });
    expect(res.json()).not.toHaveProperty('password');
    const me = await currentUser(sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json()).sort()).toEqual(
      [
        'createdAt',
        'email',
        'id',
        'lastLoginAt',
        'passwordUpdatedAt',
        'role',
        'status',
        'totpEnabled',
        'username',
      ].sort(),
    );
  });

  it('AUTH-45 API-01: GET /api/user answers 401 with the error shape when signed out', async () => {
    const res = await currentUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Not authenticated' });
  });

  it('AUTH-37: email and password are required', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    await signedIn(t, 'viewer', { email: 'known@example.com' });
    const wrong = await login({ email: 'known@example.com', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('an unknown e-mail costs the same time as a wrong password (no timing enumeration)', async () => {
    await signedIn(t, 'viewer', { email: 'timed@example.com' });
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      await login({ email, password: 'wrong-password' }, { 'x-test': email });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // Warm up the dummy hash, then compare medians of several tries each.
    await time('warmup@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('timed@example.com'));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    const ratio = median(unknown) / median(known);
    // Generous bounds: the point is that an unknown address is not answered in a fraction of the time.
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('USER-10 #13: an inactive user cannot sign in, and the answer is the same whatever the password', async () => {
    const user = await signedIn(t, 'editor', { email: 'gone@example.com' });
    await t.ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    const right = await login({ email: 'gone@example.com', password: user.password });
    const wrong = await login({ email: 'gone@example.com', password: 'not-the-password' });
    // The right password is not confirmed: both answer like a wrong password.
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ error: 'Invalid email or password' });
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.json()).toEqual(right.json());
    expect(right.headers['set-cookie']).toBeUndefined();
    // And the session they had ends at once.
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
  });

  it('AUTH-48 AUTH-35: POST /api/logout ends the session and clears the cookie', async () => {
    const user = await signedIn(t, 'viewer');
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('rotates the session on sign-in: each login gets a new id', async () => {
    const user = await signedIn(t, 'viewer');
    const again = await login({ email: user.email, password: user.password }, { cookie: user.cookie });
    expect(sessionCookie(again)).not.toBe(user.cookie);
  });

  it('ends sessions after the idle timeout and after the absolute lifetime', async () => {
    const idle = await signedIn(t, 'viewer');
    await t.ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - t.ctx.config.sessionIdleMs - 1000) })
      .where(eq(sessions.userId, idle.id));
    expect((await currentUser(idle.cookie)).statusCode).toBe(401);

    const old = await signedIn(t, 'viewer');
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, old.id));
    expect((await currentUser(old.cookie)).statusCode).toBe(401);
  });

  it('rate-limits sign-in per account: after 5 failures even the right password waits', async () => {
    const user = await signedIn(t, 'viewer', { email: 'target@example.com' });
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: 'target@example.com', password: `guess-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: 'target@example.com', password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the sign-in limit is not bypassed by path case, a trailing slash or X-Forwarded-For', async () => {
    await signedIn(t, 'viewer', { email: 'victim@example.com' });
    const attempts = [
      { url: '/api/login', headers: {} },
      { url: '/api/login/', headers: {} },
      { url: '/api/login', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { url: '/api/login', headers: { 'x-forwarded-for': '198.51.100.4' } },
      { url: '/api/login/', headers: { 'x-real-ip': '192.0.2.1' } },
    ];
    for (const a of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        ...a,
        payload: { email: 'victim@example.com', password: 'wrong' },
      });
      expect(res.statusCode).toBe(401);
    }
    const upper = await t.app.inject({
      method: 'POST',
      url: '/API/LOGIN',
      payload: { email: 'victim@example.com', password: 'x' },
    });
    expect(upper.statusCode).toBe(404);
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'x-forwarded-for': '10.9.9.9' },
      payload: { email: 'victim@example.com', password: 'wrong' },
    });
    expect(sixth.statusCode).toBe(429);
  });

  it('rate-limits sign-in per address across accounts', async () => {
    for (let i = 0; i < 30; i++) await login({ email: `spray${i}@example.com`, password: 'password-1' });
    const res = await login({ email: 'spray-last@example.com', password: 'password-1' });
    expect(res.statusCode).toBe(429);
  });
});

describe('forgot, verify and reset (AUTH-49 to AUTH-51, AUTH-23 to AUTH-30)', () => {
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, headers });
  const tokenFrom = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

  it('AUTH-49 AUTH-23: known and unknown e-mails get the same generic answer; only the known one gets mail', async () => {
    await signedIn(t, 'viewer', { email: 'member@example.com' });
    const known = await forgot('member@example.com');
    const unknown = await forgot('stranger@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(
      'If an account exists with this email, a password reset link will be sent. Please check your inbox.',
    );
    expect(unknown.json().message).toBe(known.json().message);
    await new Promise((r) => setTimeout(r, 20));
    expect(t.outbox).toHaveLength(1);
    expect(t.outbox[0]!.to).toBe('member@example.com');
  });

  it('AUTH-24 AUTH-25: the development-mode resetLink comes only without SMTP and outside production', async () => {
    await signedIn(t, 'viewer', { email: 'dev@example.com' });
    const dev = await forgot('dev@example.com');
    expect(dev.json().resetLink).toMatch(/^http:\/\/catalogue\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);

    await t.rebuild({ isProduction: true, env: 'production' });
    try {
      await signedIn(t, 'viewer', { email: 'prod@example.com' });
      const prod = await forgot('prod@example.com');
      expect(prod.statusCode).toBe(200);
      expect(prod.json()).not.toHaveProperty('resetLink');
    } finally {
      await t.rebuild({ isProduction: false, env: 'test' });
    }
  });

  it('builds the reset link from PUBLIC_URL, never from the Host header', async () => {
    await signedIn(t, 'viewer', { email: 'host@example.com' });
    await forgot('host@example.com', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.outbox[0]!.text).toContain('http://catalogue.test/reset-password/');
    expect(t.outbox[0]!.text).not.toContain('evil.example');
  });

  it('AUTH-50 AUTH-51 AUTH-30: a valid token verifies, resets the password once, and ends every session', async () => {
    const user = await signedIn(t, 'editor', { email: 'reset@example.com' });
    const link = (await forgot('reset@example.com')).json().resetLink as string;
    const token = tokenFrom(link);
    // Only the hash is stored.
    const stored = await t.ctx.db.select().from(passwordResetTokens);
    expect(stored[0]!.token).toBe(sha256(token));
    expect(stored[0]!.used).toBe(false);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const verify = await t.app.inject({ method: 'GET', url: `/api/verify-reset-token/${token}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ valid: true });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await currentUser(user.cookie)).statusCode).toBe(401);
    expect((await login({ email: 'reset@example.com', password: user.password })).statusCode).toBe(401);
    expect((await login({ email: 'reset@example.com', password: 'brand-new-password' })).statusCode).toBe(
      200,
    );

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'third-password' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ error: 'This reset link is invalid or has expired.' });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordUpdatedAt).not.toBeNull();
  });

  it('AUTH-27: unknown, expired and used tokens are refused with the same message', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/verify-reset-token/not-a-real-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'This reset link is invalid or has expired.' });

    await signedIn(t, 'viewer', { email: 'expiry@example.com' });
    const token = tokenFrom((await forgot('expiry@example.com')).json().resetLink);
    await t.ctx.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.app.inject({ method: 'GET', url: `/api/verify-reset-token/${token}` });
    expect(expired.statusCode).toBe(400);
    const expiredReset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, newPassword: 'whatever-123' },
    });
    expect(expiredReset.statusCode).toBe(400);
  });

  it('once one token is used, every earlier token of the user is void', async () => {
    await signedIn(t, 'viewer', { email: 'many@example.com' });
    const first = tokenFrom((await forgot('many@example.com')).json().resetLink);
    const second = tokenFrom((await forgot('many@example.com')).json().resetLink);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: second, newPassword: 'fresh-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: `/api/verify-reset-token/${first}` });
    expect(stale.statusCode).toBe(400);
    const remaining = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.used, false)));
    expect(remaining).toHaveLength(0);
  });

  it('AUTH-40: the new password must have 8 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'x', newPassword: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Password must be at least 8 characters long');
  });

  it('rate-limits forgot-password per address, and quietly stops mailing one account', async () => {
    await signedIn(t, 'viewer', { email: 'flood@example.com' });
    for (let i = 0; i < 3; i++) expect((await forgot('flood@example.com')).statusCode).toBe(200);
    const fourth = await forgot('flood@example.com');
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).not.toHaveProperty('resetLink');
    await new Promise((r) => setTimeout(r, 20));
    expect(t.outbox).toHaveLength(3);
    for (let i = 0; i < 6; i++) await forgot(`other${i}@example.com`);
    const limited = await forgot('last@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many password reset requests/);
  });
});

describe('change password (AUTH-52)', () => {
  const change = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      payload,
      headers: cookie ? { cookie } : {},
    });

  it('requires a signed-in user', async () => {
    const res = await change(undefined, { currentPassword: 'a', newPassword: 'bbbbbbbb' });
    expect(res.statusCode).toBe(401);
  });

  it('AUTH-52: a wrong current password or a short new one is refused with a message', async () => {
    const user = await signedIn(t, 'viewer');
    const wrong = await change(user.cookie, { currentPassword: 'nope', newPassword: 'long-enough-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect');
    const short = await change(user.cookie, { currentPassword: user.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('New password must be at least 8 characters long');
  });

  it('AUTH-52: changes the password and ends the other sessions, keeping this one', async () => {
    const user = await signedIn(t, 'editor');
    const other = sessionCookie(await login({ email: user.email, password: user.password }));
    const res = await change(user.cookie, {
      currentPassword: user.password,
      newPassword: 'a-better-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    expect((await currentUser(other)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'a-better-password' })).statusCode).toBe(200);
  });
});

describe('cross-site requests and headers', () => {
  it('refuses a state-changing request from another origin', async () => {
    const user = await signedIn(t, 'viewer');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Cross-site request refused' });
    const fetchMeta = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMeta.statusCode).toBe(403);
    expect((await currentUser(user.cookie)).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie, origin: 'http://catalogue.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('sends security headers everywhere and no-store on signed-in answers', async () => {
    const user = await signedIn(t, 'viewer');
    const res = await currentUser(user.cookie);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses a Secure __Host- cookie in production (served over https)', async () => {
    await t.rebuild({ isProduction: true, env: 'production', publicUrl: 'https://catalogue.test' });
    try {
      const res = await register(firstAdmin);
      expect(res.statusCode).toBe(201);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-sid=/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
    } finally {
      await t.rebuild({ isProduction: false, env: 'test', publicUrl: 'http://catalogue.test' });
    }
  });

  it('limits JSON bodies explicitly (413) and answers malformed JSON with 400, never 500', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'Request body is too large' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error');
  });
});

describe('#13 authentication hardening: limits under parallel requests', () => {
  const wrongBurst = (
    email: string,
    n: number,
    headers: (i: number) => Record<string, string> = () => ({}),
  ) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => login({ email, password: `wrong-guess-${i}` }, headers(i))),
    );
  const statuses = (responses: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  };

  it('#13: 50 parallel wrong passwords: only 5 are checked (401), the other 45 wait (429), and then the right one waits too', async () => {
    const user = await signedIn(t, 'admin', { email: 'burst@example.com' });
    const responses = await wrongBurst('burst@example.com', 50);
    // A checked wrong password answers 401; one refused before the check answers 429.
    expect(statuses(responses)).toEqual({ 401: 5, 429: 45 });
    const right = await login({ email: 'burst@example.com', password: user.password });
    expect(right.statusCode).toBe(429);
  });

  it('#13: with TRUST_PROXY=true (one hop) a client-written X-Forwarded-For entry does not rotate the key', async () => {
    await t.rebuild({ trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy });
    try {
      const user = await signedIn(t, 'viewer', { email: 'proxied@example.com' });
      // Each request forges a new left-most entry; the proxy appends the real client, 203.0.113.7.
      const responses = await wrongBurst('proxied@example.com', 50, (i) => ({
        'x-forwarded-for': `198.51.100.${i}, 203.0.113.7`,
      }));
      expect(statuses(responses)).toEqual({ 401: 5, 429: 45 });
      const same = await login(
        { email: 'proxied@example.com', password: user.password },
        { 'x-forwarded-for': '192.0.2.99, 203.0.113.7' },
      );
      expect(same.statusCode).toBe(429);
      // The owner, from another address that has not failed, still signs in; the session records it.
      const owner = await login(
        { email: 'proxied@example.com', password: user.password },
        { 'x-forwarded-for': '203.0.113.7, 192.0.2.10' },
      );
      expect(owner.statusCode).toBe(200);
      const stored = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(stored.map((s) => s.ip)).toContain('192.0.2.10');
    } finally {
      await t.rebuild({ trustProxy: false });
    }
  });

  it('#13: with TRUST_PROXY as an address list, the client is the first address that is not a listed proxy', async () => {
    await t.rebuild({ trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy });
    try {
      const user = await signedIn(t, 'viewer', { email: 'listed@example.com' });
      const res = await login(
        { email: 'listed@example.com', password: user.password },
        { 'x-forwarded-for': '192.0.2.77, 203.0.113.20, 10.1.2.3' },
      );
      expect(res.statusCode).toBe(200);
      const [session] = await t.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256(sessionCookie(res).split('=')[1]!)));
      expect(session!.ip).toBe('203.0.113.20');
    } finally {
      await t.rebuild({ trustProxy: false });
    }
  });

  it('#13: guesses from many real addresses are bounded by the per-account limit, also in parallel', async () => {
    const saved = LIMITS.loginFailuresPerAccount.limit;
    LIMITS.loginFailuresPerAccount.limit = 10;
    await t.rebuild({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    try {
      const user = await signedIn(t, 'viewer', { email: 'botnet@example.com' });
      const responses = await wrongBurst('botnet@example.com', 50, (i) => ({
        'x-forwarded-for': `198.51.100.${i + 1}`,
      }));
      expect(statuses(responses)).toEqual({ 401: 10, 429: 40 });
      const right = await login(
        { email: 'botnet@example.com', password: user.password },
        { 'x-forwarded-for': '192.0.2.10' },
      );
      expect(right.statusCode).toBe(429);
    } finally {
      LIMITS.loginFailuresPerAccount.limit = saved;
      await t.rebuild({ trustProxy: false });
    }
  });

  it('#13: five failures from one address do not lock the owner out of another address', async () => {
    const user = await signedIn(t, 'admin', { email: 'owner13@example.com' });
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: 'owner13@example.com', password },
      });
    for (let i = 0; i < 5; i++) expect((await from('198.51.100.66', `guess-${i}`)).statusCode).toBe(401);
    expect((await from('198.51.100.66', user.password)).statusCode).toBe(429);
    const owner = await from('192.0.2.44', user.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe('owner13@example.com');
  });

  it('#13: a success gives its count back: the owner signing in often is never locked out', async () => {
    const user = await signedIn(t, 'viewer', { email: 'often@example.com' });
    for (let i = 0; i < 8; i++) {
      expect((await login({ email: 'often@example.com', password: user.password })).statusCode).toBe(200);
    }
    expect((await login({ email: 'often@example.com', password: 'typo-password' })).statusCode).toBe(401);
    expect((await login({ email: 'often@example.com', password: user.password })).statusCode).toBe(200);
  });
});

describe('#13 authentication hardening: reset links and cross-site checks', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
  const tokenFrom = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

  it('#13: a new reset request voids the earlier links at once', async () => {
    await signedIn(t, 'viewer', { email: 'twice@example.com' });
    const first = tokenFrom((await forgot('twice@example.com')).json().resetLink);
    const second = tokenFrom((await forgot('twice@example.com')).json().resetLink);
    const old = await t.app.inject({ method: 'GET', url: `/api/verify-reset-token/${first}` });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ error: 'This reset link is invalid or has expired.' });
    const oldReset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: first, newPassword: 'stale-password-1' },
    });
    expect(oldReset.statusCode).toBe(400);
    const fresh = await t.app.inject({ method: 'GET', url: `/api/verify-reset-token/${second}` });
    expect(fresh.statusCode).toBe(200);
    const unused = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.used, false));
    expect(unused).toHaveLength(1);
    expect(unused[0]!.token).toBe(sha256(second));
  });

  it('#13: the Origin check compares scheme, host and port, not the host alone', async () => {
    await t.rebuild({ publicUrl: 'https://catalogue.test' });
    try {
      const post = (origin: string, host = 'catalogue.test') =>
        t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin, host } });
      expect((await post('https://catalogue.test')).statusCode).toBe(200);
      for (const origin of [
        'http://catalogue.test',
        'https://catalogue.test:8443',
        'https://evil.example',
        'null',
        'file://catalogue.test',
      ]) {
        const res = await post(origin);
        expect(res.statusCode, origin).toBe(403);
        expect(res.json()).toEqual({ error: 'Cross-site request refused' });
      }
      // Behind a TLS proxy the request itself arrives as http: an https site never takes an http origin.
      expect((await post('http://localhost:5000', 'localhost:5000')).statusCode).toBe(403);
    } finally {
      await t.rebuild({ publicUrl: 'http://catalogue.test' });
    }
    // A request's own origin (scheme, Host and port) is accepted, e.g. the site opened on a local address.
    const own = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/logout', headers: { origin, host: 'localhost:5000' } });
    expect((await own('http://localhost:5000')).statusCode).toBe(200);
    expect((await own('https://localhost:5000')).statusCode).toBe(403);
    expect((await own('http://localhost:5001')).statusCode).toBe(403);
  });
});
