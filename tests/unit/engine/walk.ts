/** A random legal walk through a game: the obvious steps plus the operator's choices. */
import fc from 'fast-check';
import { execute, newGame, project, type Game } from '../../../src/engine/index.ts';
import type { GameCommand, Problem, RulesetId } from '../../../src/protocol/index.ts';

/** Commands that make sense now: the judge's one-key steps plus the choices an operator makes. */
export function candidates(game: Game, pick: number): GameCommand[] {
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
  // MafClub 4.4, FIIM 6.4: a 3rd-foul player's nomination at his lost turn, now and then twice.
  const lost = v.next?.find((n) => n.id === 'nominate-lost-turn')?.seat;
  if (typeof lost === 'number')
    out.push(
      { type: 'nominate', by: lost, seat: any(pick) },
      { type: 'nominate', by: lost, seat: any(pick + 1) },
    );
  if (s.stage === 'speech' && s.speaker === null && pick % 3 === 0)
    out.push({ type: 'nominate', by: any(pick >> 2), seat: any(pick) }); // hostile: not his turn
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

export function start(ruleset: RulesetId, seed: string): Game {
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

export const rulesets: RulesetId[] = ['mafclub-2023', 'fiim-2019', 'classic-mafia', 'club-mafia'];
export const walk = fc.record({
  ruleset: fc.constantFrom(...rulesets),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  picks: fc.array(fc.nat({ max: 10_000 }), { minLength: 30, maxLength: 250 }),
});

/** Runs a random legal walk, calling `check` after each accepted command (`refused` after each refused one). */
export function play(
  w: { ruleset: RulesetId; seed: string; picks: number[] },
  check: (before: Game, after: Game, c: GameCommand) => void,
  refused: (error: Problem) => void = () => {},
) {
  let game = start(w.ruleset, w.seed);
  let at = 10;
  for (const pick of w.picks) {
    const options = candidates(game, pick);
    const c = options[pick % options.length];
    if (!c) break;
    const r = execute(game, c, (at += 500));
    if (!r.ok) {
      refused(r.error);
      continue;
    }
    check(game, r.game, c);
    game = r.game;
  }
  return game;
}
