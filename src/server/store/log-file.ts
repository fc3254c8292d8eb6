import { join } from 'node:path';
import { z } from 'zod';
import type { GameEvent, LogEntry } from '../../engine/index.ts';
import { DiskEventSchema, DiskLogLineSchema, LOG_VERSION, type DiskEventType } from '../../protocol/disk.ts';
import type { Result } from '../../protocol/result.ts';
import { type Disk, fsyncDir, tryTo } from './disk.ts';

/** An event the engine knows (its type); its fields are the engine's own, written by it. */
const KNOWN = new Set<unknown>(DiskEventSchema.shape.type.options);
const EventSchema = z.custom<GameEvent>(
  (v) => typeof v === 'object' && v !== null && KNOWN.has((v as { type?: unknown }).type),
  'unknown event',
);
const LineSchema = DiskLogLineSchema.extend({ events: z.array(EventSchema) });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the engine gains an event type the disk schema does not know. */
const eventsAgree: Same<GameEvent['type'], DiskEventType> = true;
void eventsAgree;

/** A log entry as one line of a log file (with the format version). */
export const logLine = (e: LogEntry): string => JSON.stringify({ v: LOG_VERSION, ...e }) + '\n';

/** Refused: `error` says why; `line` counts from 1 (0: the log as a whole). */
export type ReadLog = Result<{ entries: LogEntry[]; tornTail: boolean }, string, { line: number }>;

/**
 * Reads a JSON-lines log in one pass. Bytes after the last newline that can be one append cut
 * short by a crash (the start of a line as logLine writes it: no NUL, nothing else) were never
 * acknowledged (the ack waits for the whole append's sync): with `cutTornTail` they are cut off the
 * file. Any other tail (NUL bytes: a disk that lost blocks; text that is no line's start), or any
 * line that is not a valid entry, makes the log damaged: nothing is dropped or rewritten, the
 * caller refuses it and names the file. An archived log (`cutTornTail: false`) was synced whole
 * before it moved: a tail there is damage too, and so is an empty file.
 */
export function readLog(disk: Disk, file: string, { cutTornTail = true } = {}): ReadLog {
  if (!disk.existsSync(file)) return { ok: true, entries: [], tornTail: false };
  const buf = disk.readFileSync(file);
  if (!cutTornTail && buf.length === 0) return { ok: false, line: 0, error: 'the file is empty' };
  const entries: LogEntry[] = [];
  let offset = 0;
  let line = 0;
  while (offset < buf.length) {
    line++;
    const nl = buf.indexOf(10, offset);
    if (nl === -1) {
      const tail = buf.subarray(offset);
      if (!cutTornTail || !tornAppend(tail))
        return {
          ok: false,
          line,
          error: `${tail.length} bytes after the last line are no torn append (${tailKind(tail)})`,
        };
      const cut = tryTo(() => truncate(disk, file, offset));
      if (!cut) return { ok: false, line, error: 'a torn last line could not be cut off' };
      return { ok: true, entries, tornTail: true };
    }
    const text = buf.toString('utf8', offset, nl);
    offset = nl + 1;
    if (text.trim() === '') continue;
    const parsed = parseLine(text);
    if (typeof parsed === 'string') return { ok: false, line, error: parsed };
    const last = entries.at(-1);
    if (last && parsed.n !== last.n + 1)
      return { ok: false, line, error: `entry ${parsed.n} follows entry ${last.n}` };
    entries.push(parsed);
  }
  if (!cutTornTail && entries.length === 0) return { ok: false, line: 0, error: 'no entries' };
  return { ok: true, entries, tornTail: false };
}

/** How a line starts: as logLine writes it, or as hubs before format versions did. */
const LINE_STARTS = [Buffer.from(logLine({ n: 0 } as LogEntry).slice(0, 5)), Buffer.from('{"n":')];

/** One append cut short: the start of a line, without a NUL (a crash never writes zeros). */
function tornAppend(tail: Buffer): boolean {
  const head = tail.subarray(0, 5);
  return !tail.includes(0) && LINE_STARTS.some((start) => start.subarray(0, head.length).equals(head));
}

const tailKind = (tail: Buffer) => (tail.includes(0) ? 'NUL bytes' : 'not the start of a line');

/** The entry, or what is wrong with the line. */
function parseLine(text: string): LogEntry | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const parsed = LineSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') || 'line';
    // the discriminator's message lists every command: the operator needs the gist
    if (path === 'command.type') return 'command.type: unknown command';
    return `${path}: ${(issue?.message ?? 'invalid').slice(0, 100)}`;
  }
  const { v, ...entry } = parsed.data;
  return v === LOG_VERSION ? entry : { ...entry, events: entry.events.map(keyedText) };
}

/**
 * A version-1 announcement's `{ ru, en }` as words: the catalog's `announce.legacy` says the text
 * of the screen's language (a language it was not written in gets the English).
 */
function keyedText(e: GameEvent): GameEvent {
  if (e.type !== 'announced' || typeof e.text !== 'object' || e.text === null || 'key' in e.text) return e;
  const old = e.text as unknown as { ru?: unknown; en?: unknown };
  const ru = typeof old.ru === 'string' ? old.ru : '';
  const en = typeof old.en === 'string' ? old.en : ru;
  return { ...e, text: { key: 'announce.legacy', values: { ru, en } } };
}

/** Cuts a file back to `size` bytes, synced (an append undone). */
export function truncate(disk: Disk, file: string, size: number): void {
  const fd = disk.openSync(file, 'r+');
  try {
    disk.ftruncateSync(fd, size);
    disk.fdatasyncSync(fd);
  } finally {
    disk.closeSync(fd);
  }
}

/**
 * Finishes or forgets a game/new that a crash interrupted (TableLog.replace): `next.jsonl` is
 * complete before the old log moves, so beside `current.jsonl` it is a game/new never
 * acknowledged (removed), and alone it is the new game whose old one is archived (it becomes
 * `current.jsonl`). Returns what went wrong, or null.
 */
export function settleNewLog(disk: Disk, current: string, next: string): string | null {
  if (!disk.existsSync(next)) return null;
  const dir = join(current, '..');
  try {
    if (disk.existsSync(current)) disk.unlinkSync(next);
    else disk.renameSync(next, current);
    fsyncDir(disk, dir);
    return null;
  } catch (e) {
    return `an interrupted game/new could not be settled: ${(e as Error).message}`;
  }
}
