// The times of scheduled publishing (#19) in the browser's time zone, always said with the zone.

/** The browser's time zone in words: "Europe/Berlin (UTC+01:00)". */
export function timeZoneLabel(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return zone === 'UTC' || zone === 'Etc/UTC' ? offset : `${zone} (${offset})`;
}

/** A scheduled time with its zone: "3 Jan 2030, 09:00 UTC". */
export function scheduleTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** An ISO time as a datetime-local input's value, in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as ISO with its offset; empty → null. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
