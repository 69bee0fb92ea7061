import { queryOptions } from '@tanstack/react-query';
import type { BackupJobData, BackupListData } from '../../../core/schemas/backups';

/** GET /api/backups (administrators): stored backups and the ones being made; polled while one is made. */
export const backupsQuery = () =>
  queryOptions<BackupListData>({
    queryKey: ['/api/backups'],
    refetchInterval: (query) => (query.state.data?.pending.length ? 2_000 : false),
  });

export type { BackupJobData };

/** The download address of a stored backup (the browser saves it with the session cookie). */
export const backupUrl = (name: string) => `/api/backups/${encodeURIComponent(name)}`;
