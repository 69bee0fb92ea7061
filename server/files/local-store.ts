import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type FileStore, type StoredFile } from './store';

/** A key that names no file: missing, or a path through a file (`a.webp/x` is ENOTDIR). */
const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    assertValidKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('File key escapes the store');
    return full;
  };

  return {
    kind: 'local',
    async put(key, data) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (data instanceof Readable) await pipeline(data, createWriteStream(tmp));
        else await fs.writeFile(tmp, data);
        await fs.rename(tmp, full);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    async read(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async open(key): Promise<StoredFile | null> {
      const full = resolve(key);
      try {
        const stat = await fs.stat(full);
        if (!stat.isFile()) return null;
        return { stream: createReadStream(full), size: stat.size, modifiedAt: stat.mtime };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const stat = await fs.stat(resolve(key));
        return stat.isFile() ? { size: stat.size, modifiedAt: stat.mtime } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async *list(prefix = '') {
      const base = path.resolve(root);
      async function* walk(dir: string): AsyncGenerator<string> {
        let entries: import('node:fs').Dirent[];
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(full);
          else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
            const key = path.relative(base, full).split(path.sep).join('/');
            if (key.startsWith(prefix)) yield key;
          }
        }
      }
      yield* walk(base);
    },
  };
}
