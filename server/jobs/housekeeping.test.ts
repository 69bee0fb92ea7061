// #18 #19 recurring housekeeping jobs, on PGlite and PostgreSQL: each kind is one row of the queue that
// runs at start-up, goes back to the queue due after its interval, and does its pruning (here: audit
// entries past the retention period).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/app';
import { create } from '../../tests/helpers/factories';
import { queryRows } from '../db/rows';
import { auditLog } from '../db/schema';

const t = setupTestApp({ build: { housekeeping: true } });

type Row = { kind: string; status: string; attempts: number; due_in_s: number; error: string | null };
const recurring = () =>
  queryRows<Row>(
    t.ctx.db,
    sql`select kind, status, attempts, extract(epoch from run_after - now())::int as due_in_s, error
        from jobs where kind in ('sessions-cleanup', 'analytics-retention', 'audit-retention') order by kind`,
  );

describe('recurring housekeeping jobs (#18, #19)', () => {
  it('#19: audit entries past the retention period are pruned by a recurring job that is due again in 6 hours', async () => {
    await t.ctx.db.insert(auditLog).values([
      { action: 'sign_in', result: 'success', at: new Date(Date.now() - 400 * 86_400_000) },
      { action: 'sign_in', result: 'success', at: new Date(Date.now() - 10 * 86_400_000) },
    ]);
    // The rows exist from the first claim on (they may have run already, before these entries existed).
    await t.app.jobs.flush();
    await t.ctx.db.execute(
      sql`update jobs set run_after = now() where kind = 'audit-retention' and status = 'queued'`,
    );
    await t.app.jobs.flush();
    const rows = await recurring();
    expect(rows.map((r) => [r.kind, r.status, r.error])).toEqual([
      ['analytics-retention', 'queued', null],
      ['audit-retention', 'queued', null],
      ['sessions-cleanup', 'queued', null],
    ]);
    const due = Object.fromEntries(rows.map((r) => [r.kind, r.due_in_s]));
    expect(due['audit-retention']).toBeGreaterThan(6 * 3600 - 120);
    expect(due['sessions-cleanup']).toBeGreaterThan(3600 - 120);
    expect(due['analytics-retention']).toBeGreaterThan(24 * 3600 - 120);
    const left = await t.ctx.db.select({ at: auditLog.at }).from(auditLog);
    expect(left.every((r) => r.at.getTime() > Date.now() - 365 * 86_400_000)).toBe(true);
    expect(left.length).toBeGreaterThanOrEqual(1);
  });

  it('#18: when due again the same row runs again; there is never a second row of a kind', async () => {
    await t.app.jobs.flush();
    await t.ctx.db.execute(sql`update jobs set run_after = now() where kind = 'audit-retention'`);
    await t.app.jobs.flush();
    const rows = await recurring();
    expect(rows).toHaveLength(3);
    const audit = rows.find((r) => r.kind === 'audit-retention')!;
    expect(audit.attempts).toBe(2);
    expect(audit.due_in_s).toBeGreaterThan(6 * 3600 - 120);
  });

  it('#18 #21: on the embedded database, which has no autovacuum, a recurring job analyzes the tables every 6 hours', async () => {
    const category = await create.category(t.ctx.db);
    for (let i = 0; i < 30; i++) await create.product(t.ctx.db, { categoryId: category.id });
    await t.app.jobs.flush();
    await t.ctx.db.execute(
      sql`update jobs set run_after = now() where kind = 'database-statistics' and status = 'queued'`,
    );
    await t.app.jobs.flush();
    const [job] = await queryRows<Row>(
      t.ctx.db,
      sql`select kind, status, attempts, extract(epoch from run_after - now())::int as due_in_s, error
        from jobs where kind = 'database-statistics'`,
    );
    expect(job).toMatchObject({ status: 'queued', error: null });
    expect(job!.due_in_s).toBeGreaterThan(6 * 3600 - 120);
    if (t.ctx.database.kind === 'pglite') {
      const [products] = await queryRows<{ n: number }>(
        t.ctx.db,
        sql`select reltuples::int as n from pg_class where relname = 'products'`,
      );
      expect(products!.n).toBeGreaterThanOrEqual(30);
    }
  });
});
