// Page <head> data: title, description, canonical, Open Graph/Twitter and JSON-LD. The server writes
// it into the HTML; on client navigation useDocumentHead keeps the document in step.
import { useEffect } from 'react';

export interface HeadData {
  title: string;
  description?: string;
  /** Path only; the canonical URL is built from PUBLIC_URL. */
  canonicalPath?: string;
  ogType?: 'website' | 'product' | 'article';
  image?: string;
  keywords?: string;
  robots?: string;
  jsonLd?: Array<Record<string, unknown>>;
}

export const SITE_NAME = 'Torchworks';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON inside <script>: "<" escaped so no value can close the element. */
export function safeJson(value: unknown): string {
  // One pass over the page's dehydrated state (~19 kB on a catalogue page), not one per escaped character.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPED[c]!);
}

/**
 * The image a page shares (og:image): a stored WebP's desktop variant (stored images live under a site path
 * and have -thumbnail/-mobile/-desktop variants beside them), any other address as it is.
 */
export function shareImage(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') && url.endsWith('.webp') && !/-(thumbnail|mobile|desktop)\.webp$/.test(url)
    ? url.replace(/\.webp$/, '-desktop.webp')
    : url;
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function renderHead(head: HeadData, publicUrl: string): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) => {
    if (content) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}">`);
  };
  meta('name', 'description', head.description);
  meta('name', 'keywords', head.keywords);
  meta('name', 'robots', head.robots);
  const canonical = head.canonicalPath !== undefined ? absoluteUrl(publicUrl, head.canonicalPath) : undefined;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  meta('property', 'og:site_name', SITE_NAME);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:type', head.ogType ?? 'website');
  meta('property', 'og:url', canonical);
  const image = head.image ? absoluteUrl(publicUrl, head.image) : undefined;
  meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', image);
  for (const data of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${safeJson(data)}</script>`);
  return tags.join('\n    ');
}

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Client navigation: title, description, canonical, OG/Twitter and JSON-LD follow the page. */
export function useDocumentHead(head: HeadData | null, publicUrl: string) {
  const key = head ? JSON.stringify(head) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised head is the dependency
  useEffect(() => {
    if (!head) return;
    document.title = head.title;
    setMeta('meta[name="description"]', 'name', 'description', head.description);
    setMeta('meta[name="keywords"]', 'name', 'keywords', head.keywords);
    setMeta('meta[name="robots"]', 'name', 'robots', head.robots);
    setMeta('meta[property="og:title"]', 'property', 'og:title', head.title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', head.description);
    setMeta('meta[property="og:type"]', 'property', 'og:type', head.ogType ?? 'website');
    const canonical =
      head.canonicalPath !== undefined ? absoluteUrl(publicUrl, head.canonicalPath) : undefined;
    setMeta('meta[property="og:url"]', 'property', 'og:url', canonical);
    setMeta('meta[name="twitter:title"]', 'name', 'twitter:title', head.title);
    setMeta('meta[name="twitter:description"]', 'name', 'twitter:description', head.description);
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      if (!link) {
        link = document.createElement('link');
        link.rel = 'canonical';
        document.head.appendChild(link);
      }
      link.href = canonical;
    } else link?.remove();
    for (const el of document.head.querySelectorAll('script[type="application/ld+json"]')) el.remove();
    for (const data of head.jsonLd ?? []) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(data);
      document.head.appendChild(script);
    }
  }, [key, publicUrl]);
}
