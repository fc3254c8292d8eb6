import { describe, expect, it } from 'vitest';
import { GameViewSchema } from '../../../src/protocol/index.ts';
import { dayOne } from './helpers.ts';

describe('the vote result the overlays show (voting.decided)', () => {
  it('a decided vote stays in view through the last word, on the table feed without any secret', () => {
    const t = dayOne();
    const order = t.state.today.order;
    const [a, b] = [order[0] as number, order[1] as number];
    const target = order[4] as number;
    const other = order[5] as number;
    t.speeches({ [a]: target, [b]: other }).run({ type: 'vote/start' });
    expect(t.view('table').voting?.decided).toBe(false);
    t.run({ type: 'vote/record', candidate: target, count: 7 });
    for (const feed of ['table', 'spectator'] as const) {
      const view = GameViewSchema.parse(t.view(feed));
      expect(view.voting).toMatchObject({ decided: true, candidates: [target, other] });
      expect(view.voting?.votes.find((v) => v.candidate === target)?.count).toBe(7);
    }
    const table = t.view('table');
    // MafClub 2.4: the player voted out is public at once; roles stay secret until the end.
    expect(table.seats[target - 1]?.status).toBe('votedOut');
    expect(table.seats.some((s) => 'role' in s)).toBe(false);
    expect(table.nights.every((n) => n.donCheck === undefined && n.sheriffCheck === undefined)).toBe(true);
  });
});
