import type { GameView, VotingView } from '../src/protocol/index.ts';
import { ui, type Lang } from '../src/client/index.ts';
import { nickOf } from './plate-in.ts';

/**
 * The line under a decided vote: who leaves with how many votes of how many ("6 of 9: 8 · Irbis
 * leaves the table"), that nobody does, a tie going to speeches, or the eliminate-all count
 * ("5 of 10: all stay"). Derived from the view: the seats voted out today.
 */
export function voteOutcome(view: GameView, lang: Lang, v: VotingView | null = view.voting): string | null {
  if (!v || !v.decided) return null;
  const leaving = view.seats.filter(
    (s) =>
      s.status === 'votedOut' &&
      s.leftAt?.phase === 'day' &&
      s.leftAt.number === view.day &&
      v.candidates.includes(s.seat),
  );
  const names = leaving.map((s) => `${s.seat} · ${nickOf(view.seats, s.seat)}`).join(', ');
  const of = (n: number) => `${n} ${ui.of[lang]} ${v.voterCount}`;
  if (v.kind === 'eliminateAll') {
    const count = v.eliminateAllFor === null ? ui.eliminateAll[lang] : of(v.eliminateAllFor);
    return `${count}: ${leaving.length > 0 ? ui.allLeave[lang] : ui.allStay[lang]}`;
  }
  if (leaving.length === 1) {
    const votes = v.votes.find((x) => x.candidate === leaving[0]?.seat)?.count;
    return `${votes !== undefined ? `${of(votes)}: ` : ''}${names} ${ui.leaves[lang]}`;
  }
  if (leaving.length > 0) return `${names} ${ui.leaves[lang]}`;
  if (v.kind === 'tie' && view.stage === 'eliminateAllVote') return ui.tieAgain[lang];
  if (view.stage === 'tieSpeech' || view.stage === 'revote' || view.stage === 'eliminateAllVote')
    return ui.tieSpeeches[lang];
  return ui.nobodyLeaves[lang];
}

/** Day stages where today's nominations matter (never the morning or the night). */
const DAY_STAGES = ['speech', 'discussion', 'voting', 'tieSpeech', 'revote', 'eliminateAllVote', 'lastWord'];

/**
 * Today's nominations are news while the day discusses and votes. A last word without a vote is
 * the morning's (killed at night): yesterday's list is stale then.
 */
export function nominationsToday(view: GameView): boolean {
  return (
    view.phase === 'day' && DAY_STAGES.includes(view.stage) && (view.stage !== 'lastWord' || !!view.voting)
  );
}

/**
 * Seats on today's vote (nominated, or the vote's own candidates), for the plates' mark. None when
 * every player in the game is on it (the club's vote on everyone): a mark on every plate says nothing.
 */
export function nomineesOf(view: GameView): number[] {
  if (!nominationsToday(view)) return [];
  const seats = view.voting ? view.voting.candidates : view.nominations.map((n) => n.seat);
  return seats.length >= view.seats.filter((s) => s.status === 'alive').length ? [] : seats;
}

/**
 * When an eliminate-all vote keeps everyone the game moves straight to the night; the view keeps
 * that vote as `lastVote`, so the card tells the result ("5 of 10: all stay") until the night's
 * first action, even on a page loaded during the night.
 */
export function stayedVote(view: GameView): VotingView | null {
  const v = view.lastVote;
  if (view.voting || !v || v.kind !== 'eliminateAll' || view.phase !== 'night' || view.stage !== 'shot')
    return null;
  const alive = v.candidates.every((s) => view.seats[s - 1]?.status === 'alive');
  return alive ? v : null;
}
