import type { GameView } from '../src/protocol/index.ts';
import { NO_GAME_ID } from '../src/engine/index.ts';

/**
 * Issue 37: keys typed into a seat's name mid-game put a new player "72" on air and in the
 * tournament; J typed for K renamed a roster player. While a game runs (its roles being entered,
 * night, day) the name fields, J, Shift+N and the set-up column are locked; the names stay locked
 * at the game's end (its protocol and points are kept by name). Shift+U unlocks them on purpose,
 * for this game only.
 */
export class GameLock {
  private unlockedFor = $state<string | null>(null);
  private readonly view: () => GameView | null;

  constructor(view: () => GameView | null) {
    this.view = view;
  }

  /** The game has begun: roles are being entered, or it is in its night or day. */
  get running(): boolean {
    const v = this.view();
    if (!v || v.gameId === NO_GAME_ID || v.phase === 'finished') return false;
    return v.phase !== 'setup' || v.seats.some((s) => s.role);
  }

  get unlocked(): boolean {
    return this.unlockedFor !== null && this.unlockedFor === this.view()?.gameId;
  }

  /** Shift+N and the set-up column. */
  get setupLocked(): boolean {
    return this.running && !this.unlocked;
  }

  /** The seats' names and J (fix a roster player): also once the game has ended. */
  get namesLocked(): boolean {
    const v = this.view();
    return (this.running || v?.phase === 'finished') && !this.unlocked;
  }

  toggle(): void {
    this.unlockedFor = this.unlocked ? null : (this.view()?.gameId ?? null);
  }
}
