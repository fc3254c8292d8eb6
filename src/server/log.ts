import { closeSync, fchmodSync, fstatSync, openSync, renameSync, writeSync } from 'node:fs';

/**
 * The hub's log: one line per event, at a level. JSON lines for files and pipes (`jq` reads them),
 * readable text on a terminal. Secrets never reach a line: the operator token, spectator key and
 * OBS password are registered with `redact`, and anything shaped like a credential
 * (`token=…`, `key=…`, `Bearer …`, `"password":"…"`) is masked too.
 */
export type Level = 'debug' | 'info' | 'warn' | 'error';
/** What hub parts are given to report with: a line, its level (default info), and the error (its stack). */
export type Say = (line: string, level?: Level, err?: unknown) => void;
const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, err?: unknown): void;
  info(msg: string, err?: unknown): void;
  warn(msg: string, err?: unknown): void;
  /** `err` (an Error) is logged with its stack. */
  error(msg: string, err?: unknown): void;
  /** Secrets that must never appear in a line (empty strings are ignored). */
  redact(...secrets: Array<string | undefined>): void;
}

/** Where lines go: `json` says which format this sink wants. */
export interface Sink {
  json: boolean;
  write(line: string): void;
}

export interface LoggerOptions {
  sinks: Sink[];
  /** Lines below this level are dropped. Default info. */
  level?: Level;
  now?: () => number;
}

const MASKED = '[redacted]';
const SHAPES: Array<[RegExp, string]> = [
  [/(\b(?:token|key)=)[^&\s"'\\]+/gi, `$1${MASKED}`],
  [/(bearer\s+)[^\s"']+/gi, `$1${MASKED}`],
  // also inside a JSON line's msg, where the quotes are escaped
  [/(\\?"(?:token|key|password|spectatorKey|operatorToken)\\?"\s*:\s*\\?")[^"\\]*/gi, `$1${MASKED}`],
];

export function createLogger(opts: LoggerOptions): Logger {
  const min = RANK[opts.level ?? 'info'];
  const now = opts.now ?? Date.now;
  const secrets = new Set<string>();
  const clean = (text: string): string => {
    let out = text;
    for (const s of secrets) out = out.split(s).join(MASKED);
    for (const [re, to] of SHAPES) out = out.replace(re, to);
    return out;
  };
  const emit = (level: Level, msg: string, err: unknown) => {
    if (RANK[level] < min) return;
    const time = new Date(now()).toISOString();
    const stack = err === undefined ? undefined : describe(err);
    for (const sink of opts.sinks) {
      const line = sink.json
        ? JSON.stringify({ time, level, msg, ...(stack ? { err: stack } : {}) })
        : `${time} ${level.toUpperCase().padEnd(5)} ${msg}${stack ? `\n    ${stack.replace(/\n/g, '\n    ')}` : ''}`;
      try {
        sink.write(clean(line));
      } catch {
        // a broken sink (disk full, closed pipe) must not take the hub down; the others still write
      }
    }
  };
  return {
    debug: (m, e) => emit('debug', m, e),
    info: (m, e) => emit('info', m, e),
    warn: (m, e) => emit('warn', m, e),
    error: (m, e) => emit('error', m, e),
    redact: (...list) => {
      // longest first, so a secret that contains another is masked whole
      const all = [...secrets, ...list.filter((s): s is string => !!s && s.length >= 4)];
      secrets.clear();
      for (const s of all.sort((a, b) => b.length - a.length)) secrets.add(s);
    },
  };
}

/** An Error's stack (or message), anything else as text; never calls methods of the value. */
function describe(err: unknown): string {
  if (err instanceof Error) return typeof err.stack === 'string' ? err.stack : `${err.name}: ${err.message}`;
  if (typeof err === 'string') return err;
  try {
    return JSON.stringify(err) ?? 'undefined';
  } catch {
    return Object.prototype.toString.call(err);
  }
}

/** A stream such as process.stderr: text when it is a terminal, JSON lines otherwise. */
export function streamSink(stream: { isTTY?: boolean; write(s: string): unknown }): Sink {
  return { json: !stream.isTTY, write: (line) => void stream.write(line + '\n') };
}

/** Legacy `log(line)` callers (tests, embedders): text lines without the time. */
export function lineSink(fn: (line: string) => void): Sink {
  return { json: false, write: (line) => fn(line.replace(/^\S+ /, '')) };
}

export interface FileSinkOptions {
  /** Rotate when the file would grow past this. Default 10 MB. */
  maxBytes?: number;
  /** Rotated files kept (hub.log.1 … hub.log.N). Default 3. */
  keep?: number;
  /** Told once when writing fails (the log cannot report its own failure into itself). */
  onError?: (e: Error) => void;
}

/**
 * A JSON-lines file, mode 0600 (lines may quote game details), rotated by size: hub.log ->
 * hub.log.1 -> … -> hub.log.N. Writes are synchronous so the line before a crash is on disk.
 * A failing write (disk full, the directory gone) is reported once and retried on the next line;
 * it never stops the hub.
 */
export function fileSink(path: string, opts: FileSinkOptions = {}): Sink & { close(): void } {
  const maxBytes = opts.maxBytes ?? 10 * 2 ** 20;
  const keep = opts.keep ?? 3;
  let fd: number | null = null;
  let size = 0;
  let failing = false;
  const open = () => {
    fd = openSync(path, 'a', 0o600);
    fchmodSync(fd, 0o600); // a file left by an older version may be world-readable
    size = fstatSync(fd).size;
  };
  const close = () => {
    if (fd !== null) closeSync(fd);
    fd = null;
  };
  const rotate = () => {
    close();
    for (let i = keep - 1; i >= 1; i--) tryRename(`${path}.${i}`, `${path}.${i + 1}`);
    if (keep >= 1) tryRename(path, `${path}.1`);
    open();
  };
  return {
    json: true,
    close,
    write(line) {
      const bytes = Buffer.from(line + '\n');
      try {
        if (fd === null) open();
        if (size > 0 && size + bytes.length > maxBytes) rotate();
        size += writeSync(fd!, bytes);
        failing = false;
      } catch (e) {
        close();
        if (!failing) opts.onError?.(e as Error);
        failing = true;
      }
    },
  };
}

function tryRename(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/** A logger that drops everything (an embedded hub with no log wanted). */
export const silentLogger: Logger = createLogger({ sinks: [] });

/** A level named in a flag or environment variable; anything else is the default (info). */
export function levelFrom(value: string | undefined): Level {
  return value === 'debug' || value === 'warn' || value === 'error' ? value : 'info';
}

/**
 * The log of a hub run from the command line: stderr (text on a terminal, JSON lines otherwise)
 * and, with `file`, that file too (JSON lines, 0600, 10 MB x 3). A crash is logged with its stack
 * before the process ends.
 */
export function processLogger(opts: { level?: string; file?: string }): Logger & { close(): void } {
  const file = opts.file
    ? fileSink(opts.file, {
        onError: (e) => process.stderr.write(`log: cannot write ${opts.file}: ${e.message}\n`),
      })
    : null;
  const logger = createLogger({
    level: levelFrom(opts.level),
    sinks: [streamSink(process.stderr), ...(file ? [file] : [])],
  });
  process.on('uncaughtException', (e) => {
    logger.error('hub/crash: uncaught exception, the hub stops', e);
    process.exit(70);
  });
  process.on('unhandledRejection', (e) => {
    logger.error('hub/crash: unhandled rejection, the hub stops', e);
    process.exit(70);
  });
  return { ...logger, close: () => file?.close() };
}
