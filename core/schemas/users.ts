// User management (document 001 §2.8, §7 "Users"): an administrator creates accounts and changes their
// role and status. Answers carry the user shape of auth.ts, never the password.
import { z } from 'zod';
import { ADMIN_DEFAULT_PAGE_SIZE, ROLES, USER_STATUSES } from '../constants';
import { email, newPassword, username, userResponse } from './auth';
import { listPageQuery, listPageResponse } from './common';

const role = z.enum(ROLES, { message: 'Role must be viewer, editor or admin' });
const status = z.enum(USER_STATUSES, { message: 'Status must be active or inactive' });

export const createUserBody = z.strictObject({
  email,
  username,
  password: newPassword(),
  role: role.default('viewer'),
});
export type CreateUserBody = z.input<typeof createUserBody>;

export const updateRoleBody = z.strictObject({ role });
export const updateStatusBody = z.strictObject({ status });

/** GET /api/users (#21): one page of the users, oldest account first, searched by username and e-mail. */
export const userListQuery = listPageQuery(ADMIN_DEFAULT_PAGE_SIZE);
export type UserListQuery = z.input<typeof userListQuery>;
export const userListResponse = listPageResponse('users', userResponse);
export type UserList = z.input<typeof userListResponse>;

/** GET /api/users/options: every user as id and username, for the audit log's user filter. */
export const userOption = userResponse.pick({ id: true, username: true });
export type UserOption = z.input<typeof userOption>;
export const userOptionsResponse = z.array(userOption);

export const LAST_ADMIN_MESSAGE =
  'At least one active administrator must remain. Make another user an administrator first.';
