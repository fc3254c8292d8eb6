/**
 * Random legal games checked after every command (issue 21). A game is a seeded walk: commands
 * chosen from the engine's own next steps, plus sanctions, removals, undos and hostile commands
 * at any moment. Seeded and reproducible: a failure names its ruleset and seed, and is shrunk to
 * the shortest command list that still breaks an invariant.
 */
import { execute, newGame, project, restore, type Game } from '../../src/engine/index.ts';
import { winnerOf } from '../../src/engine/end.ts';
import { mulberry32 } from '../../src/engine/prng.ts';
import type { GameCommand, NextStep, RulesetId } from '../../src/protocol/index.ts';
import { RULESET_IDS } from '../../src/facts/index.ts';
import { dealtDeckStarts, exportsShowState, sanctionFollowsPlayer } from './sweep-invariants.ts';

export const RULESETS: readonly RulesetId[] = RULESET_IDS;

type Rand = () => number;
const int = (r: Rand, n: number) => Math.floor(r() * n);
const pick = <T>(r: Rand, xs: readonly T[]): T | undefined => xs[int(r, xs.length)];

/** The game/new and the deal of a seeded game: ruleset options drawn too. */
function opening(ruleset: RulesetId, r: Rand, seed: number): GameCommand[] {
  const club = ruleset === 'club-mafia';
  const options = {
    ...(r() < 0.2 ? { firstDay: pick(r, ['noVote', 'liftOnly'] as const) } : {}),
    ...(r() < 0.2 ? { firstKilledPick: 'colours' as const } : {}),
    ...(r() < 0.3 ? { loneNominee: pick(r, ['leaves', 'vote'] as const) } : {}),
    ...(club && r() < 0.3 ? { loverSide: 'black' as const } : {}),
    ...(club && r() < 0.3 ? { maniacVariant: 'modern' as const } : {}),
    ...(club && r() < 0.3 ? { repeatedTie: 'night' as const } : {}),
    ...(r() < 0.2 ? { awardLimits: 'extended' as const } : {}),
  };
  const seats = club ? 6 + int(r, 11) : 10;
  // Issue 34: the players are named first, then the deck is dealt from a seed as the role draft does.
  const names: GameCommand[] = Array.from({ length: seats }, (_, i) => ({
    type: 'seat/nickname',
    seat: i + 1,
    nickname: `P${i + 1}`,
  }));
  return [
    { type: 'game/new', ruleset, gameId: `sweep-${seed}`, ...(club ? { seats } : {}), ...options },
    ...names,
    { type: 'deal/seeded', seed: `s${seed}` },
    { type: 'game/start' },
  ];
}

/** The operator's choice for a step that needs one (a seat, a count, the three). */
function choose(game: Game, step: NextStep, r: Rand): GameCommand | null {
  if (step.command) return step.command;
  const s = game.state;
  const alive = s.seats.filter((x) => x.status === 'alive').map((x) => x.seat);
  const anyAlive = pick(r, alive) ?? 1;
  const anySeat = 1 + int(r, s.seatCount);
  const v = s.voting;
  switch (step.id) {
    case 'shot':
      return { type: 'night/shot', seat: anyAlive };
    case 'maniacShot':
      return { type: 'night/maniacShot', seat: anyAlive };
    case 'donCheck':
      return { type: 'night/donCheck', seat: anySeat };
    case 'sheriffCheck':
      return { type: 'night/sheriffCheck', seat: anySeat };
    case 'heal':
      return { type: 'night/heal', seat: anyAlive };
    case 'visit':
      return { type: 'night/visit', seat: anyAlive };
    case 'revenge':
      return { type: 'revenge', seat: anyAlive };
    case 'nominate':
      return { type: 'nominate', seat: anyAlive };
    case 'nominate-lost-turn':
      return { type: 'nominate', by: step.seat ?? undefined, seat: anyAlive };
    case 'vote-on': {
      const left = Math.max(0, (v?.voters.length ?? 0) - (v?.votes.reduce((a, x) => a + x.count, 0) ?? 0));
      return { type: 'vote/record', candidate: step.seat ?? 0, count: int(r, left + 1) };
    }
    case 'vote-late': {
      // MafClub 2.4.2: a count for the protocol after an early decision, up to the voters left
      const left = Math.max(0, (v?.voters.length ?? 0) - (v?.votes.reduce((a, x) => a + x.count, 0) ?? 0));
      return { type: 'vote/late', candidate: step.seat ?? 0, count: int(r, left + 1) };
    }
    case 'eliminateAll':
      return { type: 'eliminateAll/record', count: int(r, (v?.voters.length ?? 0) + 1) };
    case 'bestMove': {
      const seats = [...new Set([anySeat, 1 + int(r, s.seatCount), 1 + int(r, s.seatCount)])].slice(
        0,
        int(r, 4),
      );
      const colours = seats.map(() => (r() < 0.5 ? ('red' as const) : ('black' as const)));
      return {
        type: 'bestMove',
        seats,
        ...(s.options.firstKilledPick === 'colours' ? { colours } : {}),
        ...(r() < 0.2 ? { hinted: true } : {}), // FIIM 8.3.5 (refused elsewhere)
      };
    }
    default:
      return null;
  }
}

