// Enquiries on PGlite and PostgreSQL: the public POST /api/contacts (validation, honeypot, rate limit,
// mail to MAIL_TO) and the inbox calls (filters, paging, statuses, count).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp, signedIn } from '../../../tests/helpers/app';
import { create } from '../../../tests/helpers/factories';
import { contacts } from '../../db/schema';

const t = setupTestApp();

const enquiry = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  company: 'Navy Yard',
  phone: '+1 555 0100',
  type: 'quote',
  message: 'Please quote 20 torches.\nDelivery to New Jersey.',
  productSku: 'PT-100',
};
const submit = (payload: Record<string, unknown>, ip = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: '/api/contacts', payload, remoteAddress: ip });

describe('POST /api/contacts (public contact form)', () => {
  it('ENT-53: stores the enquiry with status new and answers 201 { id, status, createdAt }', async () => {
    const res = await submit(enquiry);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'status']);
    expect(body.status).toBe('new');
    const [row] = await t.ctx.db.select().from(contacts);
    expect(row).toMatchObject({
      id: body.id,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      type: 'quote',
      status: 'new',
      productSku: 'PT-100',
      message: 'Please quote 20 torches.\nDelivery to New Jersey.',
    });
    const minimal = await submit({ name: 'Al', email: 'al@example.com', message: 'Hi' });
    expect(minimal.statusCode).toBe(201);
    const [second] = await t.ctx.db.select().from(contacts).where(eq(contacts.id, minimal.json().id));
    expect(second).toMatchObject({ type: 'general', company: null, phone: null, productSku: null });
  });

  it('validates on the server with messages and length limits', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...enquiry, name: ' ' }, 'Name is required'],
      [{ ...enquiry, email: '' }, 'Email is required'],
      [{ ...enquiry, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...enquiry, message: '' }, 'Message is required'],
      [{ ...enquiry, name: 'n'.repeat(201) }, 'Name must be at most 200 characters'],
      [{ ...enquiry, company: 'c'.repeat(201) }, 'Company must be at most 200 characters'],
      [{ ...enquiry, phone: '1'.repeat(51) }, 'Phone must be at most 50 characters'],
      [{ ...enquiry, message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [
        { ...enquiry, type: 'complaint' },
        'Inquiry type must be one of general, product, distributor, support, quote, partnership',
      ],
      [{ ...enquiry, status: 'closed' }, 'Unrecognized key: "status"'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await submit({ ...enquiry, message: 'm'.repeat(5000) })).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(1);
  });

  it('a filled honeypot field gets the same 201 answer but nothing is stored or mailed', async () => {
    await t.rebuild({ mailTo: 'sales@torch.test' });
    try {
      const res = await submit({ ...enquiry, website: 'http://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ status: 'new' });
      expect(res.json().id).toBeGreaterThan(0);
      expect(await t.ctx.db.select().from(contacts)).toHaveLength(0);
      expect(t.outbox).toHaveLength(0);
    } finally {
      await t.rebuild({ mailTo: undefined });
    }
  });

  it('rate-limits per address: 5 per 10 minutes, then 429 with a friendly message', async () => {
    for (let i = 0; i < 5; i++) expect((await submit(enquiry)).statusCode).toBe(201);
    const limited = await submit(enquiry);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^You have sent several messages in a short time\. Please wait \d+ minutes? and try again, or call us\.$/,
    );
    expect((await submit(enquiry, '192.0.2.99')).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(6);
  });

  it('announces the enquiry to MAIL_TO (reply goes to the sender); without MAIL_TO nothing is sent', async () => {
    expect((await submit(enquiry)).statusCode).toBe(201);
    expect(t.outbox).toHaveLength(0);
    await t.rebuild({ mailTo: 'sales@torch.test' });
    try {
      expect((await submit(enquiry)).statusCode).toBe(201);
      expect(t.outbox).toHaveLength(1);
      const [mail] = t.outbox;
      expect(mail).toMatchObject({
        to: 'sales@torch.test',
        replyTo: 'grace@example.com',
        subject: 'New enquiry (Request a Quote) from Grace Hopper',
      });
      expect(mail!.text).toContain('Please quote 20 torches.\nDelivery to New Jersey.');
      expect(mail!.text).toContain('Product SKU: PT-100');
      expect(mail!.text).toContain('http://catalogue.test/admin/inquiries');
    } finally {
      await t.rebuild({ mailTo: undefined });
    }
  });
});

describe('inquiries inbox', () => {
  async function seed() {
    const base = Date.UTC(2025, 0, 1);
    await create.many(
      t.ctx.db,
      contacts,
      Array.from({ length: 25 }, (_, i) => ({
        name: `Person ${i}`,
        email: `p${i}@example.com`,
        message: `Message ${i}`,
        type: i % 5 === 0 ? 'distributor' : 'general',
        status: i < 3 ? 'closed' : 'new',
        createdAt: new Date(base + i * 60_000),
      })),
    );
  }

  it('GET /api/contacts lists newest first, paged, filtered by type and status', async () => {
    await seed();
    const { cookie } = await signedIn(t, 'editor');
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/contacts${query}`, headers: { cookie } });
    const first = await get('');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 25, totalPages: 2, page: 1, limit: 20 });
    expect(first.json().contacts).toHaveLength(20);
    expect(first.json().contacts[0].name).toBe('Person 24');
    const second = (await get('?page=2')).json();
    expect(second.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Person 4',
      'Person 3',
      'Person 2',
      'Person 1',
      'Person 0',
    ]);
    const distributors = (await get('?type=distributor&limit=2')).json();
    expect(distributors).toMatchObject({ total: 5, totalPages: 3 });
    expect(distributors.contacts.map((c: { name: string }) => c.name)).toEqual(['Person 20', 'Person 15']);
    const closed = (await get('?status=closed&type=distributor')).json();
    expect(closed.contacts.map((c: { name: string }) => c.name)).toEqual(['Person 0']);
    expect((await get('?status=archived')).statusCode).toBe(400);
    expect((await get('?limit=500')).statusCode).toBe(400);
  });

  it('GET /api/contacts/{id}, PATCH its status, GET /api/contacts/count?status=new', async () => {
    await seed();
    const { cookie } = await signedIn(t, 'editor');
    const count = async (query = '?status=new') =>
      (await t.app.inject({ method: 'GET', url: `/api/contacts/count${query}`, headers: { cookie } })).json()
        .count;
    expect(await count()).toBe(22);
    expect(await count('')).toBe(25);
    const one = await t.app.inject({ method: 'GET', url: '/api/contacts/10', headers: { cookie } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: 10, name: 'Person 9', status: 'new', type: 'general' });
    const patch = (id: number, status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: { cookie }, payload: { status } });
    const moved = await patch(10, 'in_progress');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('in_progress');
    expect(await count()).toBe(21);
    expect((await patch(10, 'closed')).json().status).toBe('closed');
    expect((await patch(10, 'new')).json().status).toBe('new');
    expect((await patch(10, 'spam')).statusCode).toBe(400);
    expect((await patch(999, 'closed')).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/contacts/999', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Inquiry not found');
  });
});
