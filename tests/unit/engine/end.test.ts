import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay, toSpeeches, voteOut } from './helpers.ts';
import { en } from '../../said.ts';

/** Roles: Don 3, mafia 6 and 9, Sheriff 5; reds 1, 2, 4, 5, 7, 8, 10. */
describe('end of the game', () => {
  it('MafClub 2.7.1: red wins when the last black is voted out; the last word still comes (2.7.5)', () => {
    const t = dayOne();
    voteOut(t, 3);
    toSpeeches(night(t, 1));
    voteOut(t, 6);
    toSpeeches(night(t, 2));
    t.speeches({ [t.state.today.order[0] as number]: 9 }).run({ type: 'vote/start' });
    expect(t.state.winner).toBe('red');
    expect(t.state.stage).toBe('lastWord');
    expect(t.view('table').seats.some((s) => s.role)).toBe(false); // not finished yet
    t.run({ type: 'speech/start' }, { type: 'speech/end' });
    expect(t.state.phase).toBe('finished');
    expect(t.view('table').seats.every((s) => s.role)).toBe(true);
    expect(en(t.view().next?.[0]?.label)).toBe('Game over: Red team wins');
  });

  it('MafClub 2.7.1: black wins at parity (3 vs 3) after a night kill, at the morning (2.7.3)', () => {
    const t = dayOne();
    voteOut(t, 1);
    toSpeeches(night(t, 2)); // 8 left: 3 black, 5 red
    expect(t.state.winner).toBeNull();
    voteOut(t, 4);
    night(t, 5); // 6 left: 3 black, 3 red
    expect(t.state.winner).toBe('black');
    expect(t.state.stage).toBe('morning');
  });

  it('the result is never changed afterwards (2.7.3): a removal after the decision keeps it', () => {
    const t = dayOne();
    voteOut(t, 1);
    toSpeeches(night(t, 2));
    voteOut(t, 4);
    night(t, 5);
    t.run({ type: 'removal', seat: 3 });
    expect(t.state.winner).toBe('black');
  });

  it('MafClub 2.7.2: three nights and three days in a row with nobody leaving -> draw', () => {
    const t = quietDay(dayOne()); // night 1 starts the streak
    for (let i = 0; i < 3; i++) quietDay(toSpeeches(night(t, null)));
    expect(t.state.winner).toBe('draw');
    expect(t.state.phase).toBe('finished');
  });

  it('MafClub 2.7.2: somebody leaving restarts the count', () => {
    const t = quietDay(dayOne());
    quietDay(toSpeeches(night(t, null)));
    quietDay(toSpeeches(night(t, 4)));
    quietDay(toSpeeches(night(t, null)));
    expect(t.state.winner).toBeNull();
  });

  it('FIIM 7.7: a draw after the third night with nobody leaving', () => {
    const t = quietDay(dayOne('fiim-2019'));
    quietDay(toSpeeches(night(t, null)));
    quietDay(toSpeeches(night(t, null)));
    night(t, null);
    expect(t.state.winner).toBe('draw');
  });

  it('MafClub 2.7.1 comment: the whole black team surrenders -> red win', () => {
    const t = dayOne().run({ type: 'game/surrender' });
    expect(t.state.winner).toBe('red');
    expect(t.state.phase).toBe('finished');
    t.rejects({ type: 'speech/start' }, 'game/finished');
  });

  it('classic: four at the table and a second tie -> everyone stays, night', () => {
    const t = dayOne('classic-mafia');
    voteOut(t, 6);
    toSpeeches(night(t, 1));
    voteOut(t, 9);
    toSpeeches(night(t, 2));
    voteOut(t, 4);
    toSpeeches(night(t, null)); // 3, 5, 7, 8, 10
    voteOut(t, 10);
    toSpeeches(night(t, null)); // 3, 5, 7, 8: four at the table, one black
    const [a, b] = t.state.today.order as [number, number];
    t.speeches({ [a]: 5, [b]: 8 }).run(
      { type: 'vote/start' },
      { type: 'vote/record', candidate: 5, count: 2 },
    );
    t.steps();
    t.run({ type: 'vote/record', candidate: 5, count: 2 });
    expect(t.state.phase).toBe('night');
    expect(t.status(5)).toBe('alive');
    expect(t.status(8)).toBe('alive');
  });
});
