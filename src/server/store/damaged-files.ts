import { relative, resolve } from 'node:path';
import type { z } from 'zod';
import type { Check } from '../../protocol/index.ts';
import { codeOf, type Disk } from './disk.ts';
import type { Say } from '../log.ts';
import { problem } from '../problems.ts';

/** A data file the hub could not use as it is: kept untouched until the operator repairs it. */
export interface DamagedFile {
  /** Its path inside the data directory (`players.json`, `tables/main/settings.json`). */
  file: string;
  /** Why (the first problems the schema found, the JSON error, the read error). */
  reason: string;
  /** What the hub does meanwhile (what is refused, what applies instead). */
  effect: string;
  /** When the hub found it (ms since the epoch). */
  since: number;
}

/**
 * The damaged files of one hub (docs/operator-guide.md "Damaged files"): each named in the log
 * at error level with its reason, listed for the panel (`GET /api/v1/damaged-files`), and every
 * write that would replace it refused (`store/file-damaged`) so it is never overwritten.
 */
export class DamagedFiles {
  private readonly byFile = new Map<string, DamagedFile>();
  private readonly dataDir: string;
  private readonly say: Say;

  constructor(dataDir: string, say: Say) {
    this.dataDir = resolve(dataDir);
    this.say = say;
  }

  /** Lists the file and says so in the log at error level; `path` absolute or in the data directory. */
  report(path: string, reason: string, effect: string): void {
    const d = this.add(path, reason, effect);
    this.say(`DAMAGED FILE ${d.file}: ${reason}; ${effect}`, 'error');
  }

  /** Lists the file (the caller logged it in its own words). */
  add(path: string, reason: string, effect: string): DamagedFile {
    const file = this.name(path);
    const d = { file, reason, effect, since: Date.now() };
    this.byFile.set(file, d);
    return d;
  }

  /** The file was replaced whole by a sound one (a new seating schedule): no longer listed. */
  repaired(path: string): void {
    this.byFile.delete(this.name(path));
  }

  has(path: string): boolean {
    return this.byFile.has(this.name(path));
  }

  /** The refusal of a write that would replace `path`, or null if the file is sound. */
  refusal(path: string): Check {
    const d = this.byFile.get(this.name(path));
    return d ? problem('store/file-damaged', `${d.file}: ${d.reason}`) : null;
  }

  list(): DamagedFile[] {
    return [...this.byFile.values()];
  }

  private name(path: string): string {
    const rel = relative(this.dataDir, resolve(this.dataDir, path));
    return rel.split('\\').join('/');
  }
}

export type FileRead<T> =
  | { state: 'missing' }
  | { state: 'ok'; value: T }
  /** `json`: the file's JSON when it parsed (what may be salvaged from it). */
  | { state: 'damaged'; reason: string; json?: unknown };

/** Reads a JSON data file through its schema; a damaged one comes back with why. */
export function readDataFile<T>(disk: Disk, file: string, schema: z.ZodType<T>): FileRead<T> {
  let text: string;
  try {
    if (!disk.existsSync(file)) return { state: 'missing' };
    text = disk.readFileSync(file).toString('utf8');
  } catch (e) {
    return { state: 'damaged', reason: `cannot be read (${codeOf(e) || (e as Error).message})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const empty = text.trim() === '';
    return { state: 'damaged', reason: empty ? 'the file is empty' : `not JSON (${(e as Error).message})` };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { state: 'ok', value: parsed.data }
    : { state: 'damaged', reason: schemaReason(parsed.error), json };
}

/** The first few schema problems, each with where it is (`players.3.nickname: …`). */
export function schemaReason(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`);
  const more = error.issues.length > 3 ? ` (+${error.issues.length - 3} more)` : '';
  return `does not match its format: ${shown.join('; ')}${more}`;
}
