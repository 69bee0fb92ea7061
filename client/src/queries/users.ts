import { queryOptions } from '@tanstack/react-query';
import type { SecuritySettings, User } from '../../../core/schemas/auth';
import type { CreateUserBody } from '../../../core/schemas/users';
import { apiJson } from '../lib/api';

/** GET /api/users: invalidated after every user change. */
export const usersQuery = () => queryOptions<User[]>({ queryKey: ['/api/users'] });

/** GET /api/settings/security (administrators). */
export const securitySettingsQuery = () =>
  queryOptions<SecuritySettings>({ queryKey: ['/api/settings/security'] });

/** POST /api/users (administrators). */
export const createUser = (body: CreateUserBody) => apiJson<User>('POST', '/api/users', body);
