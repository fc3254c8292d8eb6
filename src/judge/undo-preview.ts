import { effectiveEntries, type LogEntry } from '../engine/index.ts';
import type { Lang } from '../client/index.ts';
import { t } from '../words/index.ts';
import { fetchLog } from './game-log.ts';
import { describe } from './describe.ts';
import { isSecretCommand } from './secrecy.ts';

/** How long the undo's question waits for the hub's log before it says it does not know. */
export const PREVIEW_MS = 2500;

/** The entry an undo would take back now, and who pressed it (`judge`, `operator`, `http`). */
export interface UndoTarget {
  entry: LogEntry;
  by: string | null;
}

/**
 * What an undo would take back (issue 35: the judge's undo removed the operator's foul): the table's
 * latest command still in effect, read from the game's log. `null`: nothing to undo; `unknown`: the
 * hub did not say (no link), the judge is told so.
 */
export async function undoTarget(gameId: string, token: string): Promise<UndoTarget | null | 'unknown'> {
  const log = await fetchLog(gameId, token, PREVIEW_MS);
  if (!log) return 'unknown';
  const last = effectiveEntries(log).at(-1);
  if (!last || last.command.type === 'game/new') return null;
  const by = (last as { by?: unknown }).by;
  return { entry: last, by: typeof by === 'string' ? by : null };
}

const BY = { judge: 'judge.byJudge', operator: 'judge.byOperator', http: 'judge.byHttp' } as const;
const byWho = (lang: Lang, by: string): string => (by in BY ? t(lang, BY[by as keyof typeof BY]) : by);

/** The undo's question: what it takes back and who pressed it (a night action unnamed unless `held`). */
export function undoQuestion(target: UndoTarget | null | 'unknown', lang: Lang, held: boolean): string {
  const what =
    target === 'unknown'
      ? t(lang, 'judge.undoUnknown')
      : target === null
        ? t(lang, 'judge.undoNothing')
        : `${isSecretCommand(target.entry.command) && !held ? t(lang, 'judge.nightAction') : describe(target.entry.command)}${target.by ? ` (${byWho(lang, target.by)})` : ''}`;
  return t(lang, 'judge.undoWhat', { what });
}
