// The contact form: ?type= preselection, ?sku= carried, required fields checked by the browser, the
// submitting state, success (toast, reset to general) and failure (toast with the reason, values kept).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowConsole, MISSING_ANALYTICS_ID } from '../../../../tests/helpers/console';
import { mockApi, pending, renderWithProviders } from '../../../../tests/helpers/render';
import { acceptAll, clearStoredConsent, rejectAll } from '../consent/consent';
import { ContactPage, inquiryTypeFrom } from './contact-page';

const field = (label: RegExp | string) =>
  screen.getByLabelText(label, { selector: 'input, textarea, select' }) as HTMLInputElement;

function fill() {
  fireEvent.change(field(/^Name/), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(field(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(field('Company'), { target: { value: 'Analytical Plumbing' } });
  fireEvent.change(field(/^Message/), { target: { value: 'Please quote 12 Duplex 150 torches.' } });
}

const submit = () => fireEvent.submit(screen.getByTestId('contact-form'));

describe('contact page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearStoredConsent();
  });

  it('PUB-70 PUB-103 PUB-104: name, email, company, phone, inquiry type and message; name, e-mail (type email) and message required by the browser', () => {
    mockApi({});
    renderWithProviders(<ContactPage />, { path: '/contact' });
    expect(field(/^Name/).required).toBe(true);
    expect(field(/^Email/).required).toBe(true);
    expect(field(/^Email/).type).toBe('email');
    expect(field(/^Message/).required).toBe(true);
    expect(field('Company').required).toBe(false);
    expect(field('Phone').required).toBe(false);
    expect((screen.getByLabelText('Inquiry Type') as HTMLSelectElement).value).toBe('general');
  });

  it('PUB-71 PUB-105: ?type= preselects one of the six types; other values fall back to general', () => {
    expect(
      ['general', 'product', 'distributor', 'support', 'quote', 'partnership'].map(inquiryTypeFrom),
    ).toEqual(['general', 'product', 'distributor', 'support', 'quote', 'partnership']);
    expect(inquiryTypeFrom('sales')).toBe('general');
    expect(inquiryTypeFrom(null)).toBe('general');
    mockApi({});
    renderWithProviders(<ContactPage />, { path: '/contact?type=partnership' });
    expect((screen.getByLabelText('Inquiry Type') as HTMLSelectElement).value).toBe('partnership');
  });

  it('#20: a product page\'s "Add to quote" sent without JavaScript arrives with the SKU and its quantity in the message', () => {
    renderWithProviders(<ContactPage />, { path: '/contact?type=quote&sku=DX-150&quantity=12' });
    expect(screen.getByText(/SKU DX-150/)).toBeTruthy();
    expect(field(/^Message/).value).toBe('Quantity: 12\n');
  });

  it('#20: a quantity outside 1–100,000 or not whole is left out of the message', () => {
    renderWithProviders(<ContactPage />, { path: '/contact?type=quote&sku=DX-150&quantity=2.5' });
    expect(field(/^Message/).value).toBe('');
  });

  it('PUB-100 PUB-101 PUB-119 PUB-123: sends the fields and the product SKU, disables the button with a spinner meanwhile, then toasts and resets to general', async () => {
    let release: (v: [number, unknown]) => void = () => {};
    const { calls } = mockApi({
      'POST /api/contacts': () =>
        new Promise<[number, unknown]>((resolve) => {
          release = resolve;
        }),
    });
    renderWithProviders(<ContactPage />, { path: '/contact?type=quote&sku=DX-150' });
    expect(screen.getByText(/SKU DX-150/)).toBeTruthy();
    fill();
    submit();
    const button = await screen.findByRole('button', { name: /Sending/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('contact-spinner')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/contacts',
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Plumbing',
        phone: '',
        type: 'quote',
        message: 'Please quote 12 Duplex 150 torches.',
        productSku: 'DX-150',
      },
    });
    expect(calls[0]?.body).not.toHaveProperty('website');
    release([201, { id: 1, status: 'new', createdAt: '2026-11-24T00:00:00.000Z' }]);
    expect(await screen.findByText('Message sent successfully!')).toBeTruthy();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeTruthy();
    await waitFor(() => expect(field(/^Name/).value).toBe(''));
    expect(field(/^Message/).value).toBe('');
    expect((screen.getByLabelText('Inquiry Type') as HTMLSelectElement).value).toBe('general');
    expect(screen.queryByText(/SKU DX-150/)).toBeNull();
  });

  it('PUB-102 PUB-106 PUB-121: a refused submission shows "Failed to send message" with the reason, marks the field and keeps the values', async () => {
    mockApi({
      'POST /api/contacts': [
        400,
        { error: 'Enter a valid e-mail address', details: { email: ['Enter a valid e-mail address'] } },
      ],
    });
    renderWithProviders(<ContactPage />, { path: '/contact' });
    fill();
    fireEvent.change(screen.getByLabelText('Inquiry Type'), { target: { value: 'support' } });
    submit();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getAllByText('Enter a valid e-mail address').length).toBeGreaterThanOrEqual(1);
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Name/).value).toBe('Ada Lovelace');
    expect(field(/^Message/).value).toBe('Please quote 12 Duplex 150 torches.');
    expect((screen.getByLabelText('Inquiry Type') as HTMLSelectElement).value).toBe('support');
  });

  it('rate limiting reads as the server explains it', async () => {
    mockApi({
      'POST /api/contacts': [
        429,
        {
          error:
            'You have sent several messages in a short time. Please wait 9 minutes and try again, or call us.',
        },
      ],
    });
    renderWithProviders(<ContactPage />, { path: '/contact' });
    fill();
    submit();
    expect(await screen.findByText(/Please wait 9 minutes/)).toBeTruthy();
  });

  it('ANALYTICS-16 #14: with consent a sent enquiry records one form_submit, a distributor enquiry too (one conversion); without consent nothing', async () => {
    const { calls } = mockApi({
      'POST /api/contacts': [201, { id: 1, status: 'new', createdAt: '2026-11-24T00:00:00.000Z' }],
      'POST /api/analytics/events': [204],
    });
    rejectAll();
    renderWithProviders(<ContactPage />, { path: '/contact?type=distributor' });
    fill();
    submit();
    await screen.findByText('Message sent successfully!');
    expect(calls.filter((c) => c.path === '/api/analytics/events')).toHaveLength(0);
    allowConsole(MISSING_ANALYTICS_ID);
    acceptAll();
    fill();
    fireEvent.change(screen.getByLabelText('Inquiry Type'), { target: { value: 'distributor' } });
    submit();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/contacts')).toHaveLength(2));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/analytics/events')).toHaveLength(1));
    const events = calls.filter((c) => c.path === '/api/analytics/events').map((c) => c.body);
    expect(events).toEqual([
      expect.objectContaining({
        name: 'form_submit',
        data: { formType: 'contact', inquiryType: 'distributor' },
      }),
    ]);
  });

  it('#14 PUB-106: a live counter near the limit; a longer message is refused with the reason, never cut', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<ContactPage />, { path: '/contact' });
    fill();
    const counter = screen.getByTestId('message-counter');
    expect(counter.textContent).toBe('');
    expect(field(/^Message/).hasAttribute('maxLength')).toBe(false);
    fireEvent.change(field(/^Message/), { target: { value: 'x'.repeat(4000) } });
    expect(counter.textContent).toBe('4,000 / 5,000 characters');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    fireEvent.change(field(/^Message/), { target: { value: 'x'.repeat(6000) } });
    expect(field(/^Message/).value).toHaveLength(6000);
    expect(counter.textContent).toBe(
      '6,000 / 5,000 characters: 1,000 too many. Please shorten your message.',
    );
    expect(field(/^Message/).getAttribute('aria-invalid')).toBe('true');
    submit();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getAllByText('Message must be at most 5000 characters').length).toBeGreaterThanOrEqual(1);
    expect(calls.filter((c) => c.path === '/api/contacts')).toHaveLength(0);
    expect(field(/^Message/).value).toHaveLength(6000);
  });

  it('#14 PUB-123: the form posts to /contact without JavaScript; /contact?sent=1 thanks the visitor', () => {
    mockApi({});
    renderWithProviders(<ContactPage />, { path: '/contact?sent=1' });
    const form = screen.getByTestId('contact-form');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/contact');
    const sent = screen.getByTestId('contact-sent');
    expect(sent.textContent).toContain('Message sent successfully!');
    expect(sent.textContent).toContain("We'll get back to you within 24 hours.");
  });

  it('the submit waits while pending (no double sending)', async () => {
    const { calls } = mockApi({ 'POST /api/contacts': pending() });
    renderWithProviders(<ContactPage />, { path: '/contact' });
    fill();
    submit();
    await screen.findByRole('button', { name: /Sending/ });
    submit();
    expect(calls.filter((c) => c.path === '/api/contacts')).toHaveLength(1);
  });
});
