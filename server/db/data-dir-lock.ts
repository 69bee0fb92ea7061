// PGlite takes no lock on its data directory, and a second process opening it silently destroys the
// first one's writes. We hold an exclusive lock file beside it: created atomically (O_EXCL), holding
// our pid, host and a heartbeat. A lock left by a dead process on this host, or whose heartbeat
// stopped (another host sharing the volume), is stale and taken over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 30_000;

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    public readonly lockPath: string,
    public readonly holder: LockInfo,
  ) {
    super(
      `The data directory is in use by another running server (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}). ` +
        `Two processes on one embedded database would destroy each other's data, so this one will not start. ` +
        `Stop the other server, or give this one its own DATA_DIR. If you are sure no server is running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): { info: LockInfo; mtimeMs: number } | null {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockInfo;
    return { info, mtimeMs: fs.statSync(lockPath).mtimeMs };
  } catch {
    return null;
  }
}

function isStale(info: LockInfo, mtimeMs: number): boolean {
  if (info.host === os.hostname()) return info.pid !== process.pid && !isAlive(info.pid);
  return Date.now() - mtimeMs > STALE_AFTER_MS;
}

export interface DataDirLock {
  path: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const info: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(info), { flag: 'wx' });
      return startHeartbeat(lockPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const existing = readLock(lockPath);
      if (existing && !isStale(existing.info, existing.mtimeMs))
        throw new DataDirLockedError(lockPath, existing.info);
      // Stale (or unreadable, half-written by a crash): remove it and try again.
      fs.rmSync(lockPath, { force: true });
    }
  }
  const holder = readLock(lockPath);
  throw new DataDirLockedError(lockPath, holder?.info ?? { pid: 0, host: 'unknown', startedAt: 'unknown' });
}

function startHeartbeat(lockPath: string): DataDirLock {
  const timer = setInterval(() => {
    try {
      const now = new Date();
      fs.utimesSync(lockPath, now, now);
    } catch {
      // The next start-up decides staleness; nothing useful to do here.
    }
  }, HEARTBEAT_MS);
  timer.unref();
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      const current = readLock(lockPath);
      if (current?.info.pid === process.pid) fs.rmSync(lockPath, { force: true });
    },
  };
}
