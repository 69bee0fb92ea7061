// Enquiries: stored from the public form (rate-limited per address, a honeypot field for robots),
// announced to MAIL_TO by a mail job, and read and handled in the admin inbox.
import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ContactStatus, ContactType } from '../../../core/constants';
import { CONTACT_TYPE_LABELS } from '../../../core/schemas/contacts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { contacts, type QuoteLineRow } from '../../db/schema';
import { notFound, tooManyRequests } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import { queueMail } from '../../mail/mail-jobs';

export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

export interface ContactValues {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  type: ContactType;
  message: string;
  productSku: string | null;
  lines?: QuoteLineRow[];
  website?: string;
}

export type ContactRow = typeof contacts.$inferSelect & { type: ContactType; status: ContactStatus };

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, 120);
}

export async function submitContact(
  ctx: AppContext,
  input: ContactValues,
  meta: { ip: string },
): Promise<{ id: number; status: 'new'; createdAt: Date }> {
  const { count: sent, resetInMs } = await hit(ctx.db, `contact:ip:${meta.ip}`, CONTACT_LIMIT.windowMs);
  if (sent > CONTACT_LIMIT.limit) {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    throw tooManyRequests(
      `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or call us.`,
      resetInMs / 1000,
    );
  }
  if (input.website?.trim()) {
    // A robot filled the hidden field: answer as if stored, store nothing, send nothing.
    const [last] = await ctx.db
      .select({ id: sql<number>`coalesce(max(${contacts.id}), 0)::int` })
      .from(contacts);
    return { id: (last?.id ?? 0) + 1, status: 'new', createdAt: new Date() };
  }
  const { website: _honeypot, lines, ...fields } = input;
  // A request with lines is a quote request (#20), whatever type the form sent.
  const values = { ...fields, type: lines?.length ? ('quote' as const) : fields.type, lines: lines ?? null };
  const mailTo = ctx.config.mailTo;
  // The enquiry and its notification are stored together: the mail job sends it, retrying if the mail
  // server is down, so no enquiry goes unannounced.
  const row = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contacts)
      .values({ ...values, status: 'new' })
      .returning({ id: contacts.id, createdAt: contacts.createdAt });
    if (mailTo)
      await queueMail(ctx, tx, {
        to: mailTo,
        replyTo: values.email,
        subject: oneLine(`New enquiry (${CONTACT_TYPE_LABELS[values.type]}) from ${values.name}`),
        text: [
          `Name: ${values.name}`,
          `Email: ${values.email}`,
          `Company: ${values.company ?? '-'}`,
          `Phone: ${values.phone ?? '-'}`,
          `Type: ${CONTACT_TYPE_LABELS[values.type]}`,
          ...(values.productSku ? [`Product SKU: ${values.productSku}`] : []),
          ...(values.lines
            ? ['', `Quote lines (${values.lines.length}):`, ...quoteLineText(values.lines)]
            : []),
          '',
          values.message,
          '',
          `Open the inbox: ${ctx.config.publicUrl}/admin/inquiries`,
        ].join('\n'),
      });
    return stored!;
  });
  return { id: row.id, status: 'new', createdAt: row.createdAt };
}

/** The mail's lines: "  12 × TW-100 — Torch name (product 4)". */
export function quoteLineText(lines: QuoteLineRow[]): string[] {
  return lines.map((l) => `  ${l.quantity} x ${l.sku} - ${oneLine(l.name)} (product ${l.productId})`);
}

function filters(query: { type?: ContactType; status?: ContactStatus }): SQL | undefined {
  return and(
    query.type ? eq(contacts.type, query.type) : undefined,
    query.status ? eq(contacts.status, query.status) : undefined,
  );
}

export async function listContacts(
  db: DbOrTx,
  query: { type?: ContactType; status?: ContactStatus; page: number; limit: number },
) {
  const where = filters(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    contacts: rows as ContactRow[],
    total: n,
    totalPages: Math.max(1, Math.ceil(n / query.limit)),
    page: query.page,
    limit: query.limit,
  };
}

export async function getContact(db: DbOrTx, id: number): Promise<ContactRow> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!row) throw notFound('Inquiry not found');
  return row as ContactRow;
}

export async function setContactStatus(db: DbOrTx, id: number, status: ContactStatus): Promise<ContactRow> {
  const [row] = await db
    .update(contacts)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(contacts.id, id))
    .returning();
  if (!row) throw notFound('Inquiry not found');
  return row as ContactRow;
}

export async function countContacts(db: DbOrTx, status?: ContactStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(status ? eq(contacts.status, status) : undefined);
  return row?.n ?? 0;
}

const CSV_HEADER = [
  'Inquiry ID',
  'Received',
  'Status',
  'Type',
  'Name',
  'Email',
  'Company',
  'Phone',
  'Product SKU',
  'Message',
  'Line',
  'Line product ID',
  'Line SKU',
  'Line product name',
  'Line quantity',
];

/** A cell a spreadsheet would run as a formula is written as text (CSV injection). */
function cell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

/**
 * The inbox as CSV (#20): one row per quote line (the enquiry's fields repeated), one row for an
 * enquiry without lines; newest first, with the list's filters. UTF-8 with a BOM for Excel.
 */
export async function exportContactsCsv(
  db: DbOrTx,
  query: { type?: ContactType; status?: ContactStatus },
): Promise<string> {
  const rows = await db
    .select()
    .from(contacts)
    .where(filters(query))
    .orderBy(desc(contacts.createdAt), desc(contacts.id));
  const records: (string | number)[][] = [CSV_HEADER];
  for (const r of rows) {
    const base = [
      r.id,
      r.createdAt.toISOString(),
      r.status,
      r.type,
      r.name,
      r.email,
      r.company,
      r.phone,
      r.productSku,
      r.message,
    ].map(cell);
    const lines = r.lines ?? [];
    if (lines.length === 0) records.push([...base, '', '', '', '', '']);
    for (const [i, l] of lines.entries()) {
      records.push([...base, i + 1, l.productId, cell(l.sku), cell(l.name), l.quantity]);
    }
  }
  return `\uFEFF${stringify(records)}`;
}
