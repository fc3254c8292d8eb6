import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execute, project, restore } from '../../../src/engine/index.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { play, rulesets, start, walk } from './walk.ts';
import { en } from '../../said.ts';

describe('properties over random legal games', { timeout: 30_000 }, () => {
  it('refold of the log equals the incremental state', () => {
    fc.assert(
      fc.property(walk, (w) => {
        play(w, (_b, after) => expect(restore(after.log).state).toEqual(after.state));
      }),
      { numRuns: 60 },
    );
  });

  it('a view kept from the last command equals a view made anew, on every feed after every command', () => {
    fc.assert(
      fc.property(walk, (w) => {
        play(w, (_b, after) => {
          for (const feed of ['judge', 'spectator', 'table'] as const)
            expect(project(after.state, feed)).toEqual(project(structuredClone(after.state), feed));
        });
      }),
      { numRuns: 40 },
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
              expect(en(table.announcement) ?? '').not.toMatch(new RegExp(`\\b${seat.seat} is removed`));
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

describe('never thrown', { timeout: 30_000 }, () => {
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
