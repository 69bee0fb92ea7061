// Quote requests (#20) on PGlite and PostgreSQL: one enquiry with its lines through POST /api/contacts
// (same validation, honeypot and rate limit as the contact form), shown in the inbox, exported as CSV,
// listed in the notification mail; the limits (100 lines, quantity 1–100,000) refused with 400.
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { contacts } from '../../db/schema';

const t = setupTestApp();

const buyer = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Navy Yard',
  type: 'quote',
  message: 'Delivery to New Jersey.',
};
const line = (i: number, quantity = i + 1) => ({
  productId: i + 1,
  sku: `PT-${i}`,
  name: `Torch ${i}`,
  quantity,
});
const submit = (payload: Record<string, unknown>, ip = '192.0.2.20') =>
  t.app.inject({ method: 'POST', url: '/api/contacts', payload, remoteAddress: ip });

describe('quote requests (#20)', () => {
  it('stores one enquiry with all its lines; the inbox shows them and the CSV export has one row per line', async () => {
    const products = await Promise.all([0, 1, 2].map(() => create.product(t.ctx.db, { status: 'active' })));
    const lines = products.map((p, i) => ({
      productId: p.id,
      sku: p.sku,
      name: p.name,
      quantity: [3, 20, 100_000][i]!,
    }));
    const res = await submit({ ...buyer, type: 'general', lines });
    expect(res.statusCode).toBe(201);
    const stored = await t.ctx.db.select().from(contacts);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'quote', lines });

    const { cookie } = await signedIn(t, 'editor');
    const list = await t.app.inject({ method: 'GET', url: '/api/contacts', headers: { cookie } });
    expect(list.json().contacts[0].lines).toEqual(lines);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/contacts/${res.json().id}`,
      headers: { cookie },
    });
    expect(one.json().lines).toEqual(lines);

    await submit({ name: 'Al', email: 'al@example.com', message: '=cmd|calc' });
    const csv = await t.app.inject({ method: 'GET', url: '/api/contacts/export.csv', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="?inquiries-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toContain('Line SKU');
    expect(rows).toHaveLength(1 + 3 + 1); // header, three lines, the plain enquiry
    expect(rows.filter((r) => r.includes('Grace Hopper'))).toHaveLength(3);
    expect(rows.some((r) => r.includes(`${products[2]!.sku},${products[2]!.name},100000`))).toBe(true);
    expect(csv.body).toContain("'=cmd|calc"); // a formula is written as text
    const quotesOnly = await t.app.inject({
      method: 'GET',
      url: '/api/contacts/export.csv?type=quote',
      headers: { cookie },
    });
    expect(quotesOnly.body.trim().split('\n')).toHaveLength(4);
  });

  it('refuses over 100 lines, an empty list and quantities outside 1–100,000 with 400 and clear messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { ...buyer, lines: Array.from({ length: 101 }, (_, i) => line(i)) },
        'A quote request can hold at most 100 products',
      ],
      [{ ...buyer, lines: [] }, 'A quote request needs at least one product'],
      [{ ...buyer, lines: [line(0, 0)] }, 'Quantity must be between 1 and 100,000'],
      [{ ...buyer, lines: [line(0, 100_001)] }, 'Quantity must be between 1 and 100,000'],
      [{ ...buyer, lines: [line(0, 1.5)] }, 'Quantity must be a whole number'],
      [{ ...buyer, lines: [{ ...line(0), sku: ' ' }] }, 'SKU is required'],
      [{ ...buyer, lines: [{ ...line(0), price: 3 }] }, 'Unrecognized key: "price"'],
      [{ ...buyer, email: 'nope', lines: [line(0)] }, 'Please enter a valid email address'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error, message).toContain(message);
    }
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(0);
    const hundred = await submit({
      ...buyer,
      lines: Array.from({ length: 100 }, (_, i) => line(i, 100_000)),
    });
    expect(hundred.statusCode).toBe(201);
  });

  it('the honeypot and the rate limit apply to quote requests as to the contact form', async () => {
    const bot = await submit({ ...buyer, lines: [line(0)], website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(0);
    for (let i = 0; i < 4; i++) expect((await submit({ ...buyer, lines: [line(i)] })).statusCode).toBe(201);
    const limited = await submit({ ...buyer, lines: [line(0)] });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^You have sent several messages in a short time/);
  });

  it('the notification mail lists the lines', async () => {
    await t.rebuild({ mailTo: 'sales@torch.test' });
    try {
      expect((await submit({ ...buyer, lines: [line(0, 3), line(1, 40)] })).statusCode).toBe(201);
      const [mail] = t.outbox;
      expect(mail!.subject).toBe('New enquiry (Request a Quote) from Grace Hopper');
      expect(mail!.text).toContain('Quote lines (2):');
      expect(mail!.text).toContain('  3 x PT-0 - Torch 0 (product 1)');
      expect(mail!.text).toContain('  40 x PT-1 - Torch 1 (product 2)');
    } finally {
      await t.rebuild({ mailTo: undefined });
    }
  });

  it('the export is for editors: signed out 401, viewer 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts/export.csv' })).statusCode).toBe(401);
    const { cookie } = await signedIn(t, 'viewer');
    const res = await t.app.inject({ method: 'GET', url: '/api/contacts/export.csv', headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });
});
