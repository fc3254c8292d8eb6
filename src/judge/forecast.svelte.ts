import { execute, project, restore, type Game, type LogEntry } from '../engine/index.ts';
import type { GameCommand, GameView } from '../protocol/index.ts';
import { asLog, fetchLog } from './game-log.ts';

/** The log is read again this long after the table last changed (one read for a burst of changes). */
export const LOG_EVERY_MS = 400;

/**
 * The screen runs ahead offline (issue 35: the engine is pure). While the link is live the tablet
 * keeps the game's log as the hub has it (and on the device, for a reload while the Wi-Fi is down);
 * offline it folds the taps still waiting onto that log with the same engine the hub runs, and the
 * page shows that game marked as not yet confirmed. It never forks: the hub's answers and its next
 * snapshot replace it, and a log that does not give the view the hub last sent is not used.
 */
export class Forecast {
  /** The hub's log of the game on screen, as last read (null: none yet). */
  log = $state.raw<LogEntry[] | null>(null);
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly key: string;

  constructor(table: string) {
    this.key = `mafia-judge-log:${table}`;
    try {
      const raw = globalThis.localStorage?.getItem(this.key);
      this.log = raw === null || raw === undefined ? null : asLog(JSON.parse(raw));
    } catch {
      this.log = null; // damaged or forbidden: no forecast until the hub is read again
    }
  }

  /** The table changed (live): read its log a moment later. */
  follow(gameId: string, token: string): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void fetchLog(gameId, token, 5000).then((log) => {
        if (!log) return;
        this.log = log;
        try {
          globalThis.localStorage?.setItem(this.key, JSON.stringify(log));
        } catch {
          // full: the forecast still works until a reload
        }
      });
    }, LOG_EVERY_MS);
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /**
   * The game after the waiting taps, in the order pressed (those the engine refuses are skipped, as
   * the hub would refuse them); with no view from the hub yet (a reload offline), the game as kept.
   * Null when nothing waits or the log kept does not give the view the hub last sent.
   */
  view(shown: GameView | null, waiting: readonly GameCommand[]): GameView | null {
    const log = this.log;
    if (!log) return null;
    const game = restore(log);
    // with a view from the hub: only ahead of it, and only from a log that gives it (never a fork)
    if (shown && (waiting.length === 0 || canonical(project(game.state, 'judge')) !== canonical(shown)))
      return null;
    return ahead(game, waiting);
  }
}

function ahead(start: Game, waiting: readonly GameCommand[]): GameView {
  let game = start;
  for (const c of waiting) {
    const r = execute(game, c, Date.now());
    if (r.ok) game = r.game;
  }
  return project(game.state, 'judge');
}

/** JSON with object keys sorted: the view patched by the hub's frames has its keys in another order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );
}
