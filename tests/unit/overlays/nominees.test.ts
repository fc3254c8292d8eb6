import { expect, it } from 'vitest';
import { demoView } from '../../../overlays/demo.ts';
import { nomineesOf } from '../../../overlays/vote-result.ts';

/** Issue 38: the plates' "Nom." mark names the few on today's vote, never every player. */
it("today's nominees are marked; the club's vote on every player in the game marks nobody", () => {
  const day = demoView('spectator', 0, 'day');
  expect(nomineesOf(day)).toEqual(day.nominations.map((n) => n.seat));
  const alive = day.seats.filter((s) => s.status === 'alive').map((s) => s.seat);
  const everyone = {
    ...day,
    stage: 'voting' as const,
    voting: {
      kind: 'main' as const,
      candidates: alive,
      votes: [],
      voterCount: alive.length,
      eliminateAllFor: null,
      decided: false,
    },
  };
  expect(nomineesOf(everyone)).toEqual([]);
  const two = { ...everyone, voting: { ...everyone.voting, candidates: alive.slice(0, 2) } };
  expect(nomineesOf(two)).toEqual(alive.slice(0, 2));
});
