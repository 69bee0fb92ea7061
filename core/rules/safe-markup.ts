// RELATIONSHIP_LIST specification values are shown as markup on the public product page (document 001
// §2.15). Values come from editors, so only a small set of harmless elements survives: lists, line
// breaks, emphasis, paragraphs and links to http(s) or site-relative addresses. Everything else,
// attributes included, is escaped or dropped. Works the same on the server and in the browser.

import { isSitePath } from './site-path';

const ALLOWED = new Set(['ul', 'ol', 'li', 'br', 'p', 'strong', 'b', 'em', 'i', 'span', 'a']);
const VOID = new Set(['br']);

const escapeText = (text: string) =>
  text
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function safeHref(raw: string): string | null {
  const href = raw.trim().replace(/&amp;/g, '&');
  if (/^https?:\/\//i.test(href)) return href;
  if (isSitePath(href)) return href;
  return null;
}

export function sanitizeMarkup(raw: string): string {
  // Script, style and similar elements go with their content.
  const input = raw.replace(/<(script|style|iframe|object|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '');
  const out: string[] = [];
  const open: string[] = [];
  const tagPattern = /<(\/)?([a-zA-Z][a-zA-Z0-9]*)(\s[^<>]*)?\/?>/g;
  let last = 0;
  for (const match of input.matchAll(tagPattern)) {
    out.push(escapeText(input.slice(last, match.index)));
    last = match.index + match[0].length;
    const closing = Boolean(match[1]);
    const name = match[2]!.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const hrefMatch = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(match[3] ?? '');
      const href = hrefMatch ? safeHref(hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? '') : null;
      const external = href !== null && /^https?:/i.test(href);
      out.push(
        href
          ? `<a href="${escapeAttr(href)}"${external ? ' target="_blank" rel="noopener noreferrer nofollow"' : ''}>`
          : '<a>',
      );
    } else out.push(`<${name}>`);
    open.push(name);
  }
  out.push(escapeText(input.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
