import type { LogEntry } from '../../../src/engine/index.ts';
import type { Role } from '../../../src/protocol/index.ts';
import { dealtToDayOne, SPORT_ROLES } from '../../../scripts/fixtures/game-start.ts';
import { Table } from '../engine/helpers.ts';

/** Plays a game by days: each day's nominations (speaker -> nominee) and votes (candidate -> voters). */
export class Script extends Table {
  constructor() {
    super(1_790_000_000_000, 20_000);
  }

  static deal(
    ruleset: 'mafclub-2023' | 'fiim-2019',
    roles: readonly Role[],
    names = (s: number) => `Player ${s}`,
  ): Script {
    const nicknames = roles.map((_, i) => names(i + 1));
    return new Script().run(...dealtToDayOne(nicknames, roles, { ruleset, gameId: 'scripted' }));
  }

  private lastWords(): void {
    for (
      let seat = this.game.state.lastWords.queue[0];
      seat !== undefined;
      seat = this.game.state.lastWords.queue[0]
    )
      this.run({ type: 'speech/start', seat }).run({ type: 'speech/end' });
  }

  day(noms: Record<number, number>, votes: [number, number[]][], fouls: number[] = []): this {
    this.lastWords();
    const t = this.game.state.today;
    for (const seat of t.order.filter((x) => !t.done.includes(x))) {
      this.run({ type: 'speech/start', seat });
      if (fouls.includes(seat)) this.run({ type: 'foul/add', seat });
      const nominee = noms[seat];
      if (nominee !== undefined) this.run({ type: 'nominate', seat: nominee });
      this.run({ type: 'speech/end' });
    }
    if (votes.length) this.run({ type: 'vote/start' });
    for (const [candidate, voters] of votes)
      if (this.game.state.voting && !this.game.state.voting.decided)
        this.run({ type: 'vote/record', candidate, voters });
    this.lastWords();
    return this;
  }

  night(shot: number | null, don?: number, sheriff?: number): this {
    this.run({ type: 'night/shot', seat: shot });
    this.run(don === undefined ? { type: 'night/pass' } : { type: 'night/donCheck', seat: don });
    this.run(sheriff === undefined ? { type: 'night/pass' } : { type: 'night/sheriffCheck', seat: sheriff });
    return this.run({ type: 'stage/end' });
  }

  get log(): LogEntry[] {
    return [...this.game.log];
  }
}

/** MafClub, every vote recorded by voter: Don out on day 1, mafia 6 and 9 on days 2 and 3: red wins. */
export function mafclubByVoters(names?: (s: number) => string): LogEntry[] {
  return Script.deal('mafclub-2023', SPORT_ROLES, names)
    .day(
      { 1: 7, 2: 3 },
      [
        [7, [3, 6, 9]],
        [3, [1, 2, 4, 5, 7, 8, 10]],
      ],
      [4],
    )
    .night(1, undefined, 6)
    .day({ 4: 2, 5: 6 }, [
      [2, [6, 9]],
      [6, [2, 4, 5, 7, 8, 10]],
    ])
    .night(2, undefined, 9)
    .day({ 5: 4, 7: 9 }, [
      [4, [9]],
      [9, [4, 5, 7, 8, 10]],
    ]).log;
}

/**
 * MafClub, every vote by voter: seat 2 out on day 1 (its own vote counts for 7, nominated after
 * it), seat 1 shot; day 2 is critical (5 reds, 3 blacks): reds 7 and 8 vote red 4 out with the
 * blacks; seat 5 shot: black wins.
 */
export function mafclubCriticalVote(): LogEntry[] {
  return Script.deal('mafclub-2023', SPORT_ROLES)
    .day({ 1: 2, 3: 7 }, [[2, [1, 3, 4, 5, 6, 7, 8, 9, 10]]])
    .night(1)
    .day({ 3: 4, 5: 6 }, [
      [6, [4, 5, 10]],
      [4, [3, 6, 7, 8, 9]],
    ])
    .night(5)
    .run({ type: 'speech/start', seat: 5 }, { type: 'speech/end' }).log; // last words end the game
}
