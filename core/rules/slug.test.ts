import { describe, expect, it } from 'vitest';
import { hyphenSlug, productSlug, specKeyFromLabel, tagSlug, titleCaseSlug, valueSlug } from './slug';

describe('slug rules', () => {
  it('PROD-21 CAT-05 EDIT-31: product and category slugs follow the name', () => {
    expect(productSlug('Pro Torch 3000')).toBe('pro-torch-3000');
    expect(productSlug('Air/Acetylene  Kit -- Deluxe!')).toBe('airacetylene-kit-deluxe');
    expect(productSlug('  Duplex   Soldering Torch ')).toBe('duplex-soldering-torch');
    expect(productSlug('B-Tank --- Regulator')).toBe('b-tank-regulator');
    expect(productSlug('Crème brûlée torch')).toBe('creme-brulee-torch');
  });

  it('TAG-05: tag slugs turn every run of non-alphanumerics into one hyphen and trim edges', () => {
    expect(tagSlug('HVAC & Plumbing')).toBe('hvac-plumbing');
    expect(tagSlug('--Roofing!!')).toBe('roofing');
    expect(tagSlug('Fabricators/Artisans 2')).toBe('fabricators-artisans-2');
  });

  it('GAL-26 GAL-30: page and gallery slugs use the hyphen rule', () => {
    expect(hyphenSlug('About Our Company!')).toBe('about-our-company');
    expect(hyphenSlug('Duplex Home Page')).toBe('duplex-home-page');
  });

  it('SPEC-14: spec keys derive from the label', () => {
    expect(specKeyFromLabel('Flame Class')).toBe('flame_class');
    expect(specKeyFromLabel('Max. Temperature (°F)')).toBe('max_temperature_f');
    expect(specKeyFromLabel('Tip-to-tip length')).toBe('tip_to_tip_length');
  });

  it('PUB-96: unknown filter slugs are title-cased words; values slug with dots as hyphens', () => {
    expect(titleCaseSlug('extra-heavy')).toBe('Extra Heavy');
    expect(valueSlug('1.5')).toBe('1-5');
    expect(valueSlug('Air/Acetylene')).toBe('air-acetylene');
  });
});
