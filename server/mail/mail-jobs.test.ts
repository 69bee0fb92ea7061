// #18 e-mail as background jobs, on PGlite and PostgreSQL: an enquiry's notification is queued with the
// enquiry, sent by the job worker, retried when the mail server fails, and forgotten once sent.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/app';
import { contacts, jobs } from '../db/schema';
import { MAIL_JOB, MAIL_JOB_OPTIONS } from './mail-jobs';

const t = setupTestApp({ mailerConfigured: true, config: { mailTo: 'sales@torch.test' } });

const enquiry = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  type: 'quote',
  message: 'Please quote 20 torches.',
};
const submit = () =>
  t.app.inject({ method: 'POST', url: '/api/contacts', payload: enquiry, remoteAddress: '192.0.2.30' });
const mailJobs = () => t.ctx.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
/** A retry waits for its delay: make it due now. */
const makeDue = () => t.ctx.db.execute(sql`update jobs set run_after = now() where status = 'queued'`);

describe('mail jobs (#18)', () => {
  it('#18: an enquiry queues its notification with it; the worker sends it and forgets the message', async () => {
    expect((await submit()).statusCode).toBe(201);
    // Stored with the enquiry (the worker's poll may already have taken it).
    expect(await mailJobs()).toHaveLength(1);
    await t.app.jobs.flush();
    expect(t.outbox).toHaveLength(1);
    expect(t.outbox[0]).toMatchObject({ to: 'sales@torch.test', replyTo: 'grace@example.com' });
    const [sent] = await mailJobs();
    expect(sent).toMatchObject({ status: 'succeeded', attempts: 1, payload: {}, result: { sent: true } });
  });

  it('#18: a mail server that fails is tried again after a delay, and the mail goes out', async () => {
    const send = t.app.ctx.mailer.send;
    let failures = 2;
    t.app.ctx.mailer.send = async (message) => {
      if (failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      await send(message);
    };
    try {
      expect((await submit()).statusCode).toBe(201);
      await t.app.jobs.flush();
      let [job] = await mailJobs();
      expect(job).toMatchObject({ status: 'queued', attempts: 1 });
      expect(job!.error).toBe('The mail failed: connect ECONNREFUSED 127.0.0.1:25');
      expect(job!.runAfter!.getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Not due yet: nothing is claimed.
      await t.app.jobs.flush();
      expect((await mailJobs())[0]).toMatchObject({ status: 'queued', attempts: 1 });
      await makeDue();
      await t.app.jobs.flush();
      await makeDue();
      await t.app.jobs.flush();
      [job] = await mailJobs();
      expect(job).toMatchObject({ status: 'succeeded', attempts: 3, error: null });
      expect(t.outbox).toHaveLength(1);
    } finally {
      t.app.ctx.mailer.send = send;
    }
  });

  it('#18: after its last retry a mail job fails and says why; the enquiry stays stored', async () => {
    const send = t.app.ctx.mailer.send;
    t.app.ctx.mailer.send = async () => {
      throw new Error('550 mailbox unavailable');
    };
    try {
      expect((await submit()).statusCode).toBe(201);
      for (let i = 0; i <= MAIL_JOB_OPTIONS.retryDelaysMs!.length; i++) {
        await makeDue();
        await t.app.jobs.flush();
      }
      const [job] = await mailJobs();
      expect(job).toMatchObject({
        status: 'failed',
        attempts: 4,
        error: 'The mail failed: 550 mailbox unavailable',
      });
      expect(await t.ctx.db.select().from(contacts)).toHaveLength(1);
    } finally {
      t.app.ctx.mailer.send = send;
    }
  });
});
