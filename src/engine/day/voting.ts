/** Voting: counts in nomination order, certainty, ties, re-votes, the eliminate-all vote. */
import type { Check } from '../../protocol/index.ts';
import { announcement, clearSpeaker, emit, say, type AnnounceKey, type Draft } from '../draft.ts';
import { declare } from '../end.ts';
import { afterVotedOut } from '../after-words.ts';
import { leave } from '../flow.ts';
import { openNight } from '../night.ts';
import { fault } from '../problems.ts';
import { aliveSeats, mutedToday, seatOf } from '../seats.ts';
import type { Voting } from '../types.ts';
import type { SaidValue } from '../../words/format.ts';
import { visitedToday } from './speeches.ts';
import { checkCount, counted } from './vote-count.ts';

/** Who may vote: alive, not silenced for the game (club 3 fouls), not visited by the lover. */
function votersOf(d: Draft, exclude: number[] = []): number[] {
  const s = d.state;
  return aliveSeats(s).filter(
    (x) => !exclude.includes(x) && !seatOf(s, x)?.silentForGame && !visitedToday(s, x),
  );
}

export function startVoting(
  d: Draft,
  kind: Voting['kind'],
  candidates: number[],
  previousTie: number[] | null,
): void {
  const exclude = kind === 'tie' && d.rules.tiedDoNotVote ? candidates : []; // club
  const voting: Voting = {
    kind,
    candidates,
    votes: [],
    voters: votersOf(d, exclude),
    eliminateAllFor: null,
    decided: false,
    previousTie,
  };
  emit(d, { type: 'votingStarted', voting });
  const stage = kind === 'main' ? 'voting' : kind === 'tie' ? 'revote' : 'eliminateAllVote';
  emit(d, { type: 'stageSet', phase: 'day', stage, day: d.state.day, night: d.state.night });
  if (kind !== 'eliminateAll' && voting.voters.length === 0) {
    // Nobody may vote (club: the whole table tied and the tied do not vote): all zero, decided.
    for (const candidate of candidates) emit(d, { type: 'votesRecorded', candidate, count: 0, voters: null });
    emit(d, { type: 'votingDecided' });
    resolve(d);
  }
}

/**
 * Tournament variant `liftOnly`: day 1's leaders are lifted, get a second speech and stay. The
 * speech runs as a last word (the queue and timer) but nobody leaves.
 */
function lifted(d: Draft, seats: number[]): boolean {
  if (d.state.day !== 1 || d.state.options.firstDay !== 'liftOnly') return false;
  clearSpeaker(d);
  say(d, 'liftedStay', { seats: seats.join(', ') });
  emit(d, { type: 'lastWordsQueued', seats, durationMs: d.rules.timings.speechMs, then: 'night' });
  emit(d, { type: 'stageSet', phase: 'day', stage: 'lastWord', day: d.state.day, night: d.state.night });
  return true;
}

/** One player leaves by the vote (club: a psychopath may take someone along). */
export function votedOut(d: Draft, seat: number): void {
  if (lifted(d, [seat])) return;
  leave(d, seat, 'votedOut');
  say(d, 'votedOut', { seat });
  psychopathRevenge(d, [seat]);
  afterVotedOut(d, [seat]);
}

/** Club "Психопат": on any day elimination (eliminate-all too) he may take one player along. */
function psychopathRevenge(d: Draft, seats: number[]): void {
  const psycho = seats.find((x) => seatOf(d.state, x)?.role === 'psychopath');
  if (d.rules.psychopathRevenge && psycho !== undefined) emit(d, { type: 'revengePending', seat: psycho });
}

export function noVote(d: Draft, key: AnnounceKey): void {
  say(d, key);
  openNight(d);
}

/**
 * Club ("Удаление из игры" keeps the vote): a player removed during a vote leaves it, as a
 * candidate, a voter and a tied player; the vote goes on with the rest.
 */
export function leaveVote(d: Draft, seat: number): void {
  const v = d.state.voting;
  const stage = d.state.stage;
  if (!v || (v.decided && stage !== 'tieSpeech')) return;
  if (!v.candidates.includes(seat) && !v.voters.includes(seat)) return;
  emit(d, { type: 'voteLeft', seat });
  if (stage === 'tieSpeech') return; // the re-vote opens on the tied who are left
  const now = d.state.voting as Voting;
  if (now.candidates.length === 0) return noVote(d, 'noCandidatesLeft');
  if (stage === 'voting' || stage === 'revote') settle(d);
}

/** Candidates with the most votes so far (in nomination order). */
export function leaders(v: Voting): number[] {
  const max = Math.max(...v.votes.map((x) => x.count));
  return v.candidates.filter((c) => v.votes.find((x) => x.candidate === c)?.count === max);
}

