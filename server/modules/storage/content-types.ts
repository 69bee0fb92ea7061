// What we serve stored files as. Only known, passive types are served inline; everything else is a
// download with a neutral type, so nothing stored can run script on our origin.
const INLINE: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

const ATTACHMENT: Record<string, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

export function servedType(key: string): { contentType: string; inline: boolean } {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  if (INLINE[ext]) return { contentType: INLINE[ext], inline: true };
  return { contentType: ATTACHMENT[ext] ?? 'application/octet-stream', inline: false };
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
