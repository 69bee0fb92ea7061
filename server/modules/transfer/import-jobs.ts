// Import jobs as the API shows them: one job (status, progress, result) and the import history.
import { sql } from 'drizzle-orm';
import type { ImportHistory, ImportJob, ImportProgress } from '../../../core/schemas/jobs';
import type { ImportResult } from '../../../core/schemas/transfer';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/rows';
import { notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';

interface Row {
  id: number;
  status: ImportJob['status'];
  file_name: string | null;
  username: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  progress: ImportProgress | null;
  result: ImportResult | null;
  error: string | null;
  error_status: number | null;
  waiting_for: number;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

const SELECT = sql`select j.id, j.status, j.file_name, u.username, j.created_at, j.started_at, j.finished_at,
    j.progress, j.error, j.error_status,
    case when j.status = 'queued' then
      (select count(*)::int from jobs w where w.kind = 'import' and w.status in ('queued', 'running') and w.id < j.id)
    else 0 end as waiting_for`;

function toJob(row: Row, jobs?: JobQueue): Omit<ImportJob, 'result'> {
  return {
    id: row.id,
    status: row.status,
    fileName: row.file_name,
    user: row.username,
    createdAt: new Date(row.created_at),
    startedAt: date(row.started_at),
    finishedAt: date(row.finished_at),
    waitingFor: row.waiting_for,
    progress: (jobs?.localProgress(row.id) as ImportProgress | undefined) ?? row.progress,
    error: row.error,
    errorStatus: row.error_status,
  };
}

export async function getImportJob(db: DbOrTx, jobs: JobQueue, id: number): Promise<ImportJob> {
  const [row] = await queryRows<Row>(
    db,
    sql`${SELECT}, j.result from jobs j left join users u on u.id = j.user_id where j.id = ${id} and j.kind = 'import'`,
  );
  if (!row) throw notFound('Import not found');
  return { ...toJob(row, jobs), result: row.result };
}

export async function importHistory(
  db: DbOrTx,
  jobs: JobQueue,
  q: { page: number; limit: number },
): Promise<ImportHistory> {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where kind = 'import'`,
  );
  const rows = await queryRows<
    Row & { imported: number | null; updated: number | null; error_count: number | null }
  >(
    db,
    sql`${SELECT}, (j.result->>'imported')::int as imported, (j.result->>'updated')::int as updated,
          jsonb_array_length(j.result->'errors') as error_count
        from jobs j left join users u on u.id = j.user_id
        where j.kind = 'import' order by j.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  const total = count?.n ?? 0;
  return {
    imports: rows.map((r) => ({
      ...toJob(r, jobs),
      imported: r.imported,
      updated: r.updated,
      errorCount: r.error_count ?? (r.status === 'failed' ? 1 : null),
    })),
    total,
    page: q.page,
    totalPages: Math.max(1, Math.ceil(total / q.limit)),
  };
}

/** The errors of one import as rows: sheet, row, column and reason (parsed from the result's messages). */
export async function importErrorRows(
  db: DbOrTx,
  id: number,
): Promise<{
  fileName: string;
  rows: Array<{ sheet: string; row: number | null; column: string; error: string }>;
}> {
  const [job] = await queryRows<{
    file_name: string | null;
    result: ImportResult | null;
    error: string | null;
  }>(db, sql`select file_name, result, error from jobs where id = ${id} and kind = 'import'`);
  if (!job) throw notFound('Import not found');
  const messages = job.result?.errors ?? (job.error ? [job.error] : []);
  return { fileName: job.file_name ?? 'import', rows: messages.map(splitError) };
}

/** "Products row 4, column "Price": reason" → its parts; anything else is a whole-file error. */
export function splitError(message: string): {
  sheet: string;
  row: number | null;
  column: string;
  error: string;
} {
  const m = /^(.+?) row (\d+)(?:, column "([^"]*)")?: ([\s\S]*)$/.exec(message);
  if (m) return { sheet: m[1]!, row: Number(m[2]), column: m[3] ?? '', error: m[4]! };
  const sheet = /^([^:]+): (missing columns? [\s\S]*)$/.exec(message);
  if (sheet) return { sheet: sheet[1]!, row: null, column: '', error: sheet[2]! };
  return { sheet: '', row: null, column: '', error: message };
}
