import type { Game } from '../../engine/index.ts';
import type { GameCommand, Check } from '../../protocol/index.ts';
import type { Say } from '../log.ts';
import type { Rollback } from '../store/store.ts';

/** What a watcher needs of a table here: the table is a type parameter, so this file never imports table.ts. */
export interface Watched {
  readonly id: string;
}

/** What a part of the hub (tournaments, the roster) hears from every table (`Table`). */
export interface TableWatcher<Table extends Watched = Watched> {
  /** Before admit: fill in what the table's context sets (a tournament's ruleset options on game/new). */
  complete?(table: Table, command: GameCommand): GameCommand;
  /** Before the engine sees a command: a problem refuses it (a tournament's ruleset). */
  admit?(table: Table, command: GameCommand): Check;
  /**
   * The game is about to be archived to `archiveFile`: null refuses the command (the disk refused),
   * else what undoes the watcher's write if a later step of the archive fails.
   */
  archiving?(table: Table, game: Game, archiveFile: string): Rollback | null;
  /** A command was accepted and published; `before` is the game it was applied to. */
  ran?(table: Table, before: Game): void;
}

/**
 * Every watcher of the tables, in the order they were added: each hears every table and none
 * replaces another (a second watcher used to overwrite the first one's single slot).
 */
export class TableWatchers<Table extends Watched = Watched> {
  private readonly list: TableWatcher<Table>[] = [];

  add(watcher: TableWatcher<Table>): void {
    this.list.push(watcher);
  }

  /** Each watcher completes what the one before it returned. */
  complete(table: Table, command: GameCommand): GameCommand {
    return this.list.reduce((c, w) => w.complete?.(table, c) ?? c, command);
  }

  /** The first refusal wins. */
  admit(table: Table, command: GameCommand): Check {
    for (const w of this.list) {
      const refused = w.admit?.(table, command);
      if (refused) return refused;
    }
    return null;
  }

  /** All or nothing: a refusal undoes the writes of the watchers before it. */
  archiving(table: Table, game: Game, archiveFile: string): Rollback | null {
    const done: Rollback[] = [];
    const undo = () => {
      for (const u of done.toReversed()) u();
    };
    for (const w of this.list) {
      if (!w.archiving) continue;
      const r = w.archiving(table, game, archiveFile);
      if (!r) {
        undo();
        return null;
      }
      done.push(r);
    }
    return undo;
  }

  /** A watcher that throws is told and skipped: the command was already published. */
  ran(table: Table, before: Game, say: Say): void {
    for (const w of this.list) {
      try {
        w.ran?.(table, before);
      } catch (e) {
        say(`table ${table.id}: hub/internal: an after-command hook threw`, 'error', e);
      }
    }
  }
}
