// What an uploaded document really is, read from its bytes (never from its name or the type the
// browser claims): PDF, legacy Office (OLE2: Word or Excel), OOXML (Word or Excel), or plain text /
// CSV (valid UTF-8 without NUL bytes). Anything else is refused.

export interface SniffedDocument {
  ext: 'pdf' | 'doc' | 'xls' | 'docx' | 'xlsx' | 'txt' | 'csv';
  mimeType: string;
}

export const DOCUMENT_MIME: Record<SniffedDocument['ext'], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  csv: 'text/csv',
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The names in a zip's central directory, or null when the buffer is not a readable zip. */
export function zipEntryNames(buffer: Buffer): string[] | null {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== 0x04034b50) return null;
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes, at the end.
  const stop = Math.max(0, buffer.length - 22 - 65535);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= stop; i--) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const end = offset + 46 + nameLength;
    if (end > buffer.length) return null;
    names.push(buffer.toString('utf8', offset + 46, end));
    offset = end + extraLength + commentLength;
  }
  return names;
}

/** Word or Excel inside an OLE2 compound file, by the stream names of its directory (UTF-16LE). */
function oleKind(buffer: Buffer): 'doc' | 'xls' | null {
  const utf16 = (s: string) => Buffer.from(s, 'utf16le');
  if (buffer.includes(utf16('WordDocument'))) return 'doc';
  if (buffer.includes(utf16('Workbook')) || buffer.includes(utf16('Book\u0000'))) return 'xls';
  return null;
}

function isText(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/** The accepted document type of these bytes, or null. `name` only picks .csv over .txt for text. */
export function sniffDocument(buffer: Buffer, name = ''): SniffedDocument | null {
  if (buffer.length === 0) return null;
  const head = buffer.subarray(0, 8);
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-')
    return { ext: 'pdf', mimeType: DOCUMENT_MIME.pdf };
  if (head.equals(OLE2)) {
    const kind = oleKind(buffer);
    return kind ? { ext: kind, mimeType: DOCUMENT_MIME[kind] } : null;
  }
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) {
    const names = zipEntryNames(buffer);
    if (!names?.includes('[Content_Types].xml')) return null;
    if (names!.some((n) => n.startsWith('word/'))) return { ext: 'docx', mimeType: DOCUMENT_MIME.docx };
    if (names!.some((n) => n.startsWith('xl/'))) return { ext: 'xlsx', mimeType: DOCUMENT_MIME.xlsx };
    return null;
  }
  if (isText(buffer)) {
    const csv = /\.csv$/i.test(name);
    return csv ? { ext: 'csv', mimeType: DOCUMENT_MIME.csv } : { ext: 'txt', mimeType: DOCUMENT_MIME.txt };
  }
  return null;
}

/** A name for what a refused file looks like, for the "Unsupported file type: {type}" message. */
export function describeContent(buffer: Buffer): string {
  const b = buffer;
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && b.subarray(0, 3).toString('latin1') === 'GIF') return 'image/gif';
  if (b.length >= 12 && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (b.length >= 4 && b.readUInt32LE(0) === 0x04034b50) return 'application/zip';
  if (b.length >= 8 && b.subarray(0, 8).equals(OLE2)) return 'application/x-ole-storage';
  if (b.length >= 2 && b[0] === 0x4d && b[1] === 0x5a) return 'application/x-msdownload';
  return 'application/octet-stream';
}
