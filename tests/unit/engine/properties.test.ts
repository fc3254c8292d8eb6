import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execute, newGame, project, restore, type Game } from '../../../src/engine/index.ts';
import type { GameCommand, RulesetId } from '../../../src/protocol/index.ts';

/** Commands that make sense now: the judge's one-key steps plus the choices an operator makes. */
function candidates(game: Game, pick: number): GameCommand[] {
  const s = game.state;
  const v = project(s, 'judge');
  const alive = s.seats.filter((x) => x.status === 'alive').map((x) => x.seat);
  const any = (n: number) => alive[n % Math.max(1, alive.length)] ?? 1;
  const out: GameCommand[] = (v.next ?? []).flatMap((n) => (n.command ? [n.command] : []));
  const primary = v.next?.[0]?.command;
  if (primary) out.push(primary, primary, primary); // the game moves on more often than not
  const night = s.nights.at(-1)?.pending[0];
  switch (s.stage) {
    case 'shot':
      out.push({ type: 'night/shot', seat: any(pick) });
      break;
    case 'donCheck':
      out.push({ type: 'night/donCheck', seat: any(pick) });
      break;
    case 'sheriffCheck':
      out.push({ type: 'night/sheriffCheck', seat: any(pick) });
      break;
    case 'clubNight':
      if (night === 'heal') out.push({ type: 'night/heal', seat: any(pick) });
      if (night === 'visit') out.push({ type: 'night/visit', seat: any(pick) });
      if (night === 'maniacShot') out.push({ type: 'night/maniacShot', seat: any(pick) });
      break;
    case 'speech':
      if (s.speaker !== null)
        out.push({ type: 'nominate', seat: any(pick) }, { type: 'nomination/withdraw' });
      break;
    case 'voting':
    case 'revote': {
      const c = s.voting?.candidates[s.voting.votes.length];
      const left = (s.voting?.voters.length ?? 0) - (s.voting?.votes.reduce((a, x) => a + x.count, 0) ?? 0);
      if (c !== undefined) out.push({ type: 'vote/record', candidate: c, count: pick % (left + 1) });
      break;
    }
    case 'eliminateAllVote':
      out.push({ type: 'eliminateAll/record', count: pick % ((s.voting?.voters.length ?? 0) + 1) });
      break;
    case 'bestMove':
      out.push({
        type: 'bestMove',
        seats: [any(pick), any(pick + 1), any(pick + 2)].filter((x, i, a) => a.indexOf(x) === i),
      });
      break;
  }
  if (s.revengeBy !== null) out.push({ type: 'revenge', seat: any(pick) });
  // Sanctions, timers and the log, now and then.
  if (pick % 7 === 0) out.push({ type: 'foul/add', seat: any(pick >> 3) });
  if (pick % 29 === 0) out.push({ type: 'removal', seat: any(pick >> 5) });
  // Night removals are rare in play but are the subtle secrecy case (MafClub 4.11): walk into them.
  if (s.phase === 'night' && pick % 5 === 0) out.push({ type: 'removal', seat: any(pick >> 4) });
  if (pick % 31 === 0) out.push({ type: 'techFoul/add', seat: any(pick >> 5) });
  if (pick % 11 === 0) out.push({ type: 'undo' });
  if (pick % 13 === 0) out.push({ type: 'redo' });
  if (pick % 17 === 0) out.push({ type: 'timer/pause' }, { type: 'timer/resume' });
  return out;
}

function start(ruleset: RulesetId, seed: string): Game {
  let game = newGame();
  const seats = ruleset === 'club-mafia' ? 12 : 10;
  for (const c of [
    { type: 'game/new', ruleset, seats, gameId: 'prop' },
    { type: 'deal/seeded', seed },
    { type: 'game/start' },
  ] satisfies GameCommand[]) {
    const r = execute(game, c, 1);
    if (!r.ok) throw new Error(r.error.code);
    game = r.game;
  }
  return game;
}

const rulesets: RulesetId[] = ['mafclub-2023', 'fiim-2019', 'classic-mafia', 'club-mafia'];
const walk = fc.record({
  ruleset: fc.constantFrom(...rulesets),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  picks: fc.array(fc.nat({ max: 10_000 }), { minLength: 30, maxLength: 250 }),
});

/** Runs a random legal walk, calling `check` after each accepted command. */
function play(
  w: { ruleset: RulesetId; seed: string; picks: number[] },
  check: (before: Game, after: Game, c: GameCommand) => void,
) {
  let game = start(w.ruleset, w.seed);
  let at = 10;
  for (const pick of w.picks) {
    const options = candidates(game, pick);
    const c = options[pick % options.length];
    if (!c) break;
    const r = execute(game, c, (at += 500));
    if (!r.ok) continue;
    check(game, r.game, c);
    game = r.game;
  }
  return game;
}

