// Stored backups (#18): a backup is made by a background job and kept in the file store until an
// administrator deletes it; so is the backup taken before an import. Names are the store's own.
import { z } from 'zod';
import { isoDateTime } from './common';
import { JOB_STATUSES } from './jobs';

/** "backup-2026-11-28T20-10-00-000Z.zip" (made on request) or "before-import-….zip". */
export const BACKUP_NAME = /^(backup|before-import)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.zip$/;

export const backupNameParam = z.strictObject({
  name: z.string().regex(BACKUP_NAME, 'Not the name of a backup'),
});

export const storedBackup = z.object({
  name: z.string(),
  reason: z.enum(['manual', 'before-import']),
  size: z.number().int(),
  createdAt: isoDateTime,
});
export type StoredBackup = z.infer<typeof storedBackup>;

export const backupJob = z.object({
  id: z.number().int(),
  status: z.enum(JOB_STATUSES),
  user: z.string().nullable(),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  /** The stored backup's name once made. */
  name: z.string().nullable(),
  error: z.string().nullable(),
});
export type BackupJob = z.infer<typeof backupJob>;
export type BackupJobData = z.input<typeof backupJob>;

export const backupJobAccepted = z.object({ job: backupJob });

export const backupList = z.object({
  backups: z.array(storedBackup),
  /** Backups being made now (queued or running). */
  pending: z.array(backupJob),
});
export type BackupListData = z.input<typeof backupList>;

/** A backup job's id: the shared id parameter. */
export { idParam as backupJobParam } from './common';
