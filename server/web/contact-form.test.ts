// The contact form without JavaScript (#14): POST /contact stores through the JSON API's service
// (validation, honeypot, rate limit), answers 303 to /contact?sent=1 or renders the form again with
// the values and reasons; no field of the enquiry reaches an address or a log line.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../core/constants';
import { setupTestApp } from '../../tests/helpers/app';
import { selectedOptions } from '../../tests/helpers/html';
import { contacts } from '../db/schema';
import { createTestRenderer, type ServerEntry } from './renderer';

const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

const t = setupTestApp({
  build: {
    web: createTestRenderer(async () => (await import('../../client/src/entry-server')) as ServerEntry),
    logger: true,
    logStream,
  },
  // Debug: the in-process calls of server rendering are logged too.
  config: { logLevel: 'debug' },
});

const flushLog = () => new Promise((resolve) => setTimeout(resolve, 20));

const ENQUIRY = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Plumbing',
  phone: '+1 973 555 0111',
  type: 'distributor',
  message: 'Which distributor near Newark stocks the Duplex 150?',
  productSku: 'TW-DX-150',
  website: '',
};

const post = (fields: Record<string, string>, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The opening tag of the form control with this name. */
const control = (html: string, name: string) =>
  new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('POST /contact without JavaScript (#14)', () => {
  it('#14 PUB-109 PUB-119: the form posts to the server; a valid enquiry is stored and answered 303 to /contact?sent=1', async () => {
    const form = await t.app.inject({ method: 'GET', url: '/contact' });
    const formTag = /<form[^>]*data-testid="contact-form"[^>]*>/.exec(form.body)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/contact"');

    logLines.length = 0;
    const res = await post(ENQUIRY);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    const stored = await t.ctx.db.select().from(contacts);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@analytical.example',
      company: 'Analytical Plumbing',
      phone: '+1 973 555 0111',
      type: 'distributor',
      message: 'Which distributor near Newark stocks the Duplex 150?',
      productSku: 'TW-DX-150',
      status: 'new',
    });

    // PUB-123: the page it redirects to thanks the visitor.
    const thanks = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(thanks.statusCode).toBe(200);
    const text = decode(thanks.body);
    expect(text).toContain('Message sent successfully!');
    expect(text).toContain("We'll get back to you within 24 hours.");

    // Nothing of the enquiry in the request log (method, path and status only).
    await flushLog();
    const log = logLines.join('\n');
    expect(log).toContain('"url":"/contact"');
    for (const value of [ENQUIRY.name, ENQUIRY.email, 'Newark', ENQUIRY.phone, 'Analytical'])
      expect(log).not.toContain(value);
  });

  it('#14 PUB-106: a message over the limit is refused, not cut: the form comes back with every value and the reason', async () => {
    const long = `${'Please quote. '.repeat(428)}END`; // 6,000 characters
    expect(long.length).toBe(5995);
    const message = `${long}12345`;
    logLines.length = 0;
    const res = await post({ ...ENQUIRY, message });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const html = decode(res.body);
    expect(html).toContain('Failed to send message');
    expect(html).toContain(`Message must be at most ${CONTACT_LIMITS.message} characters`);
    // The whole message is given back (nothing cut) with the counter, and the other values stay.
    expect(html).toContain(`${message}</textarea>`);
    expect(html).toContain('6,000 / 5,000 characters: 1,000 too many.');
    expect(control(html, 'name')).toContain('value="Ada Lovelace"');
    expect(control(html, 'email')).toContain('value="ada@analytical.example"');
    expect(selectedOptions(html)).toEqual(['distributor']);
    expect(html).toMatch(/SKU (<!-- -->)?TW-DX-150/);
    expect(control(html, 'productSku')).toContain('value="TW-DX-150"');
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(0);
    await flushLog();
    expect(logLines.join('\n')).toContain('"statusCode":400');
    expect(logLines.join('\n')).not.toContain('Please quote');

    // Exactly at the limit is fine.
    const atLimit = await post({ ...ENQUIRY, message: message.slice(0, CONTACT_LIMITS.message) });
    expect(atLimit.statusCode).toBe(303);
    const [row] = await t.ctx.db.select().from(contacts);
    expect(row!.message).toHaveLength(CONTACT_LIMITS.message);
  });

  it('#14 PUB-103: missing name and a malformed e-mail are shown beside their fields', async () => {
    const res = await post({ ...ENQUIRY, name: '  ', email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    const html = decode(res.body);
    expect(html).toContain('Name is required');
    expect(control(html, 'name')).toContain('aria-invalid="true"');
    expect(control(html, 'email')).toContain('aria-invalid="true"');
    expect(control(html, 'company')).not.toContain('aria-invalid');
    expect(html).toContain('Which distributor near Newark stocks the Duplex 150?</textarea>');
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(0);
  });

  it('#14: the honeypot is answered like a success and stores nothing; the rate limit is shared with the JSON API', async () => {
    const robot = await post({ ...ENQUIRY, website: 'https://spam.example' });
    expect(robot.statusCode).toBe(303);
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(0);

    const ip = '198.51.100.20';
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        remoteAddress: ip,
        payload: { name: 'Bob', email: 'bob@example.com', message: `Hello ${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await post(ENQUIRY, ip)).statusCode).toBe(303);
    const limited = await post(ENQUIRY, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(decode(limited.body)).toContain('You have sent several messages in a short time.');
    expect(decode(limited.body)).toContain('Which distributor near Newark stocks the Duplex 150?</textarea>');
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(5);
  });

  it('#14: an outside request cannot fill the form by address; other content types are refused', async () => {
    const spoof = await t.app.inject({ method: 'GET', url: '/contact?contact-form-state=1' });
    expect(spoof.statusCode).toBe(200);
    expect(spoof.body).not.toContain('Failed to send message');
    const json = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(json.statusCode).toBe(415);
    expect(await t.ctx.db.select().from(contacts)).toHaveLength(0);
  });
});
