/** From the speeches to the vote: cancellation, the club's general discussion, the candidates. */
import type { Check } from '../../protocol/index.ts';
import { clearSpeaker, emit, say, startTimer, type Draft } from '../draft.ts';
import { fault } from '../problems.ts';
import { isAlive } from '../seats.ts';
import { nextSpeaker, passLostTurns } from './speeches.ts';
import { leaders, noVote, startVoting, votedOut } from './voting.ts';

/**
 * Who is voted on: the nominated in nomination order (MafClub 2.4.5, FIIM 4.4.4), or in the club
 * everyone at the table "по порядку высказывания от первого до крайнего игрока".
 */
function candidatesOf(d: Draft): number[] {
  const s = d.state;
  if (d.rules.candidates === 'everyone') return s.today.order.filter((x) => isAlive(s, x));
  return s.today.nominations.map((n) => n.seat).filter((x) => isAlive(s, x));
}

/** The vote itself, after the speeches (and the club's general discussion). */
function openVote(d: Draft): void {
  const s = d.state;
  const candidates = candidatesOf(d);
  if (candidates.length === 0) return noVote(d, 'noCandidates');
  if (candidates.length === 1 && d.rules.candidates === 'nominated') {
    const only = candidates[0] as number;
    // MafClub 2.4.4, FIIM 4.4.10: day 1 one candidate: no vote; later: he leaves without a vote.
    if (s.day === 1) return noVote(d, 'oneCandidateDay1');
    // Tournament variant (FIIM 4.4.10 read as "any number"): a formal vote for him.
    if (s.options.loneNominee !== 'vote') return votedOut(d, only);
  }
  return startVoting(d, 'main', candidates, null);
}

export function startVote(d: Draft): Check {
  const s = d.state;
  if (s.speaker !== null) return fault('vote/speech-on');
  if (s.stage === 'discussion') return endDiscussion(d);
  if (s.stage === 'speech') {
    const next = nextSpeaker(s);
    if (next !== null)
      return fault('vote/speeches-not-over', { seat: next }, d.rules.clauses.voteAfterSpeeches);
    passLostTurns(d, null);
    if (s.day === 1 && s.options.firstDay === 'noVote') {
      // Tournament variant: day 1 ends without a vote (a removal's cancellation waits for day 2).
      noVote(d, 'noVoteDay1');
      return null;
    }
    if (s.votesToCancel > 0) {
      // MafClub 4.12, FIIM 7.1-7.2, classic 3.5: a removal cancels the nearest vote.
      emit(d, { type: 'votesToCancelChanged', value: s.votesToCancel - 1 });
      noVote(d, 'voteCancelled');
      return null;
    }
    if (d.rules.timings.discussionMs > 0) {
      // Club: "После высказываний всего города, объявляется общее время – 1 минута".
      emit(d, { type: 'stageSet', phase: 'day', stage: 'discussion', day: s.day, night: s.night });
      say(d, 'discussion');
      startTimer(d, 'discussion', null, d.rules.timings.discussionMs);
      return null;
    }
    openVote(d);
    return null;
  }
  if (s.stage === 'tieSpeech') {
    const next = s.tieQueue[0];
    if (next !== undefined) return fault('vote/tie-speeches-not-over', { seat: next }, d.rules.clauses.tie);
    const tied = s.voting ? leaders(s.voting) : [];
    startVoting(d, 'tie', tied, tied);
    return null;
  }
  return fault('vote/not-now');
}

/** The general discussion is over (vote/start or stage/end): "После неё происходит дневное голосование". */
export function endDiscussion(d: Draft): Check {
  clearSpeaker(d);
  openVote(d);
  return null;
}