export function recordVotes(d: Draft, candidate: number, count?: number, voters?: number[]): Check {
  const v = d.state.voting;
  if (!v || (v.kind !== 'main' && v.kind !== 'tie') || v.decided) return fault('vote/not-voting');
  if (!v.candidates.includes(candidate))
    return fault('vote/not-nominated', { seat: candidate }, d.rules.clauses.voteOrder);
  const n = checkCount(d, v, candidate, v.candidates[v.votes.length], count, voters);
  if (typeof n !== 'number') return n;
  emit(d, { type: 'votesRecorded', candidate, count: n, voters: voters ?? null });
  settle(d);
  return null;
}

/**
 * Fill the last candidate where non-voters count for him (MafClub 2.4.14, FIIM 4.4.8, classic 3.4;
 * not the club), and decide as soon as certain where the ruleset allows (MafClub comment to 2.4.3).
 */
function settle(d: Draft): void {
  let v = d.state.voting as Voting;
  const last = v.candidates[v.candidates.length - 1] as number;
  if (d.rules.nonVotersForLast && v.votes.length === v.candidates.length - 1) {
    // Every other vote named its voters: the rest are his (the vote history grid names them, issue 38.11).
    const named = v.votes.every((x) => x.voters) ? new Set(v.votes.flatMap((x) => x.voters ?? [])) : null;
    const voters = named ? v.voters.filter((s) => !named.has(s)) : null;
    emit(d, { type: 'votesRecorded', candidate: last, count: v.voters.length - counted(v), voters });
    v = d.state.voting as Voting;
  }
  const all = v.votes.length === v.candidates.length;
  const max = Math.max(...v.votes.map((x) => x.count));
  // MafClub comment to 2.4.3: final once nobody still to count can reach the leaders (a tie too).
  const certain = all || (d.rules.earlyDecision && max > v.voters.length - counted(v));
  if (!certain) return;
  emit(d, { type: 'votingDecided' });
  resolve(d);
}

function resolve(d: Draft): void {
  const v = d.state.voting as Voting;
  const top = leaders(v);
  if (top.length === 1) return votedOut(d, top[0] as number);
  const s = d.state;
  const alive = aliveSeats(s).length;
  const sameAgain = v.kind === 'tie' && top.length === v.candidates.length;
  if (v.kind === 'main' || (!sameAgain && d.rules.smallerTieRepeats)) return tieSpeeches(d, top);
  // The tie stands: the eliminate-all question, with its exceptions.
  if (d.rules.fourAtTableTieStays && alive === 4) return noVote(d, 'fourStay');
  const whole = d.rules.wholeTableTie;
  if (top.length === alive && whole === 'none') return noVote(d, 'wholeTableNoVote'); // FIIM 7.8
  if (top.length === alive && whole !== 'none' && !whole.drawWhenLeft.includes(alive)) {
    // MafClub 2.7.2: emptying the table is a result (a draw) only on the last day, with 3 or 4 left;
    // earlier it would end the game with no result of 2.7.1-2.7.2, so the question is not put.
    const [first = 0, ...more] = whole.drawWhenLeft;
    const counts = more.reduce<SaidValue>((a, b) => announcement('or', { a, b }), first);
    say(d, 'wholeTableOnlyWith', { counts });
    return openNight(d);
  }
  if (d.state.options.repeatedTie === 'night') return noVote(d, 'tieAgainStay'); // club "Или все автоматически уходят в ночь"
  startVoting(d, 'eliminateAll', top, top);
  say(d, 'eliminateAllQuestion', { seats: top.join(', ') });
}

function tieSpeeches(d: Draft, tied: number[]): void {
  // Club fouls clause: silent today (2 fouls, 3 fouls, the lover's guest) means no tie speech either.
  emit(d, { type: 'tieQueued', seats: tied.filter((x) => !mutedToday(d.state, x)) });
  emit(d, { type: 'stageSet', phase: 'day', stage: 'tieSpeech', day: d.state.day, night: d.state.night });
  say(d, 'tie', { seats: tied.join(', ') });
}

/** The eliminate-all vote: a majority of voters raises them all; a split keeps them (MafClub 2.4.15, FIIM 4.4.12.3). */
export function recordEliminateAll(d: Draft, count: number): Check {
  const v = d.state.voting;
  if (!v || v.kind !== 'eliminateAll' || v.decided) return fault('vote/not-eliminate-all');
  if (count > v.voters.length)
    return fault('vote/too-many#voters', { n: v.voters.length }, d.rules.clauses.tie);
  emit(d, { type: 'eliminateAllRecorded', count });
  emit(d, { type: 'votingDecided' });
  if (count * 2 <= v.voters.length) {
    noVote(d, 'allStay');
    return null;
  }
  if (lifted(d, v.candidates)) return null;
  clearSpeaker(d);
  const emptied = v.candidates.length === aliveSeats(d.state).length;
  for (const seat of v.candidates) leave(d, seat, 'votedOut');
  say(d, 'allLeave', { seats: v.candidates.join(', ') });
  psychopathRevenge(d, v.candidates);
  if (emptied) declare(d, 'draw'); // MafClub 2.7.2: on the last day the whole table voted to leave
  afterVotedOut(d, v.candidates);
  return null;
}
