import { describe, expect, it } from 'vitest';
import { displayNameFromFile, generateAltText, imageSeoScore, seoBand, seoFilenameBase } from './image-seo';

const context = {
  name: 'Duplex Soldering Torch DX-300',
  sku: 'DX-300',
  category: 'Duplex Soldering Torches',
  brand: 'Torchworks',
};

describe('image SEO rules', () => {
  it('IMG-24 MEDIA-11: bands at 80, 60 and 40', () => {
    expect(seoBand(100).label).toBe('Excellent');
    expect(seoBand(80).label).toBe('Excellent');
    expect(seoBand(79).label).toBe('Good');
    expect(seoBand(60).label).toBe('Good');
    expect(seoBand(59).label).toBe('Fair');
    expect(seoBand(40).label).toBe('Fair');
    expect(seoBand(39).label).toBe('Poor');
    expect(seoBand(0).label).toBe('Poor');
    expect(seoBand(80).color).toBe('green');
  });

  it('builds readable, lowercase, hyphenated file names from the product context', () => {
    expect(seoFilenameBase('IMG_2041 side view.JPG', context)).toBe(
      'torchworks-duplex-soldering-torch-dx-300-side-view',
    );
    expect(seoFilenameBase('IMG_2041.jpg', { name: 'Tip Cleaner', sku: 'TC-10', brand: 'Torchworks' })).toBe(
      'torchworks-tip-cleaner-tc-10',
    );
    expect(seoFilenameBase('DSC0001.jpg', {})).toBe('image');
    expect(seoFilenameBase('Brass Regulator Close Up.png', {})).toBe('brass-regulator-close-up');
    expect(seoFilenameBase('x.jpg', { name: 'a'.repeat(120) }).length).toBeLessThanOrEqual(80);
  });

  it('generates alt text from the context or the file name', () => {
    expect(generateAltText('photo.jpg', context)).toBe(
      'Torchworks Duplex Soldering Torch DX-300 – Duplex Soldering Torches',
    );
    expect(generateAltText('photo.jpg', { name: 'Tip Cleaner', sku: 'TC-10' })).toBe('Tip Cleaner (TC-10)');
    expect(generateAltText('brass_regulator-gauge.png')).toBe('Brass regulator gauge');
    expect(displayNameFromFile('brass_regulator-gauge.png')).toBe('brass regulator gauge');
  });

  it('scores 0–100: poor for camera names, excellent for described product images', () => {
    expect(imageSeoScore({ filename: 'IMG_2041.JPG' })).toBeLessThan(40);
    const good = imageSeoScore({
      filename: 'torchworks-duplex-soldering-torch-dx-300.webp',
      alt: 'Torchworks Duplex Soldering Torch DX-300 with twin tips',
      displayName: 'DX-300 duplex torch',
      tags: ['duplex'],
      keywords: [context.name],
    });
    expect(good).toBe(100);
    const noAlt = imageSeoScore({
      filename: 'torchworks-duplex-soldering-torch-dx-300.webp',
      keywords: [context.name],
    });
    expect(noAlt).toBe(40);
  });
});
