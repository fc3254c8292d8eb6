/** Scenario helpers: run commands through the real engine, fail loudly on a rejected one. */
import { expect } from 'vitest';
import { execute, newGame, project, type Game } from '../../../src/engine/index.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { SPORT_ROLES } from '../../../scripts/fixtures/game-start.ts';
import { en } from '../../said.ts';

export class Table {
  game: Game = newGame();

  at: number;
  private readonly step: number;

  /** `at`: the clock before the first command; each command comes `step` ms after the previous one. */
  constructor(at = 1_000, step = 1000) {
    this.at = at;
    this.step = step;
  }

  run(...commands: GameCommand[]): this {
    for (const c of commands) {
      const r = execute(this.game, c, (this.at += this.step));
      if (!r.ok)
        throw new Error(`${c.type} ${JSON.stringify(c)} rejected: ${r.error.code} ${en(r.error.message)}`);
      this.game = r.game;
    }
    return this;
  }

  /** The command is rejected with this code (and the state is unchanged). */
  rejects(command: GameCommand, code: string): this {
    const before = this.game.state;
    const r = execute(this.game, command, this.at + 1);
    expect(r.ok ? 'accepted' : r.error.code).toBe(code);
    expect(this.game.state).toBe(before);
    return this;
  }

  /** The command would be accepted (nothing is applied). */
  accepts(command: GameCommand): this {
    const r = execute(this.game, command, this.at + 1);
    expect(r.ok ? 'accepted' : r.error.code).toBe('accepted');
    return this;
  }

  get state() {
    return this.game.state;
  }
  view(feed: 'judge' | 'spectator' | 'table' = 'judge') {
    return project(this.game.state, feed);
  }
  status(seat: number) {
    return this.state.seats[seat - 1]?.status;
  }
  /** Speeches: each of the given seats speaks (optionally nominating), in the day's order. */
  speeches(nominations: Record<number, number> = {}): this {
    for (;;) {
      const s = this.view().next?.[0]?.command;
      if (!s || s.type !== 'speech/start') return this;
      this.run(s);
      const by = this.state.speaker as number;
      const who = nominations[by];
      if (who !== undefined) this.run({ type: 'nominate', seat: who });
      this.run({ type: 'speech/end' });
    }
  }
  /** Take every obvious step until one needs a choice. */
  steps(max = 50): this {
    for (let i = 0; i < max; i++) {
      const c = this.view().next?.find((x) => x.command)?.command;
      if (!c || this.view().next?.[0]?.command === null) return this;
      this.run(c);
    }
    return this;
  }
}

/** A fixed sport deal: Don 3, mafia 6 and 9, Sheriff 5, others citizens. */
export { SPORT_ROLES };

export function sportTable(
  ruleset: 'mafclub-2023' | 'fiim-2019' | 'classic-mafia' = 'mafclub-2023',
  roles = SPORT_ROLES,
): Table {
  const t = new Table().run({ type: 'game/new', ruleset, gameId: 'test' });
  roles.forEach((role, i) => t.run({ type: 'seat/role', seat: i + 1, role }));
  return t;
}

/** A started sport game at the first speech of day 1. */
export function dayOne(ruleset: 'mafclub-2023' | 'fiim-2019' | 'classic-mafia' = 'mafclub-2023'): Table {
  const t = sportTable(ruleset).run({ type: 'game/start' });
  while (t.state.phase === 'night') t.run({ type: 'stage/end' });
  return t;
}

/** The rest of the day without nominations, into the night. */
export function quietDay(t: Table): Table {
  t.speeches();
  return t.run({ type: 'vote/start' });
}

/**
 * A whole night: the mafia shoots `shot` (null = miss), checks pass; then the morning, or the
 * Prima Nota stage first (MafClub 2.6.2: still at night).
 */
export function night(t: Table, shot: number | null): Table {
  t.run({ type: 'night/shot', seat: shot });
  while (t.state.phase === 'night' && t.state.stage !== 'bestMove') t.run({ type: 'night/pass' });
  return t;
}

/** From the morning to the first speech: the morning, best move none, last words. */
export function toSpeeches(t: Table): Table {
  for (let i = 0; i < 20 && !(t.state.stage === 'speech' && t.state.speaker === null); i++) {
    if (t.state.stage === 'bestMove') t.run({ type: 'bestMove', seats: [] });
    else t.steps(1);
  }
  return t;
}

/** A day that votes `seat` out (day 1 needs a second candidate), through the last word into the night. */
export function voteOut(t: Table, seat: number): Table {
  const order = t.state.today.order.filter((x) => t.state.seats[x - 1]?.status === 'alive');
  const noms: Record<number, number> = { [order[0] as number]: seat };
  if (t.state.day === 1) noms[order[1] as number] = order.find((x) => x !== seat) as number;
  t.speeches(noms).run({ type: 'vote/start' });
  if (t.state.stage === 'voting')
    t.run({ type: 'vote/record', candidate: seat, count: t.state.voting?.voters.length ?? 0 });
  for (let i = 0; i < 5 && t.state.stage === 'lastWord'; i++) t.steps(1);
  return t;
}
