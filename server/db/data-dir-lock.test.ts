// The embedded database's directory lock, with real processes: a second holder is refused with a
// clear message; a lock left by a dead process is taken over.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartIdentity } from './data-dir-lock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tsx = path.resolve('node_modules/.bin/tsx');
const holderScript = `
import { acquireDataDirLock } from ${JSON.stringify(path.resolve('server/db/data-dir-lock.ts'))};
const lock = acquireDataDirLock(process.argv[2]);
console.log('locked');
process.on('SIGTERM', () => { lock.release(); process.exit(0); });
setInterval(() => {}, 1000);
`;

describe('data directory lock', () => {
  it('refuses a second process while the first holds the lock, and frees it on release', async () => {
    const script = path.join(dir, 'holder.ts');
    fs.writeFileSync(script, holderScript);
    const data = path.join(dir, 'data-a');
    const holder = spawn(tsx, [script, data], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
      holder.on('exit', (code) => reject(new Error(`holder exited ${code}`)));
    });
    let message = '';
    try {
      execFileSync(tsx, [script, data], { stdio: 'pipe', timeout: 20_000 });
    } catch (err) {
      message = String((err as { stderr?: Buffer }).stderr ?? '');
    }
    expect(message).toContain('The data directory is in use by another running server');
    expect(message).toMatch(/\(pid \d+ on /);
    expect(() => acquireDataDirLock(data)).toThrow(DataDirLockedError);

    holder.kill('SIGTERM');
    await new Promise((r) => holder.on('exit', r));
    const lock = acquireDataDirLock(data);
    lock.release();
    expect(fs.existsSync(path.join(data, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died (kill -9)', () => {
    const data = path.join(dir, 'data-b');
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(
      path.join(data, 'server.lock'),
      JSON.stringify({ pid: 2_147_483_000, host: os.hostname(), startedAt: 'then' }),
    );
    const lock = acquireDataDirLock(data);
    expect(JSON.parse(fs.readFileSync(path.join(data, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('treats a half-written lock file as stale', () => {
    const data = path.join(dir, 'data-c');
    fs.mkdirSync(data, { recursive: true });
    fs.writeFileSync(path.join(data, 'server.lock'), '{"pid": 12');
    acquireDataDirLock(data).release();
  });

  it("#13: restarts after a kill -9 when the new process has the same pid (a container's pid 1)", async () => {
    const script = path.join(dir, 'holder.ts');
    fs.writeFileSync(script, holderScript);
    const data = path.join(dir, 'data-d');
    const holder = spawn(tsx, [script, data], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
      holder.on('exit', (code) => reject(new Error(`holder exited ${code}`)));
    });
    holder.kill('SIGKILL');
    await new Promise((r) => holder.on('exit', r));
    // The crashed server's lock, as the restarted server sees it: the same pid as its own.
    const lockPath = path.join(data, 'server.lock');
    const left = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    expect(left.token).toMatch(/^[0-9a-f]{32}$/);
    fs.writeFileSync(lockPath, JSON.stringify({ ...left, pid: process.pid }));
    const lock = acquireDataDirLock(data);
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).token).not.toBe(left.token);
    // The process that holds it is refused a second time, and release removes only its own lock.
    expect(() => acquireDataDirLock(data)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('#13: a live pid that now belongs to another process does not hold the lock', () => {
    const data = path.join(dir, 'data-e');
    fs.mkdirSync(data, { recursive: true });
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      const real = processStartIdentity(other.pid as number);
      if (real === null) return; // not Linux: only the pid check applies
      fs.writeFileSync(
        path.join(data, 'server.lock'),
        JSON.stringify({
          pid: other.pid,
          host: os.hostname(),
          startedAt: 'then',
          processStart: `${real}0`,
          token: 'x',
        }),
      );
      acquireDataDirLock(data).release();
      // The same pid with its real start identity is a live holder.
      fs.writeFileSync(
        path.join(data, 'server.lock'),
        JSON.stringify({
          pid: other.pid,
          host: os.hostname(),
          startedAt: 'then',
          processStart: real,
          token: 'y',
        }),
      );
      expect(() => acquireDataDirLock(data)).toThrow(DataDirLockedError);
    } finally {
      other.kill('SIGKILL');
    }
  });
});
