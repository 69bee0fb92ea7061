import { queryOptions } from '@tanstack/react-query';
import type { SecuritySettings, User } from '../../../core/schemas/auth';

/** GET /api/users: invalidated after every user change. */
export const usersQuery = () => queryOptions<User[]>({ queryKey: ['/api/users'] });

/** GET /api/settings/security (administrators). */
export const securitySettingsQuery = () =>
  queryOptions<SecuritySettings>({ queryKey: ['/api/settings/security'] });
