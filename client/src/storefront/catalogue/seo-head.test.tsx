// The SEO helpers the catalogue and product pages use: meta tags in the server HTML and on client
// navigation, and the breadcrumb and collection structured data (prices in USD, at most 20 products).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breadcrumbLd, collectionLd } from '../../../../core/rules/structured-data';
import { type HeadData, renderHead, useDocumentHead } from '../head';

const head: HeadData = {
  title: 'Duplex 300 | Torchworks',
  description: 'Twin flame <torch> & more',
  canonicalPath: '/products/duplex-300',
  keywords: 'duplex, torch',
  ogType: 'product',
  image: '/api/storage/images/a-desktop.webp',
  jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
};

function Head({ data }: { data: HeadData }) {
  useDocumentHead(data, 'https://shop.test');
  return null;
}

describe('page meta tags (SEO-07)', () => {
  it('SEO-07: the server HTML carries title, description, keywords, canonical, Open Graph, Twitter and safe JSON-LD', () => {
    const html = renderHead(head, 'https://shop.test');
    expect(html).toContain('<title>Duplex 300 | Torchworks</title>');
    expect(html).toContain('<meta name="description" content="Twin flame &lt;torch&gt; &amp; more">');
    expect(html).toContain('<meta name="keywords" content="duplex, torch">');
    expect(html).toContain('<link rel="canonical" href="https://shop.test/products/duplex-300">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.test/api/storage/images/a-desktop.webp">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });

  it('SEO-07: on client navigation the document head follows the page', () => {
    const { rerender } = render(<Head data={head} />);
    expect(document.title).toBe('Duplex 300 | Torchworks');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.test/products/duplex-300',
    );
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    rerender(
      <Head data={{ title: 'Professional Torch Products | Torchworks', canonicalPath: '/products' }} />,
    );
    expect(document.title).toBe('Professional Torch Products | Torchworks');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.test/products',
    );
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});

describe('structured-data helpers (SEO-08, SEO-09)', () => {
  it('SEO-08: breadcrumb list with positions and absolute addresses', () => {
    expect(
      breadcrumbLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/products' },
        ],
        'https://shop.test',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://shop.test/products' },
      ],
    });
  });

  it('SEO-08 SEO-09: product collection list with prices in USD, covering at most 20 products', () => {
    const products = Array.from({ length: 25 }, (_, i) => ({
      name: `Torch ${i + 1}`,
      slug: `torch-${i + 1}`,
      sku: `T-${i + 1}`,
      price: i === 1 ? null : '10.00',
      images: i === 0 ? ['/api/storage/images/t.webp'] : [],
      status: 'active',
    }));
    const ld = collectionLd(
      products,
      { name: 'Professional Torch Products', path: '/products' },
      'https://shop.test',
    ) as {
      mainEntity: {
        numberOfItems: number;
        itemListElement: Array<{ position: number; item: Record<string, unknown> }>;
      };
    };
    expect(ld.mainEntity.numberOfItems).toBe(20);
    expect(ld.mainEntity.itemListElement).toHaveLength(20);
    expect(ld.mainEntity.itemListElement[0]).toMatchObject({
      position: 1,
      item: {
        name: 'Torch 1',
        image: 'https://shop.test/api/storage/images/t.webp',
        offers: { price: '10.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      },
    });
    expect(ld.mainEntity.itemListElement[1]!.item.offers).toBeUndefined();
  });
});
