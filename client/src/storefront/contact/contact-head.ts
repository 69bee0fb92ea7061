import type { HeadData } from '../head';

export function contactHead(): HeadData {
  return {
    title: 'Contact Us | Torchworks',
    description:
      'Contact Torchworks for quotes, distributor locations, technical support and product information. We answer every enquiry within 24 hours.',
    canonicalPath: '/contact',
  };
}