/** Anything an operator (or a stray key) may send at any moment. */
function disruption(game: Game, r: Rand): GameCommand {
  const seat = 1 + int(r, game.state.seatCount);
  const all: GameCommand[] = [
    { type: 'foul/add', seat },
    { type: 'foul/add', seat },
    { type: 'foul/remove', seat },
    { type: 'removal', seat },
    // issue 21's judge records: a clause (FIIM 6.9: no penalty after the decision), a repeat, a late count
    { type: 'removal', seat, clause: pick(r, ['6.7.6', '4.8.4', '6.7.1'] as const) ?? '6.7.6' },
    { type: 'removal', seat, repeat: true },
    { type: 'foul/add', seat, clause: '4.3.1', reason: 'talking' },
    { type: 'vote/late', candidate: seat, count: int(r, 4) },
    { type: 'techFoul/add', seat },
    { type: 'card/red', seat },
    { type: 'card/yellow', seat },
    { type: 'undo' },
    { type: 'undo' },
    { type: 'redo' },
    { type: 'speech/start', seat },
    { type: 'speech/end', seat },
    { type: 'nominate', by: seat, seat: 1 + int(r, game.state.seatCount) },
    { type: 'vote/start' },
    { type: 'stage/end' },
    { type: 'night/pass' },
    { type: 'step/next' },
    { type: 'game/surrender' },
    // issue 34: substitutes (a newcomer, or the player back), replays of both kinds after cards
    { type: 'seat/nickname', seat, nickname: r() < 0.5 ? `sub-${int(r, 3)}` : `P${seat}` },
    ...(r() < 0.15
      ? [
          { type: 'game/replay', offender: seat, seed: `r${seat}` } as const,
          { type: 'game/replay', offender: seat, repeat: true } as const,
          { type: 'game/replay', kind: 'appeal', seed: 'appeal' } as const,
        ]
      : []),
    { type: 'game/result', reason: 'changed', winner: pick(r, ['red', 'black'] as const) ?? 'red' },
  ];
  return pick(r, all) as GameCommand;
}

/** After the end: the judge's awards, a changed result, late cards, a substitute (issue 34). */
function afterEnd(game: Game, r: Rand): GameCommand {
  const seat = 1 + int(r, game.state.seatCount);
  const all: GameCommand[] = [
    { type: 'score/extra', seat, kind: 'bestPlay', points: pick(r, [1.5, 2] as const) ?? 2 },
    { type: 'score/extra', seat, kind: 'worstPlay', points: -1.5 },
    { type: 'score/extra', seat, kind: 'bestMove', points: 0.5 },
    { type: 'score/extra', seat, kind: 'judge', points: pick(r, [0.4, 0.7] as const) ?? 0.4 },
    { type: 'game/result', reason: 'changed', winner: pick(r, ['red', 'black'] as const) ?? 'red' },
    { type: 'card/red', seat },
    { type: 'card/yellow', seat },
    { type: 'undo' },
  ];
  return pick(r, all) as GameCommand;
}

