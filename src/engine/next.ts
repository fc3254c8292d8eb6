/** "What's next" for the operator: the expected steps, the obvious one with a one-key command. */
import type { GameCommand, NextStep } from '../protocol/index.ts';
import { nextSpeaker, pendingTurns } from './day/speeches.ts';
import { bestMoveOpen } from './first-killed.ts';
import { rulesetOf } from './rulesets/index.ts';
import { seatWithRole } from './seats.ts';
import { deckProblem } from './setup.ts';
import type { GameState, NightAction } from './types.ts';

const step = (id: string, en: string, ru: string, command: GameCommand | null = null): NextStep => ({
  id,
  label: { en, ru },
  command,
});

const nightLabels: Record<NightAction, [string, string]> = {
  shot: ['Mafia shot', 'Стрельба мафии'],
  donCheck: ['Don check', 'Проверка Дона'],
  sheriffCheck: ['Sheriff check', 'Проверка Шерифа'],
  heal: ['Doctor heal', 'Лечение Доктора'],
  visit: ['Lover visit', 'Визит Любовницы'],
  maniacShot: ['Maniac shot', 'Выстрел Маньяка'],
};
const nightRole = {
  donCheck: 'don',
  sheriffCheck: 'sheriff',
  heal: 'doctor',
  visit: 'lover',
  maniacShot: 'maniac',
} as const;

