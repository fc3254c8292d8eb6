/** Next steps of the day stages: speeches, the 3rd-foul nomination, the vote, ties, last words. */
import type { NextStep, Said } from '../../protocol/index.ts';
import { atLostTurn, canNominate } from '../day/nominations.ts';
import { nextSpeaker, pendingTurns } from '../day/speeches.ts';
import { bestMoveOpen } from '../first-killed.ts';
import { lateStep } from '../day/late-votes.ts';
import type { Ruleset } from '../rulesets/index.ts';
import type { GameState } from '../types.ts';
import { label, step } from './step.ts';

const speechEnd = (words: Said, seat: number) => step('speech-end', words, { type: 'speech/end' }, seat);

/** The vote/start step: what the one key will do, said before it is pressed. */
function voteStep(s: GameState, rules: Ruleset): NextStep {
  const vote = (words: Said) => step('vote', words, { type: 'vote/start' });
  if (s.votesToCancel > 0) return vote(label('voteCancelled'));
  if (rules.timings.discussionMs > 0) return step('discussion', label('discussion'), { type: 'vote/start' });
  if (s.day === 1 && s.options.firstDay === 'noVote') return vote(label('noVoteDay1'));
  const noms = s.today.nominations.map((n) => n.seat);
  if (noms.length === 0) return vote(label('noCandidates'));
  const only = noms.length === 1 && rules.candidates === 'nominated' ? noms[0] : undefined;
  // MafClub 2.4.4, FIIM 4.4.10: one candidate on day 1: no vote; later he leaves without a vote.
  if (only !== undefined && s.day === 1) return vote(label('oneCandidateDay1'));
  if (only !== undefined && s.options.loneNominee !== 'vote')
    return vote(label('leavesWithoutVote', { seat: only }));
  return vote(label('voting', { seats: noms.join(', ') }));
}

export function speechSteps(s: GameState, rules: Ruleset): NextStep[] {
  if (s.speaker !== null)
    return [
      speechEnd(label('speechEnd', { seat: s.speaker }), s.speaker),
      step('nominate', label('nominate'), null, s.speaker),
    ];
  const out: NextStep[] = [];
  const seat = nextSpeaker(s);
  if (seat !== null) {
    const turns = pendingTurns(s);
    const lost = turns.slice(0, turns.indexOf(seat));
    const words = lost.length
      ? label('speechLostTurns', { seat, lost: lost.join(', ') })
      : label('speech', { seat });
    out.push(step('speech', words, { type: 'speech/start', seat }, seat));
  } else out.push(voteStep(s, rules));
  // MafClub 4.4, FIIM 6.4: each lost turn in order: his one nomination, or passed without one.
  const due = pendingTurns(s)[0];
  if (due !== undefined && atLostTurn(s, due)) {
    if (canNominate(s, due))
      out.push(step('nominate-lost-turn', label('nominateLostTurn', { seat: due }), null, due));
    out.push(
      step('lostTurn-pass', label('lostTurnPass', { seat: due }), { type: 'speech/end', seat: due }, due),
    );
  }
  return out;
}

export function lastWordSteps(s: GameState, rules: Ruleset): NextStep[] {
  const out: NextStep[] = [];
  if (s.speaker !== null) out.push(speechEnd(label('lastWordEnd', { seat: s.speaker }), s.speaker));
  else {
    const seat = s.lastWords.queue[0];
    if (seat !== undefined)
      out.push(step('lastWord', label('lastWord', { seat }), { type: 'speech/start', seat }, seat));
  }
  // FIIM 8.3: the best move is made during the last minute.
  if (bestMoveOpen(s, rules))
    out.push(step('bestMove', label('bestMove', { seat: s.firstKilled ?? '' }), null, s.firstKilled));
  if (s.revengeBy !== null)
    out.push(step('revenge', label('revenge', { seat: s.revengeBy }), null, s.revengeBy));
  return [...out, ...lateVoteSteps(s)];
}

/** MafClub 2.4.2: after an early decision the host still calls the rest (never the first step). */
function lateVoteSteps(s: GameState): NextStep[] {
  const seat = lateStep(s);
  return seat === null ? [] : [step('vote-late', label('voteLate', { seat }), null, seat)];
}

export function tieSpeechSteps(s: GameState): NextStep[] {
  if (s.speaker !== null) return [speechEnd(label('tieSpeechEnd', { seat: s.speaker }), s.speaker)];
  const seat = s.tieQueue[0];
  if (seat !== undefined)
    return [
      step('tieSpeech', label('tieSpeech', { seat }), { type: 'speech/start', seat }, seat),
      ...lateVoteSteps(s),
    ];
  return [step('revote', label('revote'), { type: 'vote/start' })];
}

export function votingSteps(s: GameState): NextStep[] {
  const v = s.voting;
  const seat = v?.candidates[v.votes.length];
  return seat === undefined ? [] : [step('vote-on', label('voteOn', { seat }), null, seat)];
}

export function eliminateAllSteps(s: GameState): NextStep[] {
  const all = s.voting?.candidates.join(', ') ?? '';
  return [step('eliminateAll', label('eliminateAll', { seats: all }))];
}
