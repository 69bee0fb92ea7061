// Writes brotli (.br) and gzip (.gz) forms beside every text asset of the client build, at the highest
// levels (done once per build), so the server sends them as they are and compresses nothing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const MIN_BYTES = 1024;

export function precompressDir(dir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT.test(entry.name) && !entry.name.endsWith('.map')) {
        const body = fs.readFileSync(full);
        if (body.length < MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        });
        fs.writeFileSync(`${full}.br`, br);
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
        files++;
        raw += body.length;
        brotli += br.length;
      }
    }
  };
  walk(dir);
  return { files, raw, brotli };
}
