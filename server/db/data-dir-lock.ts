// PGlite takes no lock on its data directory, and a second process opening it silently destroys the
// first one's writes. We hold an exclusive lock file beside it: created atomically (O_EXCL), holding
// our pid, host, the process's start identity and a heartbeat. A lock left by a dead process on this
// host, or whose heartbeat stopped (another host sharing the volume), is stale and taken over.
//
// A pid alone does not identify a process: in a container node runs as pid 1 every time, so after a
// kill -9 the restarted server finds "pid 1" in the lock, which is itself. The lock therefore also
// records the kernel's boot id with the process's start time (Linux), and a random token this process
// keeps in memory: a lock naming our pid but not our token, or a live pid whose start identity
// differs, was left by an earlier process.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 30_000;

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
  /** boot id + start time in clock ticks of the holding process (Linux), else absent. */
  processStart?: string;
  /** Random per acquisition; only the process that wrote it holds it in memory. */
  token?: string;
}

/** Tokens of the locks this process holds. */
const heldTokens = new Set<string>();

/** The kernel's identity of a running process: boot id + its start time. Null where unknown. */
export function processStartIdentity(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); fields are counted after the command name, which may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = fields[19];
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${bootId}:${startTicks}` : null;
  } catch {
    return null;
  }
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
  if (info.token && heldTokens.has(info.token)) return false;
  if (info.host !== os.hostname()) return Date.now() - mtimeMs > STALE_AFTER_MS;
  // Our own pid, but not a lock we hold: an earlier process with the same pid (a container's pid 1).
  if (info.pid === process.pid) return true;
  if (!isAlive(info.pid)) return true;
  // The pid is alive: is it still the process that wrote the lock, or a new one that reuses the number?
  const current = info.processStart ? processStartIdentity(info.pid) : null;
  return current !== null && current !== info.processStart;
}

export interface DataDirLock {
  path: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const processStart = processStartIdentity(process.pid);
  const info: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    ...(processStart ? { processStart } : {}),
    token: randomBytes(16).toString('hex'),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(info), { flag: 'wx' });
      return startHeartbeat(lockPath, info.token as string);
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

function startHeartbeat(lockPath: string, token: string): DataDirLock {
  heldTokens.add(token);
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
      heldTokens.delete(token);
      const current = readLock(lockPath);
      if (current?.info.token === token) fs.rmSync(lockPath, { force: true });
    },
  };
}
