// Page content is Markdown. Rendered with raw HTML disabled (every "<" a user types comes out as
// text) and links limited to http(s), mailto, tel, site-relative paths and #anchors, so nothing an
// editor types can run script on the public site. Links to other sites open with rel="noopener".
import MarkdownIt from 'markdown-it';
import { isSitePath } from './site-path';

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|\?)/i;

/** True for the link targets page content may use. */
export function isSafeLink(url: string): boolean {
  const trimmed = url.trim();
  // Control characters (a tab or newline inside "java\tscript:") never appear in a real link.
  for (const ch of trimmed) if (ch.charCodeAt(0) < 0x20) return false;
  if (trimmed.includes('\\')) return false; // browsers read "\" as "/": "/\evil.test" leaves the site
  if (trimmed.startsWith('/')) return isSitePath(trimmed);
  if (SAFE_LINK.test(trimmed)) return true;
  // A relative path such as "contact" or "products/x" (no scheme before the first "/", "?" or "#").
  return /^[a-z0-9._~-][^:]*$/i.test(trimmed.split(/[/?#]/)[0] ?? '') && !trimmed.includes(':');
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
md.validateLink = isSafeLink;

const defaultLinkOpen: NonNullable<typeof md.renderer.rules.link_open> =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx]!.attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    tokens[idx]!.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
