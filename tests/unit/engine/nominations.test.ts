import { describe, expect, it } from 'vitest';
import { dayOne } from './helpers.ts';

const noms = (t: ReturnType<typeof dayOne>) => t.view().nominations;

describe('nominations', () => {
  it('MafClub 2.3.5: a player nominates during his own speech, himself allowed', () => {
    const t = dayOne().run({ type: 'speech/start' }, { type: 'nominate', seat: 1 });
    expect(noms(t)).toEqual([{ seat: 1, by: 1 }]);
  });

  it('2.3.5: not outside one’s own speech, nor a player not at the table', () => {
    const t = dayOne().run({ type: 'speech/start' });
    t.rejects({ type: 'nominate', by: 4, seat: 7 }, 'nomination/not-own-speech');
    t.run({ type: 'speech/end' });
    t.rejects({ type: 'nominate', seat: 7 }, 'nomination/no-speaker');
  });

  it('MafClub 2.3.12: several named in one speech -> the latest one stands, at the end of the order', () => {
    const t = dayOne().run({ type: 'speech/start' }, { type: 'nominate', seat: 4 }, { type: 'speech/end' });
    t.run({ type: 'speech/start' }, { type: 'nominate', seat: 5 }, { type: 'nominate', seat: 6 });
    expect(noms(t)).toEqual([
      { seat: 4, by: 1 },
      { seat: 6, by: 2 },
    ]);
  });

  it('2.3.7: an already nominated player is not taken twice', () => {
    const t = dayOne().run({ type: 'speech/start' }, { type: 'nominate', seat: 4 }, { type: 'speech/end' });
    t.run({ type: 'speech/start' }).rejects({ type: 'nominate', seat: 4 }, 'nomination/already');
  });

  it('2.3.10: withdrawal of one’s own nomination only in the same speech', () => {
    const t = dayOne().run({ type: 'speech/start' }, { type: 'nominate', seat: 4 });
    t.run({ type: 'nomination/withdraw' });
    expect(noms(t)).toEqual([]);
    t.run({ type: 'nominate', seat: 5 }, { type: 'speech/end' }, { type: 'speech/start' });
    t.rejects({ type: 'nomination/withdraw', by: 2 }, 'nomination/withdraw-not-own');
  });

  it('FIIM 4.4.3: one nomination per day', () => {
    const t = dayOne('fiim-2019').run({ type: 'speech/start' }, { type: 'nominate', seat: 4 });
    t.rejects({ type: 'nominate', seat: 5 }, 'nomination/one-per-day');
  });

  it('the order of nominations is kept for the vote (2.4.5)', () => {
    const t = dayOne().speeches({ 1: 9, 2: 3, 3: 6 });
    expect(noms(t).map((n) => n.seat)).toEqual([9, 3, 6]);
  });
});
