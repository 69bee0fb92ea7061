// Backups made on request as background jobs, and the stored backups (#18): made by the `backup` job
// into private/backups/ (any server can make or serve one), listed, downloaded and deleted by
// administrators. One backup is made at a time: asking again while one is queued or running answers
// with that one.
import { sql } from 'drizzle-orm';
import { BACKUP_NAME, type BackupJob, type StoredBackup } from '../../../core/schemas/backups';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { StoredFile } from '../../files/store';
import { notFound } from '../../http/errors';
import type { JobHandler, JobQueue } from '../../jobs/queue';
import { BACKUPS_PREFIX, backupToStore } from '../transfer/backup';

export const BACKUP_JOB = 'backup';

interface Row {
  id: number;
  status: BackupJob['status'];
  username: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  result: { name?: string } | null;
  error: string | null;
}

const SELECT = sql`select j.id, j.status, u.username, j.created_at, j.finished_at, j.result, j.error
  from jobs j left join users u on u.id = j.user_id`;

function toJob(row: Row): BackupJob {
  return {
    id: row.id,
    status: row.status,
    user: row.username,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    name: row.result?.name ?? null,
    error: row.error,
  };
}

export function backupJobHandler(ctx: AppContext): JobHandler {
  return async () => ({ name: await backupToStore(ctx, 'backup') });
}

export async function getBackupJob(db: DbOrTx, id: number): Promise<BackupJob> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where j.id = ${id} and j.kind = ${BACKUP_JOB}`);
  if (!row) throw notFound('Backup not found');
  return toJob(row);
}

async function pendingJobs(db: DbOrTx): Promise<BackupJob[]> {
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where j.kind = ${BACKUP_JOB} and j.status in ('queued', 'running') order by j.id`,
  );
  return rows.map(toJob);
}

export async function startBackup(db: DbOrTx, jobs: JobQueue, userId: number): Promise<BackupJob> {
  const [pending] = await pendingJobs(db);
  if (pending) return pending;
  return getBackupJob(db, await jobs.enqueue({ kind: BACKUP_JOB, payload: {}, userId }));
}

export async function listBackups(
  ctx: AppContext,
): Promise<{ backups: StoredBackup[]; pending: BackupJob[] }> {
  const backups: StoredBackup[] = [];
  for await (const key of ctx.files.list(BACKUPS_PREFIX)) {
    const name = key.slice(BACKUPS_PREFIX.length);
    if (!BACKUP_NAME.test(name)) continue;
    const stat = await ctx.files.stat(key);
    if (!stat) continue;
    backups.push({
      name,
      reason: name.startsWith('before-import-') ? 'before-import' : 'manual',
      size: stat.size,
      createdAt: createdAtOf(name) ?? stat.modifiedAt,
    });
  }
  backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { backups, pending: await pendingJobs(ctx.db) };
}

/** The time written in the name (the store's modified time can be the copy's, after a restore of files). */
function createdAtOf(name: string): Date | null {
  const m = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.zip$/.exec(name);
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export async function openBackup(ctx: AppContext, name: string): Promise<StoredFile> {
  const file = await ctx.files.open(`${BACKUPS_PREFIX}${name}`);
  if (!file) throw notFound('This backup is no longer stored');
  return file;
}

export async function deleteBackup(ctx: AppContext, name: string): Promise<void> {
  const key = `${BACKUPS_PREFIX}${name}`;
  if (!(await ctx.files.exists(key))) throw notFound('This backup is no longer stored');
  await ctx.files.delete(key);
}
