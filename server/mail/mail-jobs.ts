// Outgoing mail as background jobs (#18): a message is queued in the jobs table in the same request that
// decided to send it, and a worker sends it, trying again after 30 s, 2 min and 10 min when the mail
// server refuses or is down. The message is forgotten once sent. A password-reset mail is the exception
// (auth/service.ts): its link holds a token that must not be stored readable, so it is sent at once.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import type { JobHandler, JobKindOptions } from '../jobs/queue';
import type { MailMessage } from './mailer';

export const MAIL_JOB = 'mail';

export const MAIL_JOB_OPTIONS: JobKindOptions = {
  retryDelaysMs: [30_000, 120_000, 600_000],
  forgetPayload: true,
};

/**
 * Queues a message (picked up within the queue's poll interval by any server). Without a configured
 * mail server there is nothing to retry: the mailer logs that it did not send, at once.
 */
export async function queueMail(
  ctx: Pick<AppContext, 'mailer'>,
  db: DbOrTx,
  message: MailMessage,
): Promise<void> {
  if (!ctx.mailer.configured) {
    await ctx.mailer.send(message);
    return;
  }
  await db.execute(
    sql`insert into jobs (kind, payload) values (${MAIL_JOB}, ${JSON.stringify({ message })}::jsonb)`,
  );
}

export function mailJobHandler(ctx: Pick<AppContext, 'mailer'>): JobHandler {
  return async (job) => {
    const message = (job.payload as { message?: MailMessage }).message;
    if (!message) return { sent: false };
    await ctx.mailer.send(message);
    return { sent: true };
  };
}
