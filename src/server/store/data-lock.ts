import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One hub per data folder: two would append to the same logs and overwrite each other's files.
 * The lock is a local socket named after the folder (a named pipe on Windows, an abstract socket on
 * Linux): the system frees it when the process ends, however it ends, so a crash or a power cut
 * leaves no stale lock and a reused process id can never be mistaken for a running hub.
 * Hubs of one process share it (tests restart a hub in-process to play a crash).
 */
const held = new Map<string, { server: Server; users: number }>();

export function lockName(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 24);
  if (platform === 'win32') return `\\\\.\\pipe\\mafia-broadcast-${id}`;
  if (platform === 'linux') return `\0mafia-broadcast-${id}`;
  return join(tmpdir(), `mafia-broadcast-${id}.sock`);
}

export class DataFolderInUse extends Error {
  readonly code = 'hub/data-in-use';
  constructor(dataDir: string) {
    super(
      `another hub is running on the data folder ${dataDir}: stop it first, or start this one with --data <another folder>`,
    );
  }
}

/** Takes the folder's lock, or throws DataFolderInUse; the returned function lets it go. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const mine = held.get(dataDir);
  if (mine) {
    mine.users++;
    return once(() => release(dataDir));
  }
  const name = lockName(dataDir);
  // asked first: Wine (and so maybe some Windows) lets a second pipe of the same name be made
  if (await answers(name)) throw new DataFolderInUse(dataDir);
  // a socket file (macOS) outlives a crash: one nobody answers on is stale
  if (!name.startsWith('\0') && !name.startsWith('\\')) rmSync(name, { force: true });
  const server = createServer((socket) => socket.destroy());
  server.unref();
  await new Promise<void>((ok, fail) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      fail(e.code === 'EADDRINUSE' ? new DataFolderInUse(dataDir) : e),
    );
    server.listen(name, ok);
  });
  server.on('error', () => {}); // a client's reset is nothing to the lock
  held.set(dataDir, { server, users: 1 });
  return once(() => release(dataDir));
}

function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = connect(path, () => {
      probe.destroy();
      done(true);
    });
    probe.on('error', () => done(false));
  });
}

function release(dataDir: string): void {
  const lock = held.get(dataDir);
  if (!lock || --lock.users > 0) return;
  held.delete(dataDir);
  lock.server.close();
}

function once(f: () => void): () => void {
  let done = false;
  return () => {
    if (!done) f();
    done = true;
  };
}
