/** Next steps of the day stages: speeches, the 3rd-foul nomination, the vote, ties, last words. */
import type { NextStep } from '../../protocol/index.ts';
import { atLostTurn, canNominate } from '../day/nominations.ts';
import { nextSpeaker, pendingTurns } from '../day/speeches.ts';
import { bestMoveOpen } from '../first-killed.ts';
import { lateStep } from '../day/late-votes.ts';
import type { Ruleset } from '../rulesets/index.ts';
import type { GameState } from '../types.ts';
import { step } from './step.ts';

const speechEnd = (en: string, ru: string, seat: number) =>
  step('speech-end', en, ru, { type: 'speech/end' }, seat);

/** The vote/start step: what the one key will do, said before it is pressed. */
function voteStep(s: GameState, rules: Ruleset): NextStep {
  const vote = (en: string, ru: string) => step('vote', en, ru, { type: 'vote/start' });
  if (s.votesToCancel > 0)
    return vote('Vote cancelled (removal): night', 'Голосование отменено (удаление): ночь');
  if (rules.timings.discussionMs > 0)
    return step('discussion', 'General discussion (1 min)', 'Общее время (1 минута)', { type: 'vote/start' });
  if (s.day === 1 && s.options.firstDay === 'noVote')
    return vote('Day 1: no vote, night', 'Первый день: без голосования, ночь');
  const noms = s.today.nominations.map((n) => n.seat);
  if (noms.length === 0) return vote('No candidates: night', 'Кандидатур нет: ночь');
  const only = noms.length === 1 && rules.candidates === 'nominated' ? noms[0] : undefined;
  // MafClub 2.4.4, FIIM 4.4.10: one candidate on day 1: no vote; later he leaves without a vote.
  if (only !== undefined && s.day === 1)
    return vote(
      'One candidate on day 1: no vote, night',
      'Одна кандидатура в первый день: без голосования, ночь',
    );
  if (only !== undefined && s.options.loneNominee !== 'vote')
    return vote(`${only} leaves without a vote`, `Игрок ${only} уходит без голосования`);
  return vote(`Voting: ${noms.join(', ')}`, `Голосование: ${noms.join(', ')}`);
}

export function speechSteps(s: GameState, rules: Ruleset): NextStep[] {
  if (s.speaker !== null)
    return [
      speechEnd(`End the speech of ${s.speaker}`, `Завершить речь ${s.speaker}`, s.speaker),
      step('nominate', 'Nomination', 'Выставление', null, s.speaker),
    ];
  const out: NextStep[] = [];
  const seat = nextSpeaker(s);
  if (seat !== null) {
    const turns = pendingTurns(s);
    const lost = turns.slice(0, turns.indexOf(seat));
    const note = lost.length ? ` (${lost.join(', ')} lose the speech)` : '';
    const noteRu = lost.length ? ` (${lost.join(', ')} без речи)` : '';
    out.push(
      step(
        'speech',
        `Speech of ${seat}${note}`,
        `Речь игрока ${seat}${noteRu}`,
        { type: 'speech/start', seat },
        seat,
      ),
    );
  } else out.push(voteStep(s, rules));
  // MafClub 4.4, FIIM 6.4: each lost turn in order: his one nomination, or passed without one.
  const due = pendingTurns(s)[0];
  if (due !== undefined && atLostTurn(s, due)) {
    if (canNominate(s, due))
      out.push(
        step(
          'nominate-lost-turn',
          `Nomination by ${due} (lost speech)`,
          `Выставление от ${due} (без речи)`,
          null,
          due,
        ),
      );
    out.push(
      step(
        'lostTurn-pass',
        `${due}: no nomination (lost speech)`,
        `${due}: без выставления (без речи)`,
        { type: 'speech/end', seat: due },
        due,
      ),
    );
  }
  return out;
}

export function lastWordSteps(s: GameState, rules: Ruleset): NextStep[] {
  const out: NextStep[] = [];
  if (s.speaker !== null)
    out.push(
      speechEnd(`End the last word of ${s.speaker}`, `Завершить последнее слово ${s.speaker}`, s.speaker),
    );
  else {
    const seat = s.lastWords.queue[0];
    if (seat !== undefined)
      out.push(
        step(
          'lastWord',
          `Last word of ${seat}`,
          `Последнее слово ${seat}`,
          { type: 'speech/start', seat },
          seat,
        ),
      );
  }
  // FIIM 8.3: the best move is made during the last minute.
  if (bestMoveOpen(s, rules))
    out.push(
      step(
        'bestMove',
        `Best move of ${s.firstKilled}`,
        `Лучший ход игрока ${s.firstKilled}`,
        null,
        s.firstKilled,
      ),
    );
  if (s.revengeBy !== null)
    out.push(
      step('revenge', `Revenge of ${s.revengeBy}`, `Месть психопата ${s.revengeBy}`, null, s.revengeBy),
    );
  return [...out, ...lateVoteSteps(s)];
}

/** MafClub 2.4.2: after an early decision the host still calls the rest (never the first step). */
function lateVoteSteps(s: GameState): NextStep[] {
  const seat = lateStep(s);
  return seat === null
    ? []
    : [step('vote-late', `Votes on ${seat} (protocol)`, `Голоса против ${seat} (в протокол)`, null, seat)];
}

export function tieSpeechSteps(s: GameState): NextStep[] {
  if (s.speaker !== null)
    return [speechEnd(`End the tie speech of ${s.speaker}`, `Завершить речь ${s.speaker}`, s.speaker)];
  const seat = s.tieQueue[0];
  if (seat !== undefined)
    return [
      step(
        'tieSpeech',
        `Tie speech of ${seat}`,
        `Речь в перестрелке ${seat}`,
        { type: 'speech/start', seat },
        seat,
      ),
      ...lateVoteSteps(s),
    ];
  return [step('revote', 'Re-vote', 'Переголосование', { type: 'vote/start' })];
}

export function votingSteps(s: GameState): NextStep[] {
  const v = s.voting;
  const seat = v?.candidates[v.votes.length];
  return seat === undefined
    ? []
    : [step('vote-on', `Vote on ${seat}`, `Голосование против ${seat}`, null, seat)];
}

export function eliminateAllSteps(s: GameState): NextStep[] {
  const all = s.voting?.candidates.join(', ');
  return [step('eliminateAll', `Vote to raise ${all}`, `Голосование за подъём ${all}`)];
}
