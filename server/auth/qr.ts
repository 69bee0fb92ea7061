// The QR code of the two-factor set-up (the otpauth:// URI), drawn as an SVG. The `qrcode` package
// encodes (one byte-mode segment, error correction level M, the mask with the lowest penalty: the
// symbol every authenticator app reads); this module only draws its modules with a 4-module quiet zone
// and an accessible title.
import QRCode from 'qrcode';

const QUIET_ZONE = 4;

/** The symbol's modules, modules[row][column], true = dark. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}

export function qrSvg(text: string, options: { moduleSize?: number; title?: string } = {}): string {
  const modules = qrModules(text);
  const dimension = modules.length + QUIET_ZONE * 2;
  const pixels = dimension * (options.moduleSize ?? 5);
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    });
  });
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${dimension} ${dimension}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges" role="img">` +
    `${title}<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
