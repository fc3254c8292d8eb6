import type { GameView } from '../src/protocol/index.ts';
import { ui, type Lang } from '../src/client/index.ts';
import { nickOf } from './plate-in.ts';

/**
 * The line under a decided vote: who leaves, that nobody does, a tie going to speeches, or the
 * eliminate-all count ("5 of 10: all stay"). Derived from the view: the seats voted out today.
 */
export function voteOutcome(view: GameView, lang: Lang): string | null {
  const v = view.voting;
  if (!v || !v.decided) return null;
  const leaving = view.seats.filter(
    (s) =>
      s.status === 'votedOut' &&
      s.leftAt?.phase === 'day' &&
      s.leftAt.number === view.day &&
      v.candidates.includes(s.seat),
  );
  const names = leaving.map((s) => `${s.seat} · ${nickOf(view.seats, s.seat)}`).join(', ');
  if (v.kind === 'eliminateAll' && v.eliminateAllFor !== null) {
    const count = `${v.eliminateAllFor} ${ui.of[lang]} ${v.voterCount}`;
    return `${count}: ${leaving.length > 0 ? ui.allLeave[lang] : ui.allStay[lang]}`;
  }
  if (leaving.length > 0) return `${names} ${ui.leaves[lang]}`;
  if (view.stage === 'tieSpeech' || view.stage === 'revote' || view.stage === 'eliminateAllVote')
    return lang === 'ru' ? 'Поровну: оправдательные речи' : 'A tie: the tied players speak again';
  return ui.nobodyLeaves[lang];
}