describe('properties over random legal games', () => {
  it('refold of the log equals the incremental state', () => {
    fc.assert(
      fc.property(walk, (w) => {
        play(w, (_b, after) => expect(restore(after.log).state).toEqual(after.state));
      }),
      { numRuns: 60 },
    );
  });

  it('undo right after a command restores the state exactly', () => {
    fc.assert(
      fc.property(walk, (w) => {
        play(w, (before, after, c) => {
          if (c.type === 'undo' || c.type === 'redo') return;
          const undone = execute(after, { type: 'undo' }, 0);
          expect(undone.ok).toBe(true);
          if (undone.ok) expect(undone.game.state).toEqual(before.state);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('the table feed never shows a role while the game is on, nor any check, nor a removal before the morning; counts never negative', () => {
    let nightRemovals = 0;
    fc.assert(
      fc.property(walk, (w) => {
        play(w, (_b, after) => {
          const table = project(after.state, 'table');
          for (const n of table.nights) {
            expect(n.sheriffCheck).toBeUndefined();
            expect(n.donCheck).toBeUndefined();
            expect(n.heal).toBeUndefined();
            expect(n.visit).toBeUndefined();
          }
          expect(table.next).toBeUndefined();
          // MafClub 4.11: a removal tonight stays off the table feed until the morning.
          const st = after.state;
          const spectator = project(st, 'spectator');
          for (const seat of st.seats)
            if (st.phase === 'night' && seat.status === 'removed' && seat.leftAt?.phase === 'night') {
              if (seat.leftAt.number !== st.night) continue;
              nightRemovals++;
              expect(table.seats[seat.seat - 1]).toMatchObject({ status: 'alive', leftAt: null });
              expect(spectator.seats[seat.seat - 1]?.status).toBe('removed');
              expect(table.announcement?.en ?? '').not.toMatch(new RegExp(`\\b${seat.seat} is removed`));
            }
          if (table.phase !== 'finished') expect(table.seats.some((s) => 'role' in s)).toBe(false);
          // the judge always has something to do next (or sees "game over")
          expect(project(after.state, 'judge').next?.length).toBeGreaterThan(0);
          for (const s of table.seats) {
            expect(s.fouls).toBeGreaterThanOrEqual(0);
            expect(s.techFouls).toBeGreaterThanOrEqual(0);
          }
          for (const vote of table.voting?.votes ?? []) expect(vote.count).toBeGreaterThanOrEqual(0);
          const counted = table.voting?.votes.reduce((a, x) => a + x.count, 0) ?? 0;
          expect(counted).toBeLessThanOrEqual(table.voting?.voterCount ?? 0);
        });
      }),
      { numRuns: 60 },
    );
    expect(nightRemovals).toBeGreaterThan(0); // the walk does remove players at night
  });

  it('random games reach the end with the obvious steps and choices', () => {
    let finished = 0;
    let entries = 0;
    fc.assert(
      fc.property(walk, (w) => {
        const g = play({ ...w, picks: [...w.picks, ...w.picks, ...w.picks, ...w.picks] }, () => {});
        if (g.state.phase === 'finished') finished++;
        entries += g.log.length;
      }),
      { numRuns: 30 },
    );
    expect(finished).toBeGreaterThan(5);
    expect(entries / 30).toBeGreaterThan(40);
  });
});

describe('never thrown', () => {
  const seat = fc.integer({ min: 1, max: 16 });
  const anyCommand: fc.Arbitrary<GameCommand> = fc.oneof(
    fc.record({ type: fc.constant('speech/start' as const), seat }),
    fc.constant({ type: 'speech/end' as const }),
    fc.record({ type: fc.constant('nominate' as const), seat }),
    fc.constant({ type: 'nomination/withdraw' as const }),
    fc.constant({ type: 'vote/start' as const }),
    fc.record({ type: fc.constant('vote/record' as const), candidate: seat, count: fc.nat({ max: 16 }) }),
    fc.record({ type: fc.constant('eliminateAll/record' as const), count: fc.nat({ max: 16 }) }),
    fc.record({ type: fc.constant('night/shot' as const), seat: fc.option(seat, { nil: null }) }),
    fc.record({ type: fc.constant('night/donCheck' as const), seat }),
    fc.record({ type: fc.constant('night/sheriffCheck' as const), seat }),
    fc.record({ type: fc.constant('night/heal' as const), seat }),
    fc.record({ type: fc.constant('night/visit' as const), seat }),
    fc.constant({ type: 'night/pass' as const }),
    fc.constant({ type: 'stage/end' as const }),
    fc.constant({ type: 'step/next' as const }),
    fc.record({ type: fc.constant('bestMove' as const), seats: fc.array(seat, { maxLength: 3 }) }),
    fc.record({ type: fc.constant('foul/add' as const), seat }),
    fc.record({ type: fc.constant('foul/remove' as const), seat }),
    fc.record({ type: fc.constant('removal' as const), seat }),
    fc.record({ type: fc.constant('revenge' as const), seat }),
    fc.constant({ type: 'game/surrender' as const }),
    fc.constant({ type: 'undo' as const }),
    fc.constant({ type: 'redo' as const }),
    fc.constant({ type: 'timer/pause' as const }),
    fc.record({ type: fc.constant('timer/add' as const), ms: fc.integer({ min: -5000, max: 5000 }) }),
  );

  it('any command in any state gives events or a rule violation, never an exception', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rulesets),
        fc.array(anyCommand, { maxLength: 150 }),
        (ruleset, commands) => {
          let game = start(ruleset, 'fuzz');
          let at = 0;
          for (const c of commands) {
            const r = execute(game, c, (at += 10));
            if (r.ok) game = r.game;
            else expect(r.error.code).toMatch(/^[a-zA-Z]+\/[a-z-]+$/);
            expect(game.state.votesToCancel).toBeGreaterThanOrEqual(0);
          }
          expect(restore(game.log).state).toEqual(game.state);
        },
      ),
      { numRuns: 150 },
    );
  });
});
