import type { GameView, NightView, RulesetId } from '../src/protocol/index.ts';
import type { Text } from '../src/words/format.ts';
import { ui, type Lang } from '../src/client/index.ts';
import { bestMoveName } from '../src/facts/best-move.ts';

/** One line of a night's record: who did what to which seat, and the result when there is one. */
export interface NightLine {
  key: string;
  what: string;
  /** Seat acted on, or null for a miss. */
  seat: number | null;
  result: { text: string; tone: 'red' | 'black' | 'hit' | 'plain' } | null;
  /** Colour of the actor: the mafia's shot, the maniac's, the doctor's heal… */
  tone: 'black' | 'maniac' | 'red' | 'lover';
}

/** The first killed's pick, by the ruleset's own name for it (MafClub: Prima Nota; FIIM: best move). */
export const bestMoveLabel = (ruleset: RulesetId): Text => bestMoveName(ruleset);

/** Everything this feed knows of one night, in the order it happened. */
export function nightLines(n: NightView, lang: Lang): NightLine[] {
  const lines: NightLine[] = [];
  const target = (s: number | 'miss') => (s === 'miss' ? null : s);
  // The club's lover wakes first, before the mafia (club rules, the night: the lover is called first).
  if (n.visit !== undefined)
    lines.push({ key: 'visit', what: ui.visit[lang], seat: n.visit, result: null, tone: 'lover' });
  if (n.shot !== undefined)
    lines.push({ key: 'shot', what: ui.shot[lang], seat: target(n.shot), result: null, tone: 'black' });
  if (n.donCheck)
    lines.push({
      key: 'don',
      what: ui.donCheck[lang],
      seat: n.donCheck.seat,
      result: n.donCheck.isSheriff
        ? { text: ui.isSheriff[lang], tone: 'hit' }
        : { text: ui.notSheriff[lang], tone: 'plain' },
      tone: 'black',
    });
  if (n.sheriffCheck)
    lines.push({
      key: 'sheriff',
      what: ui.sheriffCheck[lang],
      seat: n.sheriffCheck.seat,
      result: n.sheriffCheck.isBlack
        ? { text: ui.black[lang], tone: 'black' }
        : { text: ui.red[lang], tone: 'red' },
      tone: 'red',
    });
  if (n.heal !== undefined)
    lines.push({ key: 'heal', what: ui.heal[lang], seat: n.heal, result: null, tone: 'red' });
  if (n.maniacShot !== undefined)
    lines.push({
      key: 'maniac',
      what: ui.maniacShot[lang],
      seat: target(n.maniacShot),
      result: null,
      tone: 'maniac',
    });
  // Club mornings announce only who died (no shot on the table feed).
  if (n.shot === undefined && n.maniacShot === undefined && n.died)
    lines.push({
      key: 'died',
      what: ui.died[lang],
      seat: n.died[0] ?? null,
      result: n.died.length > 1 ? { text: n.died.slice(1).join(', '), tone: 'plain' } : null,
      tone: 'black',
    });
  return lines;
}

/** The night the first killed died (shot, or announced dead): its record carries the best move. */
export function firstKilledNight(view: GameView): number | null {
  const fk = view.firstKilled;
  if (fk === null) return null;
  const night = view.nights.find((n) => n.shot === fk || n.maniacShot === fk || n.died?.includes(fk));
  if (night) return night.night;
  const seat = view.seats[fk - 1];
  return seat?.leftAt?.phase === 'night' ? seat.leftAt.number : null;
}

/**
 * Tonight's panel is up: through the night, the morning, and the last word of the player killed at
 * night (not one taken along by day: his card says how he left). Only the night just passed.
 */
export function nightPanelUp(view: GameView): boolean {
  const night = view.nights.find((n) => n.night === view.night);
  if (!night) return false;
  const speaker = view.speaker === null ? undefined : view.seats[view.speaker - 1];
  const killedSpeaking =
    view.stage === 'lastWord' && speaker?.status === 'killed' && speaker.leftAt?.phase !== 'day';
  const time =
    view.phase === 'night' || view.stage === 'morning' || view.stage === 'bestMove' || killedSpeaking;
  const best = !!view.bestMove?.length && firstKilledNight(view) === night.night;
  return time && (best || nightLines(night, 'en').length > 0);
}
