import { queryOptions } from '@tanstack/react-query';
import type { SecuritySettings, User } from '../../../core/schemas/auth';
import type { CreateUserBody, UserList, UserOption } from '../../../core/schemas/users';
import { apiJson } from '../lib/api';
import { type ListPageParams, listPageParams } from './list-page';

/** GET /api/users?search=&page=&limit=: one page of the users; invalidated (usersKey) after every user change. */
export const usersQuery = (params: ListPageParams = {}) =>
  queryOptions<UserList>({ queryKey: ['/api/users', listPageParams(params)] });

/** Every users query, the options included (for invalidation after a change). */
export const usersKey = ['/api/users'] as const;

/** GET /api/users/options: every user's id and username (the audit log's user filter). */
export const userOptionsQuery = () => queryOptions<UserOption[]>({ queryKey: ['/api/users', 'options'] });

/** GET /api/settings/security (administrators). */
export const securitySettingsQuery = () =>
  queryOptions<SecuritySettings>({ queryKey: ['/api/settings/security'] });

/** POST /api/users (administrators). */
export const createUser = (body: CreateUserBody) => apiJson<User>('POST', '/api/users', body);
