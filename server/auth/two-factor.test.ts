// Two-factor sign-in on PGlite and PostgreSQL: set-up → enable → sign-in with a code → recovery code
// once → rate limit; the secret stored encrypted; the "required for administrators" gate; disable.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookie, setupTestApp, signedIn } from '../../tests/helpers/app';
import { sessions, users } from '../db/schema';
import { base32Decode, totp } from './totp';
import { TWO_FACTOR_REQUIRED_MESSAGE } from './two-factor';

const t = setupTestApp();

/** The code of the step `offset` steps from now (offsets keep each test's codes on distinct steps). */
const codeFor = (secret: string, offset = 0) => totp(base32Decode(secret), Date.now() + offset * 30_000);
/** Six digits that no step of the window accepts. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1, 2].map((o) => codeFor(secret, o)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

const tally = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

const post = (url: string, cookie: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: payload ?? {} });
const login = (email: string, password: string) => post('/api/login', undefined, { email, password });

async function enableTwoFactor(cookie: string) {
  const setup = await post('/api/user/2fa/setup', cookie);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await post('/api/user/2fa/enable', cookie, { code: codeFor(secret) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

describe('two-factor set-up', () => {
  it('setup answers a base32 secret, its otpauth URI and a QR SVG, stores the secret encrypted, and is not on yet', async () => {
    const user = await signedIn(t, 'editor', { email: 'ed@example.com' });
    const res = await post('/api/user/2fa/setup', user.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toBe(
      `otpauth://totp/Torchworks%20Catalogue:ed%40example.com?secret=${body.secret}&issuer=Torchworks+Catalogue&algorithm=SHA1&digits=6&period=30`,
    );
    expect(body.qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpEnabled).toBe(false);
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(body.secret);
    // The secret is never part of another answer.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: user.cookie } });
    expect(me.body).not.toContain(body.secret);
    expect(me.json().totpEnabled).toBe(false);
  });

  it('enable refuses a wrong code, then turns it on with a right one and answers 10 recovery codes once (stored hashed)', async () => {
    const user = await signedIn(t, 'viewer');
    const { secret } = (await post('/api/user/2fa/setup', user.cookie)).json();
    const wrong = await post('/api/user/2fa/enable', user.cookie, { code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Invalid authentication code');
    const format = await post('/api/user/2fa/enable', user.cookie, { code: '12ab' });
    expect(format.statusCode).toBe(400);
    expect(format.json().error).toBe('Enter the 6-digit code from your authenticator app');
    const res = await post('/api/user/2fa/enable', user.cookie, { code: codeFor(secret) });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpEnabled).toBe(true);
    expect(row!.totpRecoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(row!.totpRecoveryCodes.join(' ')).not.toContain(code);
    const again = await post('/api/user/2fa/setup', user.cookie);
    expect(again.statusCode).toBe(409);
    expect((await post('/api/user/2fa/enable', user.cookie, { code: codeFor(secret, 1) })).statusCode).toBe(
      409,
    );
  });

  it('enable without set-up first is refused', async () => {
    const user = await signedIn(t, 'viewer');
    const res = await post('/api/user/2fa/enable', user.cookie, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Start the set-up first: scan the QR code, then enter the code.');
  });
});

describe('two-factor sign-in', () => {
  it('the password step answers { twoFactorRequired: true } with a session that grants nothing; the code completes it with a new session id', async () => {
    const user = await signedIn(t, 'editor');
    const { secret } = await enableTwoFactor(user.cookie);

    const first = await login(user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const pending = sessionCookie(first);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.mfaPending, true));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(user.id);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    for (const url of ['/api/user', '/api/stats']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: pending } });
      expect(res.statusCode, url).toBe(401);
    }

    expect((await post('/api/login/2fa', undefined, { code: '123456' })).statusCode).toBe(401);
    const wrong = await post('/api/login/2fa', pending, { code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid authentication code');
    expect((await post('/api/login/2fa', pending, {})).statusCode).toBe(400);
    expect((await post('/api/login/2fa', pending, { code: '123456', recoveryCode: 'x' })).statusCode).toBe(
      400,
    );

    const code = codeFor(secret, 1);
    const done = await post('/api/login/2fa', pending, { code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, totpEnabled: true });
    const session = sessionCookie(done);
    expect(session).not.toBe(pending);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: pending } })).statusCode,
    ).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: session } });
    expect(me.statusCode).toBe(200);
    expect(me.json().lastLoginAt).not.toBeNull();
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.mfaPending, true))).toHaveLength(0);

    // The same code cannot be used twice.
    const second = sessionCookie(await login(user.email, user.password));
    const replay = await post('/api/login/2fa', second, { code });
    expect(replay.statusCode).toBe(401);
  });

  it('a recovery code works once', async () => {
    const user = await signedIn(t, 'viewer');
    const { recoveryCodes } = await enableTwoFactor(user.cookie);
    const pending = sessionCookie(await login(user.email, user.password));
    const used = recoveryCodes[3]!;
    const ok = await post('/api/login/2fa', pending, { recoveryCode: used.toUpperCase().replace('-', ' ') });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpRecoveryCodes).toHaveLength(9);
    const again = sessionCookie(await login(user.email, user.password));
    const reuse = await post('/api/login/2fa', again, { recoveryCode: used });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toBe('Invalid recovery code');
  });

  it('5 wrong codes per 15 minutes per account: then even the right code waits (429)', async () => {
    const user = await signedIn(t, 'viewer');
    const { secret } = await enableTwoFactor(user.cookie);
    const pending = sessionCookie(await login(user.email, user.password));
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/login/2fa', pending, { code: wrongCode(secret) })).statusCode).toBe(401);
    }
    const limited = await post('/api/login/2fa', pending, { code: codeFor(secret, 1) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^Too many authentication codes\. Please try again in \d+ minutes?\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    // A new password step does not reset the count.
    const fresh = sessionCookie(await login(user.email, user.password));
    expect((await post('/api/login/2fa', fresh, { code: codeFor(secret, 1) })).statusCode).toBe(429);
  });

  it('#13: 50 parallel wrong codes: only 5 are checked (401), the other 45 wait (429), then the right code waits', async () => {
    const user = await signedIn(t, 'admin');
    const { secret } = await enableTwoFactor(user.cookie);
    const pending = sessionCookie(await login(user.email, user.password));
    const wrong = wrongCode(secret);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/login/2fa', pending, { code: wrong })),
    );
    expect(tally(responses)).toEqual({ 401: 5, 429: 45 });
    expect((await post('/api/login/2fa', pending, { code: codeFor(secret, 1) })).statusCode).toBe(429);
  });

  it('#13: 50 parallel wrong recovery codes: only 5 are checked, the rest wait (429)', async () => {
    const user = await signedIn(t, 'viewer');
    await enableTwoFactor(user.cookie);
    const pending = sessionCookie(await login(user.email, user.password));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/login/2fa', pending, { recoveryCode: `wrong-${String(i).padStart(4, '0')}` }),
      ),
    );
    expect(tally(responses)).toEqual({ 401: 5, 429: 45 });
  });

  it('#13: with TRUST_PROXY set, rotating X-Forwarded-For does not add code attempts (the limit is per account)', async () => {
    await t.rebuild({ trustProxy: 1 });
    try {
      const user = await signedIn(t, 'viewer');
      const { secret } = await enableTwoFactor(user.cookie);
      const pending = sessionCookie(await login(user.email, user.password));
      const wrong = wrongCode(secret);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/login/2fa',
            headers: { cookie: pending, 'x-forwarded-for': `198.51.100.${i + 1}` },
            payload: { code: wrong },
          }),
        ),
      );
      expect(tally(responses)).toEqual({ 401: 5, 429: 45 });
    } finally {
      await t.rebuild({ trustProxy: false });
    }
  });

  it('users without two-factor sign in with the password alone, as before', async () => {
    const user = await signedIn(t, 'viewer');
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, totpEnabled: false });
  });
});

describe('turning it off', () => {
  it('needs the current password and a code (or a recovery code)', async () => {
    const user = await signedIn(t, 'editor');
    const { secret, recoveryCodes } = await enableTwoFactor(user.cookie);
    const badPassword = await post('/api/user/2fa/disable', user.cookie, {
      password: 'nope',
      code: codeFor(secret, 1),
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().error).toBe('Password is incorrect');
    const badCode = await post('/api/user/2fa/disable', user.cookie, {
      password: user.password,
      code: wrongCode(secret),
    });
    expect(badCode.statusCode).toBe(400);
    const ok = await post('/api/user/2fa/disable', user.cookie, {
      password: user.password,
      code: recoveryCodes[0],
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null, totpRecoveryCodes: [] });
    expect((await login(user.email, user.password)).json()).toMatchObject({ id: user.id });
  });
});

describe('#13 turning it off under parallel requests', () => {
  it('#13: 50 parallel wrong passwords on disable: only 5 are checked (400), the other 45 wait (429)', async () => {
    const user = await signedIn(t, 'editor');
    const { secret } = await enableTwoFactor(user.cookie);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/user/2fa/disable', user.cookie, {
          password: `wrong-password-${i}`,
          code: codeFor(secret, 1),
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 400: 5, 429: 45 });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpEnabled).toBe(true);
  });
});

describe('two-factor required for administrators', () => {
  it('an administrator must have it on before requiring it; then administrators without it may only set it up', async () => {
    const owner = await signedIn(t, 'admin');
    const other = await signedIn(t, 'admin');
    const editor = await signedIn(t, 'editor');
    const settings = () =>
      t.app.inject({ method: 'GET', url: '/api/settings/security', headers: { cookie: owner.cookie } });
    expect((await settings()).json()).toEqual({ requireAdminTwoFactor: false });

    const put = (cookie: string, value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/security',
        headers: { cookie },
        payload: { requireAdminTwoFactor: value },
      });
    const refused = await put(owner.cookie, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Turn on two-factor authentication for your own account first (Account security).',
    );
    await enableTwoFactor(owner.cookie);
    expect((await put(owner.cookie, true)).json()).toEqual({ requireAdminTwoFactor: true });
    expect((await settings()).json()).toEqual({ requireAdminTwoFactor: true });

    // The other administrator is held at the set-up.
    const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    for (const url of ['/api/users', '/api/stats', '/api/seo/redirects']) {
      const res = await get(url, other.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
    }
    const me = await get('/api/user', other.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().twoFactorSetupRequired).toBe(true);
    expect((await post('/api/logout', other.cookie)).statusCode).toBe(200);
    // Editors and administrators who have it are not affected.
    expect((await get('/api/stats', editor.cookie)).statusCode).toBe(200);
    expect((await get('/api/user', editor.cookie)).json()).not.toHaveProperty('twoFactorSetupRequired');
    expect((await get('/api/users', owner.cookie)).statusCode).toBe(200);

    // #16: the sign-in answer itself says so, so the client goes straight to the set-up screen.
    const signIn = await login(other.email, other.password);
    expect(signIn.json()).toMatchObject({ email: other.email, twoFactorSetupRequired: true });
    const back = sessionCookie(signIn);
    const { secret } = await enableTwoFactor(back);
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect((await get('/api/users', back)).statusCode).toBe(200);
    // While required, an administrator cannot turn theirs off.
    const off = await post('/api/user/2fa/disable', back, {
      password: other.password,
      code: codeFor(secret, 1),
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(
      'Two-factor authentication is required for administrators and cannot be turned off.',
    );
  });

  it('only administrators read or change the setting', async () => {
    const editor = await signedIn(t, 'editor');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/security',
      headers: { cookie: editor.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
