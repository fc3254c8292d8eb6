import type { GameView } from '../../src/protocol/index.ts';
import { NO_GAME_ID } from '../../src/engine/index.ts';

/**
 * Issue 37: keys typed into a seat's name mid-game put a new player "72" on air and in the
 * tournament; J typed for K renamed a roster player. While a game runs (night, day) the name
 * fields, J, Shift+N and the set-up forms are locked; the names and J also while the roles are
 * being entered (J sits beside K) and after the game's end (its protocol and points are kept by
 * name). Shift+U unlocks them on purpose, for this game only.
 */
export class GameLock {
  private unlockedFor = $state<string | null>(null);
  private readonly view: () => GameView | null;

  constructor(view: () => GameView | null) {
    this.view = view;
  }

  /** The game is in its night or day. */
  get running(): boolean {
    const v = this.view();
    return !!v && v.gameId !== NO_GAME_ID && (v.phase === 'night' || v.phase === 'day');
  }

  get unlocked(): boolean {
    return this.unlockedFor !== null && this.unlockedFor === this.view()?.gameId;
  }

  /** Shift+N and the set-up column. */
  get setupLocked(): boolean {
    return this.running && !this.unlocked;
  }

  /** The seats' names and J (fix a roster player): also while roles are entered, and after the end. */
  get namesLocked(): boolean {
    const v = this.view();
    const roles = v?.phase === 'setup' && v.gameId !== NO_GAME_ID && v.seats.some((s) => s.role);
    return (this.running || roles || v?.phase === 'finished') && !this.unlocked;
  }

  toggle(): void {
    this.unlockedFor = this.unlocked ? null : (this.view()?.gameId ?? null);
  }
}
