// The SEO tests (document 001 §2.9): run in the browser against the live site — the sitemap file, the
// robots file, the home page's meta tags, its structured-data scripts and its canonical link. Each check
// yields pass, fail or warning with its reason.

export type CheckStatus = 'pass' | 'fail' | 'warning';

export interface SeoCheck {
  id: 'sitemap' | 'robots' | 'meta' | 'structured-data' | 'canonical';
  name: string;
  status: CheckStatus;
  message: string;
  details?: string[];
}

type Fetch = (url: string) => Promise<Response>;

export const SEO_CHECK_NAMES: Record<SeoCheck['id'], string> = {
  sitemap: 'Sitemap (/sitemap.xml)',
  robots: 'Robots file (/robots.txt)',
  meta: 'Meta tags of the home page',
  'structured-data': 'Structured data (JSON-LD)',
  canonical: 'Canonical link',
};

const result = (id: SeoCheck['id'], status: CheckStatus, message: string, details?: string[]): SeoCheck => ({
  id,
  name: SEO_CHECK_NAMES[id],
  status,
  message,
  ...(details?.length ? { details } : {}),
});

export async function checkSitemap(fetcher: Fetch): Promise<SeoCheck> {
  let res: Response;
  try {
    res = await fetcher('/sitemap.xml');
  } catch {
    return result('sitemap', 'fail', 'Error accessing sitemap.xml');
  }
  if (!res.ok)
    return result('sitemap', 'fail', 'Sitemap.xml is not accessible', [`The server answered ${res.status}.`]);
  const text = await res.text();
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0 || !/<urlset[\s>]/.test(text)) {
    return result('sitemap', 'fail', 'Sitemap.xml is not a valid XML sitemap', [
      `Content type: ${res.headers.get('content-type') ?? 'none'}`,
    ]);
  }
  const urls = doc.getElementsByTagName('url').length;
  if (urls === 0) return result('sitemap', 'warning', 'Sitemap.xml has no <url> entries');
  return result('sitemap', 'pass', `Sitemap.xml lists ${urls} URL${urls === 1 ? '' : 's'}`);
}

export async function checkRobots(fetcher: Fetch): Promise<SeoCheck> {
  let res: Response;
  try {
    res = await fetcher('/robots.txt');
  } catch {
    return result('robots', 'fail', 'Error accessing robots.txt');
  }
  if (!res.ok)
    return result('robots', 'fail', 'robots.txt is not accessible', [`The server answered ${res.status}.`]);
  const text = await res.text();
  if (/<html[\s>]/i.test(text))
    return result('robots', 'fail', 'robots.txt answers a web page instead of a robots file');
  const problems: string[] = [];
  if (!/^\s*sitemap:\s*\S+/im.test(text)) problems.push('It has no "Sitemap:" line pointing to the sitemap.');
  if (!/^\s*disallow:\s*\/admin\b/im.test(text)) problems.push('It does not disallow /admin.');
  return problems.length
    ? result('robots', 'warning', 'robots.txt is incomplete', problems)
    : result('robots', 'pass', 'robots.txt points to the sitemap and disallows /admin');
}

function meta(doc: Document, selector: string): string | null {
  const value = doc.querySelector(selector)?.getAttribute('content')?.trim();
  return value ? value : null;
}

export function checkMetaTags(doc: Document): SeoCheck {
  const title = doc.querySelector('title')?.textContent?.trim();
  const missing: string[] = [];
  if (!meta(doc, 'meta[name="description"]')) missing.push('meta description');
  if (!meta(doc, 'meta[property="og:title"]')) missing.push('og:title');
  if (!title)
    return result(
      'meta',
      'fail',
      'The home page has no <title>',
      missing.map((m) => `Also missing: ${m}`),
    );
  if (missing.length) return result('meta', 'warning', `Missing: ${missing.join(', ')}`, [`Title: ${title}`]);
  return result('meta', 'pass', 'Title, meta description and og:title are present', [`Title: ${title}`]);
}

function types(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(types);
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = record['@type'];
  const here = Array.isArray(own) ? own.map(String) : own ? [String(own)] : [];
  return [...here, ...types(record['@graph'])];
}

export function checkStructuredData(doc: Document): SeoCheck {
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  if (scripts.length === 0)
    return result('structured-data', 'fail', 'The home page has no JSON-LD structured data');
  const found: string[] = [];
  const broken: string[] = [];
  scripts.forEach((script, i) => {
    try {
      found.push(...types(JSON.parse(script.textContent ?? '')));
    } catch {
      broken.push(`Script ${i + 1} is not valid JSON.`);
    }
  });
  if (broken.length) return result('structured-data', 'fail', 'A JSON-LD script does not parse', broken);
  const details = [`Types: ${found.length ? found.join(', ') : 'none'}`];
  if (!found.includes('Organization')) {
    return result('structured-data', 'warning', 'No Organization structured data on the home page', details);
  }
  return result(
    'structured-data',
    'pass',
    `${scripts.length} JSON-LD script${scripts.length === 1 ? '' : 's'} parse; Organization present`,
    details,
  );
}

export function checkCanonical(doc: Document, siteUrl: string): SeoCheck {
  const href = doc.querySelector('link[rel="canonical"]')?.getAttribute('href')?.trim();
  if (!href) return result('canonical', 'fail', 'The home page has no canonical link');
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return result('canonical', 'fail', 'The canonical link is not an absolute URL', [href]);
  }
  const site = new URL(siteUrl);
  if (url.origin !== site.origin) {
    return result('canonical', 'warning', `The canonical link points to ${url.origin}, not ${site.origin}`, [
      href,
    ]);
  }
  return result('canonical', 'pass', 'The canonical link is absolute and matches the site address', [href]);
}

/** Runs every check; the home page is fetched once and parsed with DOMParser. */
export async function runSeoChecks(fetcher: Fetch, siteUrl: string): Promise<SeoCheck[]> {
  const [sitemap, robots, home] = await Promise.all([
    checkSitemap(fetcher),
    checkRobots(fetcher),
    fetcher('/').then(
      async (res) => ({ ok: res.ok, status: res.status, html: await res.text() }),
      () => null,
    ),
  ]);
  if (!home?.ok) {
    const reason = home ? `The home page answered ${home.status}.` : 'The home page could not be fetched.';
    return [
      sitemap,
      robots,
      result('meta', 'fail', reason),
      result('structured-data', 'fail', reason),
      result('canonical', 'fail', reason),
    ];
  }
  const doc = new DOMParser().parseFromString(home.html, 'text/html');
  return [sitemap, robots, checkMetaTags(doc), checkStructuredData(doc), checkCanonical(doc, siteUrl)];
}

/** External validators for the site address. */
export function externalTools(siteUrl: string) {
  const url = encodeURIComponent(siteUrl);
  return [
    { name: 'Google Rich Results Test', href: `https://search.google.com/test/rich-results?url=${url}` },
    { name: 'Schema.org validator', href: `https://validator.schema.org/#url=${url}` },
    { name: 'PageSpeed Insights', href: `https://pagespeed.web.dev/report?url=${url}` },
  ];
}
