// One test for "a path on this site", used wherever an editor or a request gives one (redirects,
// links in content, analytics paths, return-to addresses). A leading "/" is not enough: browsers read
// "\" as "/" in web addresses, so "/\evil.test" goes to evil.test, as does "//evil.test". The path must
// start with a single "/", hold no backslash or control character, and stay on the site's origin when
// resolved the way a browser resolves it.

const PROBE_ORIGIN = 'http://site.invalid';

export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
