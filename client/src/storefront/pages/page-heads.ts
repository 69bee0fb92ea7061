// The <head> of the static pages, kept apart from their text so the route table stays light.
import type { HeadData } from '../head';

export function aboutHead(): HeadData {
  return {
    title: 'About Us | Torchworks',
    description:
      'Torchworks Torch Company: a family business in New Jersey making professional air/acetylene and duplex soldering torches since 1968.',
    canonicalPath: '/about',
  };
}

export function privacyHead(): HeadData {
  return {
    title: 'Privacy Policy | Torchworks',
    description:
      'How Torchworks Torch Company collects, uses, shares, protects and keeps personal data, and the rights you have over it.',
    canonicalPath: '/privacy',
  };
}

export function termsHead(): HeadData {
  return {
    title: 'Terms of Service | Torchworks',
    description:
      'The terms for using the Torchworks website and buying Torchworks torches: quotes, payment, shipping, warranty, returns and disputes.',
    canonicalPath: '/terms',
  };
}

export function cookiesHead(): HeadData {
  return {
    title: 'Cookie Policy | Torchworks',
    description:
      'Which cookies the Torchworks website uses, what they are for, how long they last, and how to change your choice.',
    canonicalPath: '/cookies',
  };
}
