// Role enforcement for the site-operations calls (users, redirects, settings, analytics, inquiries,
// two-factor), table-driven: each role either passes the guard or gets 403 with the reason.
import { describe, expect, it } from 'vitest';
import { ROLE_RANK, type Role } from '../../core/constants';
import { setupTestApp, signedIn } from '../helpers/app';

const t = setupTestApp();

const ROUTES: Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, minRole: Role]> = [
  ['GET', '/api/users', 'admin'],
  ['POST', '/api/users', 'admin'],
  ['PATCH', '/api/users/9999/role', 'admin'],
  ['PATCH', '/api/users/9999/status', 'admin'],
  ['DELETE', '/api/users/9999', 'admin'],
  ['GET', '/api/seo/site', 'admin'],
  ['GET', '/api/seo/redirects', 'admin'],
  ['POST', '/api/seo/redirects', 'admin'],
  ['PUT', '/api/seo/redirects/9999', 'admin'],
  ['DELETE', '/api/seo/redirects/9999', 'admin'],
  ['GET', '/api/settings/security', 'admin'],
  ['PUT', '/api/settings/security', 'admin'],
  ['GET', '/api/contacts', 'editor'],
  ['GET', '/api/contacts/count', 'editor'],
  ['GET', '/api/contacts/9999', 'editor'],
  ['PATCH', '/api/contacts/9999', 'editor'],
  ['GET', '/api/analytics/summary', 'viewer'],
  ['GET', '/api/stats', 'viewer'],
  ['POST', '/api/user/2fa/disable', 'viewer'],
];

const REFUSALS: Record<Role, (role: Role) => string> = {
  viewer: () => '',
  editor: (role) =>
    `Your role (${role}) can view the catalogue but not change it. Ask an administrator for editor access.`,
  admin: () => 'Only administrators can do this',
};

describe('role enforcement on site operations (USER-02, USER-04, USER-14)', () => {
  it.each([
    'viewer',
    'editor',
    'admin',
  ] as const)('USER-02 USER-04 USER-14: a signed-in %s passes exactly the guards of its role', async (role) => {
    const { cookie } = await signedIn(t, role);
    const failures: string[] = [];
    for (const [method, url, minRole] of ROUTES) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const allowed = ROLE_RANK[role] >= ROLE_RANK[minRole];
      if (allowed && (res.statusCode === 401 || res.statusCode === 403)) {
        failures.push(`${method} ${url}: ${res.statusCode} for ${role}`);
      }
      if (!allowed && (res.statusCode !== 403 || res.json().error !== REFUSALS[minRole](role))) {
        failures.push(`${method} ${url}: ${res.statusCode} ${res.body} for ${role}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('signed out, every one of them answers 401', async () => {
    for (const [method, url] of ROUTES) {
      const res = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
