// The seeded maker's public details, used by the footer, contact page, legal pages and structured data.
export const SITE_INFO = {
  name: 'Torchworks',
  legalName: 'Torchworks Torch Company',
  founded: 1968,
  phone: '(800) 555-0137',
  phoneHref: 'tel:+18005550137',
  email: 'sales@torchworks.example',
  supportEmail: 'support@torchworks.example',
  privacyEmail: 'privacy@torchworks.example',
  address: {
    street: '1200 Industrial Parkway',
    city: 'Edison',
    region: 'NJ',
    postalCode: '08837',
    country: 'US',
  },
  hours: { weekdays: 'Mon-Fri 8AM-6PM EST', saturday: 'Saturday 9-2', sunday: 'Sunday closed' },
} as const;