export function nextSteps(s: GameState): NextStep[] {
  const rules = rulesetOf(s.ruleset);
  if (s.phase === 'finished' || (s.winner !== null && s.stage !== 'lastWord' && s.stage !== 'morning')) {
    const w = s.winner ?? 'draw';
    const ru = { red: 'победа красных', black: 'победа чёрных', maniac: 'победа маньяка', draw: 'ничья' }[w];
    return [step('game-over', `Game over: ${w === 'draw' ? 'draw' : `${w} win`}`, `Игра окончена: ${ru}`)];
  }
  switch (s.stage) {
    case 'setup': {
      if (s.speaker !== null)
        return [
          step('speech-end', `End highlight of ${s.speaker}`, `Снять выделение ${s.speaker}`, {
            type: 'speech/end',
          }),
        ];
      const problem = deckProblem(s);
      if (problem) return [step('deal', 'Deal or enter the roles', 'Раздайте или введите роли')];
      return [step('start', 'Start the game: night', 'Начать игру: ночь', { type: 'game/start' })];
    }
    case 'arrangement':
    case 'donLook':
    case 'sheriffLook': {
      const what = {
        arrangement: ['arrangement', 'договорку'],
        donLook: ['Don look', 'осмотр Дона'],
        sheriffLook: ['Sheriff look', 'осмотр Шерифа'],
      }[s.stage];
      return [step(`end-${s.stage}`, `End the ${what[0]}`, `Завершить ${what[1]}`, { type: 'stage/end' })];
    }
    case 'shot':
    case 'donCheck':
    case 'sheriffCheck':
    case 'clubNight': {
      const action = s.nights[s.nights.length - 1]?.pending[0];
      if (!action) return [];
      const [en, ru] = nightLabels[action];
      const role = action === 'shot' ? null : nightRole[action];
      if (role !== null && seatWithRole(s, role) === null)
        return [
          step(`${action}-pass`, `${en}: out of the game, pass`, `${ru}: выбыл, пропуск`, {
            type: 'night/pass',
          }),
        ];
      const out = [step(action, en, ru)];
      if (action === 'shot' || action === 'maniacShot')
        out.push(
          step(`${action}-miss`, 'Miss', 'Промах', {
            type: action === 'shot' ? 'night/shot' : 'night/maniacShot',
            seat: null,
          }),
        );
      else out.push(step(`${action}-pass`, 'No action', 'Без действия', { type: 'night/pass' }));
      return out;
    }
    case 'morning':
      return [step('morning', 'Continue the morning', 'Продолжить утро', { type: 'stage/end' })];
    case 'bestMove': {
      const fk = s.firstKilled;
      const name =
        rules.bestMove === 'primaNota' ? ['Prima Nota', 'Prima Nota'] : ['best move', 'лучший ход'];
      return [
        step('bestMove', `${name[0]} of ${fk}`, `${name[1]} игрока ${fk}`),
        step('bestMove-none', 'None named', 'Не назван', { type: 'bestMove', seats: [] }),
      ];
    }
    case 'lastWord': {
      const out: NextStep[] = [];
      if (s.revengeBy !== null)
        out.push(step('revenge', `Revenge of ${s.revengeBy}`, `Месть психопата ${s.revengeBy}`));
      if (s.speaker !== null)
        out.unshift(
          step('speech-end', `End the last word of ${s.speaker}`, `Завершить последнее слово ${s.speaker}`, {
            type: 'speech/end',
          }),
        );
      else {
        const seat = s.lastWords.queue[0];
        if (seat !== undefined)
          out.unshift(
            step('lastWord', `Last word of ${seat}`, `Последнее слово ${seat}`, {
              type: 'speech/start',
              seat,
            }),
          );
      }
      // FIIM 8.3: the best move is made during the last minute.
      if (bestMoveOpen(s, rules))
        out.splice(
          1,
          0,
          step('bestMove', `Best move of ${s.firstKilled}`, `Лучший ход игрока ${s.firstKilled}`),
        );
      return out;
    }
    case 'speech': {
      if (s.speaker !== null)
        return [
          step('speech-end', `End the speech of ${s.speaker}`, `Завершить речь ${s.speaker}`, {
            type: 'speech/end',
          }),
          step('nominate', 'Nomination', 'Выставление'),
        ];
      const seat = nextSpeaker(s);
      if (seat !== null) {
        const lost = pendingTurns(s).filter(
          (x) => x !== seat && pendingTurns(s).indexOf(x) < pendingTurns(s).indexOf(seat),
        );
        const note = lost.length ? ` (${lost.join(', ')} lose the speech)` : '';
        return [
          step('speech', `Speech of ${seat}${note}`, `Речь игрока ${seat}`, { type: 'speech/start', seat }),
        ];
      }
      const noms = s.today.nominations.map((n) => n.seat);
      if (s.votesToCancel === 0 && rules.timings.discussionMs > 0)
        return [
          step('discussion', 'General discussion (1 min)', 'Общее время (1 минута)', { type: 'vote/start' }),
        ];
      if (s.votesToCancel > 0)
        return [
          step('vote', 'Vote cancelled (removal): night', 'Голосование отменено (удаление): ночь', {
            type: 'vote/start',
          }),
        ];
      const vote = (en: string, ru: string) => [step('vote', en, ru, { type: 'vote/start' })];
      if (noms.length === 0) return vote('No candidates: night', 'Кандидатур нет: ночь');
      const only = noms.length === 1 && rules.candidates === 'nominated' ? noms[0] : undefined;
      // MafClub 2.4.4, FIIM 4.4.10: say what the one key will do before it is pressed.
      if (only !== undefined && s.day === 1)
        return vote(
          'One candidate on day 1: no vote, night',
          'Одна кандидатура в первый день: без голосования, ночь',
        );
      if (only !== undefined)
        return vote(`${only} leaves without a vote`, `Игрок ${only} уходит без голосования`);
      return vote(`Voting: ${noms.join(', ')}`, `Голосование: ${noms.join(', ')}`);
    }
    case 'discussion':
      return [
        step('vote', 'Voting: everyone in speech order', 'Голосование: все по порядку', {
          type: 'vote/start',
        }),
      ];
    case 'tieSpeech': {
      if (s.speaker !== null)
        return [
          step('speech-end', `End the tie speech of ${s.speaker}`, `Завершить речь ${s.speaker}`, {
            type: 'speech/end',
          }),
        ];
      const seat = s.tieQueue[0];
      if (seat !== undefined)
        return [
          step('tieSpeech', `Tie speech of ${seat}`, `Речь в перестрелке ${seat}`, {
            type: 'speech/start',
            seat,
          }),
        ];
      return [step('revote', 'Re-vote', 'Переголосование', { type: 'vote/start' })];
    }
    case 'voting':
    case 'revote': {
      const v = s.voting;
      const seat = v?.candidates[v.votes.length];
      return seat === undefined ? [] : [step('vote-on', `Vote on ${seat}`, `Голосование против ${seat}`)];
    }
    case 'eliminateAllVote':
      return [
        step(
          'eliminateAll',
          `Vote to raise ${s.voting?.candidates.join(', ')}`,
          `Голосование за подъём ${s.voting?.candidates.join(', ')}`,
        ),
      ];
    default:
      return [];
  }
}
