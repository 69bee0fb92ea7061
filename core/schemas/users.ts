// User management (document 001 §2.8, §7 "Users"): an administrator creates accounts and changes their
// role and status. Answers carry the user shape of auth.ts, never the password.
import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../constants';
import { email, newPassword, username, userResponse } from './auth';

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

export const usersResponse = z.array(userResponse);

export const LAST_ADMIN_MESSAGE =
  'At least one active administrator must remain. Make another user an administrator first.';