/** The next command of a walk. */
function nextCommand(game: Game, r: Rand): GameCommand | null {
  if (game.state.phase === 'finished') return afterEnd(game, r);
  // a replay without a new deal: the judge deals (the draft's seed), then starts
  if (game.state.phase === 'setup')
    return game.state.seats.some((s) => s.role === null)
      ? { type: 'deal/seeded', seed: `d${int(r, 1000)}` }
      : { type: 'game/start' };
  if (r() < 0.12) return disruption(game, r);
  const steps = project(game.state, 'judge').next ?? [];
  const step = r() < 0.6 ? steps[0] : pick(r, steps);
  return step ? choose(game, step, r) : null;
}

/** Where the exports are compared with the state: a replay, a result, the end, anything after it. */
const checkpoint = (before: Game, after: Game, c: GameCommand) =>
  c.type === 'game/replay' ||
  c.type === 'game/result' ||
  after.state.phase === 'finished' ||
  before.state.phase === 'finished';

/** Invariants between two states; a message for the first one broken, or null. */
export function broken(before: Game, after: Game, c: GameCommand): string | null {
  const s = after.state;
  const logCommand = c.type === 'undo' || c.type === 'redo';
  const fresh = c.type === 'game/new' || c.type === 'game/replay';
  // Every command the engine offers is one it accepts.
  for (const step of project(s, 'judge').next ?? [])
    if (step.command) {
      const r = execute(after, step.command, 0);
      if (!r.ok) return `offered ${step.id} ${JSON.stringify(step.command)} refused: ${r.error.code}`;
    }
  // A refold of the log gives the same state.
  if (JSON.stringify(restore(after.log).state) !== JSON.stringify(s)) return 'refold differs';
  // An open vote's candidates and voters are at the table.
  const v = s.voting;
  if (v && !v.decided && s.phase === 'day') {
    const out = [...v.candidates, ...v.voters].filter((x) => s.seats[x - 1]?.status !== 'alive');
    if (out.length) return `seats ${out.join(', ')} in the open vote are not at the table`;
  }
  if (s.phase === 'finished' && v && !v.decided) return 'a finished game keeps an open vote';
  for (const seat of s.seats) {
    const was = before.state.seats[seat.seat - 1];
    if (!logCommand && !fresh && was?.status === 'removed' && seat.status !== 'removed')
      return `removed seat ${seat.seat} became ${seat.status}`;
    if (seat.status === 'removed' && s.lastWords.queue.includes(seat.seat) && s.stage === 'lastWord')
      return `removed seat ${seat.seat} has a last word`;
    if (seat.fouls < 0) return `seat ${seat.seat} has negative fouls`;
  }
  if (s.speaker !== null && s.stage !== 'setup') {
    const st = s.seats[s.speaker - 1]?.status;
    if (st === 'removed') return `removed seat ${s.speaker} speaks`;
    if (st !== 'alive' && s.stage !== 'lastWord') return `seat ${s.speaker} (${st}) speaks in ${s.stage}`;
  }
  // The declared winner matches the table when declared, and changes only by undo or the judge.
  const judged = c.type === 'game/result' || c.type === 'game/surrender' || s.imposed !== null;
  if (before.state.winner === null && s.winner !== null && !judged && !logCommand && !fresh) {
    const table = winnerOf(s);
    if (table !== s.winner && !(table === null && s.winner === 'draw'))
      return `declared ${s.winner} while the table says ${table ?? 'nothing'}`;
  }
  if (before.state.winner !== null && s.winner !== before.state.winner && !judged && !logCommand && !fresh)
    return `winner changed ${before.state.winner} -> ${s.winner}`;
  // A late count (MafClub 2.4.2) is for the protocol: nobody's status and no winner change.
  if (c.type === 'vote/late') {
    const moved = s.seats.find((x) => x.status !== before.state.seats[x.seat - 1]?.status);
    if (moved) return `a late count changed seat ${moved.seat} to ${moved.status}`;
    if (s.winner !== before.state.winner) return `a late count changed the winner to ${s.winner}`;
  }
  // Issue 34: every deck dealt starts; a sanction follows the player; the exports show this game.
  const issue34 =
    dealtDeckStarts(after, c) ??
    sanctionFollowsPlayer(before, after, c) ??
    (checkpoint(before, after, c) ? exportsShowState(after) : null);
  if (issue34) return issue34;
  // The table feed holds no role before the game's end.
  if (s.phase !== 'finished' && project(s, 'table').seats.some((x) => 'role' in x && x.role != null))
    return 'a role on the table feed before the end';
  return null;
}

