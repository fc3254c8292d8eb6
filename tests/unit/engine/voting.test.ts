import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay, toSpeeches, voteOut, type Table } from './helpers.ts';
import { en } from '../../said.ts';

/** Day 2 at the first speech, nobody out (the mafia missed). */
const dayTwo = (ruleset: 'mafclub-2023' | 'fiim-2019' | 'classic-mafia' = 'mafclub-2023') =>
  toSpeeches(night(quietDay(dayOne(ruleset)), null));

const vote = (t: Table, candidate: number, count: number) => t.run({ type: 'vote/record', candidate, count });

describe('nominations and the vote', () => {
  it('MafClub 2.4.4: day 1 with a single candidate: no vote, the player stays, night follows', () => {
    const t = dayOne().speeches({ 1: 7 });
    // the operator's one key says what it will do before it is pressed
    expect(en(t.view().next?.[0]?.label)).toBe('One candidate on day 1: no vote, night');
    t.run({ type: 'vote/start' });
    expect(t.status(7)).toBe('alive');
    expect(t.state.phase).toBe('night');
  });

  it('MafClub 2.4.4: later days a single candidate leaves without a vote, with a last word', () => {
    const t = dayTwo().speeches({ 4: 7 });
    expect(en(t.view().next?.[0]?.label)).toBe('7 leaves without a vote');
    t.run({ type: 'vote/start' });
    expect(t.status(7)).toBe('votedOut');
    expect(t.state.stage).toBe('lastWord');
    expect(t.view().next?.[0]?.command).toEqual({ type: 'speech/start', seat: 7 });
  });

  it('MafClub 2.4.5: counts go in nomination order; a later candidate first is rejected', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' });
    expect(t.state.voting?.candidates).toEqual([8, 5, 2]);
    t.rejects({ type: 'vote/record', candidate: 5, count: 3 }, 'vote/out-of-order');
    t.rejects({ type: 'vote/record', candidate: 9, count: 3 }, 'vote/not-nominated');
  });

  it('2.4.14: players who do not vote count for the last candidate', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 3);
    vote(t, 5, 2); // 5 left: all go to 2
    expect(t.state.voting?.decided).toBe(true);
    expect(t.status(2)).toBe('votedOut');
    const last = t.game.log.at(-1)?.events.find((e) => e.type === 'votesRecorded' && e.candidate === 2);
    expect(last).toMatchObject({ count: 5 });
  });

  it('counts cannot exceed the voters left', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 4);
    t.rejects({ type: 'vote/record', candidate: 5, count: 7 }, 'vote/too-many');
  });

  it('MafClub comment to 2.4.3: the result is final as soon as it is certain (6 of 10 on the first)', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 6);
    expect(t.status(8)).toBe('votedOut');
    expect(t.state.stage).toBe('lastWord');
  });

  it('5 of 10 on the first is not yet certain', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 5);
    expect(t.state.stage).toBe('voting');
  });

  it('voters are named: a player votes once (2.4.13)', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' });
    t.run({ type: 'vote/record', candidate: 8, voters: [1, 2, 3] });
    t.rejects({ type: 'vote/record', candidate: 5, voters: [3, 4] }, 'vote/voted-twice');
  });

  it('MafClub 2.4.15: a tie -> 30 s speeches in nomination order, a re-vote among the tied', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 4);
    vote(t, 5, 4); // 2 gets 2
    expect(t.state.stage).toBe('tieSpeech');
    expect(t.state.tieQueue).toEqual([8, 5]);
    t.run({ type: 'speech/start' });
    expect(t.state.timer).toMatchObject({ kind: 'tieSpeech', seat: 8, durationMs: 30_000 });
    t.run({ type: 'speech/end' }, { type: 'speech/start' }, { type: 'speech/end' }, { type: 'vote/start' });
    expect(t.state.stage).toBe('revote');
    expect(t.state.voting?.candidates).toEqual([8, 5]);
    vote(t, 8, 6);
    expect(t.status(8)).toBe('votedOut');
  });

  it('the same set tied again -> eliminate-all vote; a majority raises both with last words', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 5);
    t.steps(); // speeches of 8 and 5, then the re-vote
    expect(t.state.stage).toBe('revote');
    vote(t, 8, 5);
    expect(t.state.stage).toBe('eliminateAllVote');
    t.run({ type: 'eliminateAll/record', count: 6 });
    expect([t.status(8), t.status(5)]).toEqual(['votedOut', 'votedOut']);
    expect(t.state.lastWords.queue).toEqual([8, 5]);
  });

  it('eliminate-all split 5 of 10 keeps them (a majority is needed)', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 5);
    t.steps();
    vote(t, 8, 5);
    t.run({ type: 'eliminateAll/record', count: 5 });
    expect([t.status(8), t.status(5)]).toEqual(['alive', 'alive']);
    expect(t.state.phase).toBe('night');
    // the result stays public through the night (the overlay's card): 5 of 10, nobody leaves
    const last = t.view().lastVote;
    expect([last?.kind, last?.eliminateAllFor, last?.voterCount]).toEqual(['eliminateAll', 5, 10]);
    expect(t.view().voting).toBeNull();
  });

  it("MafClub 2.4.15: the re-vote's 5:5 is kept among the day's rounds when the game goes straight to the eliminate-all question", () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 5);
    t.steps();
    vote(t, 8, 5);
    expect(t.state.stage).toBe('eliminateAllVote');
    const counts = (table: Table) =>
      (table.view().rounds ?? []).map((r) => [r.kind, r.votes.map((v) => [v.candidate, v.count])]);
    expect(counts(t)).toEqual([
      [
        'main',
        [
          [8, 5],
          [5, 5],
        ],
      ],
      [
        'tie',
        [
          [8, 5],
          [5, 5],
        ],
      ],
    ]);
    t.run({ type: 'eliminateAll/record', count: 5 });
    expect(t.view().rounds?.map((r) => [r.kind, r.eliminateAllFor])).toEqual([
      ['main', null],
      ['tie', null],
      ['eliminateAll', 5],
    ]);
    toSpeeches(night(t, null));
    expect(t.view().rounds).toEqual([]);
  });

  it("the day's last vote is forgotten when the next day opens", () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' });
    vote(t, 8, 6);
    expect(t.view().lastVote).toBeNull();
    t.steps();
    // the last candidate's 4 are filled in by the rule
    expect(t.view().lastVote?.votes.map((v) => [v.candidate, v.count])).toEqual([
      [8, 6],
      [5, 4],
    ]);
    toSpeeches(night(t, null));
    expect([t.state.day, t.state.stage]).toEqual([2, 'speech']);
    expect(t.view().lastVote).toBeNull();
  });

  it('FIIM 4.4.12.2: three tied, then two tied -> new tie speeches for the two', () => {
    const t = dayOne('fiim-2019').run({ type: 'speech/start' }, { type: 'nominate', seat: 8 });
    t.run(
      { type: 'speech/end' },
      { type: 'speech/start' },
      { type: 'nominate', seat: 5 },
      { type: 'speech/end' },
    );
    t.run({ type: 'speech/start' }, { type: 'nominate', seat: 2 }, { type: 'speech/end' });
    t.run({ type: 'speech/start' }, { type: 'nominate', seat: 7 }, { type: 'speech/end' });
    t.speeches();
    t.run({ type: 'vote/start' });
    vote(t, 8, 3);
    vote(t, 5, 3);
    vote(t, 2, 3); // 7 gets 1
    expect(t.state.tieQueue).toEqual([8, 5, 2]);
    t.steps();
    vote(t, 8, 4);
    vote(t, 5, 4); // 2 gets 2
    expect(t.state.stage).toBe('tieSpeech');
    expect(t.state.tieQueue).toEqual([8, 5]);
  });

  /** Day 3 with six at the table (3, 5, 7, 8, 9, 10), everyone nominated, one vote each. */
  const wholeTableTie = (ruleset: 'mafclub-2023' | 'fiim-2019') => {
    const t = dayOne(ruleset);
    voteOut(t, 6);
    toSpeeches(night(t, 1));
    voteOut(t, 2);
    toSpeeches(night(t, 4));
    const alive = t.state.today.order;
    expect(alive).toHaveLength(6);
    const noms = Object.fromEntries(alive.map((x, i) => [x, alive[(i + 1) % alive.length] as number]));
    t.speeches(noms).run({ type: 'vote/start' });
    for (const c of t.state.voting?.candidates.slice(0, -1) ?? []) vote(t, c, 1);
    t.steps();
    for (const c of t.state.voting?.candidates.slice(0, -1) ?? []) vote(t, c, 1);
    return t;
  };

  it('FIIM 7.8: no vote to raise the whole table: the same whole-table tie keeps everyone', () => {
    const t = wholeTableTie('fiim-2019');
    expect(t.state.phase).toBe('night');
    expect(t.state.seats.filter((s) => s.status === 'alive')).toHaveLength(6);
  });

  it('MafClub 2.7.2: six at the table is not the last day: the whole table is not put to the vote (whole-table.test.ts)', () => {
    const t = wholeTableTie('mafclub-2023');
    expect([t.state.phase, t.state.winner]).toEqual(['night', null]);
  });
});

describe('certainty with a tie (MafClub comment to 2.4.3)', () => {
  it('nine at the table, candidates 1-4: 4 and 4 -> the tie is certain, the last vote changes nothing', () => {
    const t = toSpeeches(night(quietDay(dayOne()), 10));
    const order = t.state.today.order;
    t.speeches({
      [order[0] as number]: 1,
      [order[1] as number]: 2,
      [order[2] as number]: 3,
      [order[3] as number]: 4,
    });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 1, count: 4 });
    expect(t.state.stage).toBe('voting');
    t.run({ type: 'vote/record', candidate: 2, count: 4 });
    expect(t.state.stage).toBe('tieSpeech');
    expect(t.state.tieQueue).toEqual([1, 2]);
  });
});