export interface Played {
  commands: number;
  /** The game reached its end (a result) within the commands allowed. */
  finished: boolean;
  failure: { message: string; commands: GameCommand[] } | null;
  /** What of issue 34 the game played: replays (automatic, on appeal), substitutes, changed results, awards. */
  played: Record<Issue34Kind, number>;
}

type Issue34Kind = 'automaticReplay' | 'appealReplay' | 'substitute' | 'changedResult' | 'award';
const kindOf = (before: Game, c: GameCommand): Issue34Kind | null =>
  c.type === 'game/replay'
    ? c.kind === 'appeal'
      ? 'appealReplay'
      : 'automaticReplay'
    : c.type === 'seat/nickname' && before.state.phase !== 'setup'
      ? 'substitute'
      : c.type === 'game/result' && c.reason === 'changed'
        ? 'changedResult'
        : c.type === 'score/extra'
          ? 'award'
          : null;

/** Replays a command list (refused commands skipped), checking invariants; the first broken one. */
export function replay(commands: readonly GameCommand[]): { message: string; at: number } | null {
  let game = newGame();
  let at = 1000;
  for (let i = 0; i < commands.length; i++) {
    const c = commands[i] as GameCommand;
    const r = execute(game, c, (at += 1000));
    if (!r.ok) continue;
    const message = broken(game, r.game, c);
    if (message) return { message, at: i };
    game = r.game;
  }
  return null;
}

/** One seeded game, at most `max` commands tried; stops at the end of the game. */
export function playOne(ruleset: RulesetId, seed: number, max = 400): Played {
  const r = mulberry32(seed);
  let game = newGame();
  let at = 1000;
  const tried: GameCommand[] = [];
  let accepted = 0;
  const played: Played['played'] = {
    automaticReplay: 0,
    appealReplay: 0,
    substitute: 0,
    changedResult: 0,
    award: 0,
  };
  const queue = opening(ruleset, r, seed);
  let tail = 0; // commands after the end (awards, a changed result, late cards)
  for (let i = 0; i < max && tail < 8; i++) {
    if (game.state.phase === 'finished') tail++;
    const c = queue.shift() ?? nextCommand(game, r);
    if (!c) break;
    tried.push(c);
    const res = execute(game, c, (at += 1000));
    if (!res.ok) continue;
    accepted++;
    const kind = kindOf(game, c);
    if (kind) played[kind]++;
    const message = broken(game, res.game, c);
    if (message)
      return { commands: accepted, finished: false, failure: { message, commands: tried }, played };
    game = res.game;
  }
  return { commands: accepted, finished: game.state.phase === 'finished', failure: null, played };
}

/** The shortest list found that still breaks an invariant: drop commands one by one (greedy). */
export function shrink(commands: readonly GameCommand[]): { message: string; commands: GameCommand[] } {
  let list = [...commands];
  const first = replay(list);
  if (!first) return { message: 'no failure on replay', commands: list };
  list = list.slice(0, first.at + 1);
  for (let i = list.length - 2; i >= 1; i--) {
    const shorter = [...list.slice(0, i), ...list.slice(i + 1)];
    const f = replay(shorter);
    if (f) list = shorter.slice(0, f.at + 1);
  }
  return { message: replay(list)?.message ?? '', commands: list };
}

/** A failure as the test and the sweep print it. */
export const report = (ruleset: RulesetId, seed: number, f: { message: string; commands: GameCommand[] }) =>
  `${ruleset} seed ${seed}: ${f.message}\nshortest command list (${f.commands.length}):\n` +
  f.commands.map((c) => JSON.stringify(c)).join('\n');
